import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldUploads } from '../../../../test/fake-upload.ts';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderAt } from '../../../../test/render.tsx';
import { useLocale } from '../../../stores/locale.ts';
import CatalogueEditPage from './CatalogueEditPage.tsx';

const ID = '00000000-0000-4000-8000-0000000000c1';
const POST_ID = '00000000-0000-4000-8000-0000000000a1';

const course = {
  slug: 'web-development',
  name: { en: 'Web Development', ta: '' },
  cardTitle: { en: '', ta: '' },
  summary: { en: 'HTML, CSS and JavaScript', ta: 'HTML, CSS, JavaScript' },
  detail: { en: '# Web\n\nBuild sites.', ta: '' },
  image: { art: 'course-fullstack' },
  ratings: 512,
  offered: { registration: true, extra: true, home: true, courses: true },
  cardOrder: 1,
  formOrder: 2,
  fees: [{ from: '2025-01-01T00:00:00.000+05:30', registration: 499, struck: 799, extra: [200, 350] }],
  resources: { projects: 'https://drive.example/projects' },
  retired: false,
};

const entryOf = (over: Record<string, unknown> = {}) => ({
  id: ID,
  kind: 'course',
  slug: 'web-development',
  title: 'Web Development',
  publishedVersion: 2,
  unpublished: false,
  tamilGaps: 2,
  retired: false,
  updatedAt: '2026-11-20T04:00:00.000Z',
  draft: course,
  versions: [
    { version: 1, publishedAt: '2026-11-01T04:00:00.000Z', publishedBy: 'system' },
    { version: 2, publishedAt: '2026-11-20T04:00:00.000Z', publishedBy: 'admin:1' },
  ],
  ...over,
});

const openCourse = () =>
  renderAt(
    <CatalogueEditPage />,
    '/admin/catalogue/:entryId',
    { '/admin/catalogue': 'THE LIST' },
    `/admin/catalogue/${ID}`,
  );

const sent = (calls: { url: string; method: string; body: unknown }[], method: string, url: string) =>
  calls.filter((c) => c.method === method && c.url === url);

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await act(() => useLocale.getState().choose('en'));
});

describe('/admin/catalogue/:entryId, a course', () => {
  it('shows every field of the draft, saves it, then publishes it', async () => {
    // The server's entry as each answer leaves it.
    let current: Record<string, unknown> = entryOf();
    const { calls } = stubFetch({
      [`GET /api/admin/catalogue/${ID}`]: () => ({ body: { entry: current } }),
      [`PUT /api/admin/catalogue/${ID}/draft`]: ({ body }) => {
        current = { ...current, draft: (body as { content: unknown }).content, unpublished: true, tamilGaps: 1 };
        return { body: { entry: current, code: 'catalogueDraftSaved', message: 'Draft saved.' } };
      },
      [`POST /api/admin/catalogue/${ID}/publish`]: () => {
        current = {
          ...current,
          publishedVersion: 3,
          unpublished: false,
          versions: [
            ...entryOf().versions,
            { version: 3, publishedAt: '2026-11-29T04:00:00.000Z', publishedBy: 'admin:1' },
          ],
        };
        return { body: { entry: current, code: 'cataloguePublished', message: 'Published.' } };
      },
    });
    const user = userEvent.setup();
    openCourse();
    expect(await screen.findByRole('heading', { level: 1, name: 'Course: Web Development' })).toBeVisible();
    expect(screen.getByText('Published v2')).toBeVisible();
    expect(screen.getByText('2 Tamil texts missing: English is shown')).toBeVisible();
    expect(screen.getByLabelText('Page address')).toHaveValue('web-development');
    expect(screen.getByLabelText('Name (English)')).toHaveValue('Web Development');
    expect(screen.getByLabelText(/^Name \(Tamil\)/)).toHaveValue('');
    expect(screen.getByLabelText(/^Course page \(Markdown\) \(English\)/)).toHaveValue('# Web\n\nBuild sites.');
    expect(screen.getByText('19 bytes of 100 KB')).toBeVisible();
    expect(screen.getByLabelText('Ratings')).toHaveValue(512);
    expect(screen.getByLabelText("The home page's grid")).toBeChecked();
    expect(screen.getByLabelText(/^Projects/)).toHaveValue('https://drive.example/projects');
    expect(screen.getByLabelText(/^Basic source codes/)).toHaveValue('');
    expect(screen.getByLabelText('Retire: no longer offered; its interns keep it')).not.toBeChecked();

    await user.type(screen.getByLabelText(/^Name \(Tamil\)/), 'வலை மேம்பாடு');
    await user.click(screen.getByLabelText('The extra-course form'));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved.')).toBeVisible();
    const [put] = sent(calls, 'PUT', `/api/admin/catalogue/${ID}/draft`);
    expect(put!.body).toEqual({
      kind: 'course',
      content: {
        ...course,
        name: { en: 'Web Development', ta: 'வலை மேம்பாடு' },
        offered: { ...course.offered, extra: false },
        fees: [{ from: '2025-01-01T00:00:00+05:30', registration: 499, struck: 799, extra: [200, 350] }],
      },
    });

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published.')).toBeVisible();
    // Publishing saves first.
    expect(sent(calls, 'PUT', `/api/admin/catalogue/${ID}/draft`)).toHaveLength(2);
    expect(sent(calls, 'POST', `/api/admin/catalogue/${ID}/publish`)).toHaveLength(1);
    expect(await screen.findByText('Published v3')).toBeVisible();
    expect(screen.getAllByTestId('version-row')).toHaveLength(3);
  });

  it("says the server's refusal beside the form and under its field, which gets the focus", async () => {
    stubFetch({
      [`GET /api/admin/catalogue/${ID}`]: () => ({ body: { entry: entryOf() } }),
      [`PUT /api/admin/catalogue/${ID}/draft`]: () => ({
        status: 400,
        body: {
          success: false,
          error: 'validation_error',
          code: 'catalogueSlugTaken',
          message: 'Another page already has this address.',
          field: 'slug',
        },
      }),
    });
    const user = userEvent.setup();
    openCourse();
    await screen.findByRole('heading', { level: 1, name: 'Course: Web Development' });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const slug = screen.getByLabelText('Page address');
    await waitFor(() => expect(slug).toHaveFocus());
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    // Once under the field, once beside the form's buttons (a live region, announced).
    expect(screen.getAllByText('Another page already has this address.')).toHaveLength(2);
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'Another page already has this address.')).toBe(
      true,
    );
  });

  it('words a refused field in Tamil by its code, on a Tamil page', async () => {
    stubFetch({
      [`GET /api/admin/catalogue/${ID}`]: () => ({ body: { entry: entryOf() } }),
      [`PUT /api/admin/catalogue/${ID}/draft`]: () => ({
        status: 400,
        body: {
          success: false,
          error: 'validation_error',
          code: 'catalogueEnglishMissing',
          message: 'Please write the English text: it is what readers see when there is no Tamil.',
          field: 'content.summary.en',
        },
      }),
    });
    await act(() => useLocale.getState().choose('ta'));
    const user = userEvent.setup();
    openCourse();
    await screen.findByDisplayValue('web-development');
    await user.click(screen.getByRole('button', { name: 'வரைவைச் சேமி' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('cat-summary.en'));
    expect(screen.getAllByText('ஆங்கில உரையை எழுதுங்கள்: தமிழ் இல்லாதபோது வாசகர்கள் அதையே பார்ப்பார்கள்.')).toHaveLength(2);
  });

  it('asks before leaving changes not saved, and lets a saved draft go', async () => {
    stubFetch({
      [`GET /api/admin/catalogue/${ID}`]: () => ({ body: { entry: entryOf() } }),
      [`PUT /api/admin/catalogue/${ID}/draft`]: () => ({
        body: { entry: entryOf({ unpublished: true }), code: 'catalogueDraftSaved', message: 'Draft saved.' },
      }),
    });
    const user = userEvent.setup();
    openCourse();
    await screen.findByRole('heading', { level: 1, name: 'Course: Web Development' });
    expect(screen.queryByText('Changes not saved yet.')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Summary \(English\)/), ' Online.');
    expect(screen.getByText('Changes not saved yet.')).toBeVisible();

    await user.click(screen.getByRole('link', { name: '← The catalogue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText(/^Summary \(English\)/)).toHaveValue('HTML, CSS and JavaScript Online.');

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Draft saved.');
    expect(screen.queryByText('Changes not saved yet.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '← The catalogue' }));
    expect(await screen.findByText('THE LIST')).toBeVisible();
  });

  it('leaves changes not saved when the editor says so', async () => {
    stubFetch({ [`GET /api/admin/catalogue/${ID}`]: () => ({ body: { entry: entryOf() } }) });
    const user = userEvent.setup();
    openCourse();
    await screen.findByRole('heading', { level: 1, name: 'Course: Web Development' });
    await user.click(screen.getByLabelText('Retire: no longer offered; its interns keep it'));
    await user.click(screen.getByRole('link', { name: '← The catalogue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('THE LIST')).toBeVisible();
  });

  it('says a publish refused for rewriting a fee in effect beside the fees, which get the focus', async () => {
    stubFetch({
      [`GET /api/admin/catalogue/${ID}`]: () => ({ body: { entry: entryOf() } }),
      [`PUT /api/admin/catalogue/${ID}/draft`]: () => ({
        body: { entry: entryOf({ unpublished: true }), code: 'catalogueDraftSaved', message: 'Draft saved.' },
      }),
      [`POST /api/admin/catalogue/${ID}/publish`]: () => ({
        status: 409,
        body: {
          success: false,
          error: 'conflict',
          code: 'catalogueFeeHistory',
          message: 'A fee already in effect cannot be changed: add a new fee from now or later.',
        },
      }),
    });
    const user = userEvent.setup();
    openCourse();
    await screen.findByRole('heading', { level: 1, name: 'Course: Web Development' });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const fees = screen.getByRole('group', { name: 'Fees' });
    await waitFor(() => expect(fees).toHaveFocus());
    expect(
      within(fees).getByText('A fee already in effect cannot be changed: add a new fee from now or later.'),
    ).toBeVisible();
  });

  it('keeps fees in effect read-only and adds a change of fee from now with the last amounts', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T06:30:00.000Z'), toFake: ['Date'] });
    const { calls } = stubFetch({
      [`GET /api/admin/catalogue/${ID}`]: () => ({ body: { entry: entryOf() } }),
      [`PUT /api/admin/catalogue/${ID}/draft`]: () => ({
        body: { entry: entryOf(), code: 'catalogueDraftSaved', message: 'Draft saved.' },
      }),
    });
    const user = userEvent.setup();
    openCourse();
    await screen.findByRole('heading', { level: 1, name: 'Course: Web Development' });
    const fees = within(screen.getByRole('region', { name: 'Fee history' }));
    const [past] = fees.getAllByTestId('fee-row');
    expect(within(past!).getByText('In effect: read-only')).toBeVisible();
    expect(within(past!).queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change the fee' }));
    expect(screen.getByLabelText('Fee 2: from')).toHaveValue('2026-11-29T12:00');
    expect(screen.getByLabelText('Fee 2: registration fee in rupees')).toHaveValue('499');
    await user.clear(screen.getByLabelText('Fee 2: registration fee in rupees'));
    await user.type(screen.getByLabelText('Fee 2: registration fee in rupees'), '599');
    await user.clear(screen.getByLabelText('Fee 2: extra-course amounts in rupees, comma separated'));
    await user.type(screen.getByLabelText('Fee 2: extra-course amounts in rupees, comma separated'), '250, 400');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Draft saved.');
    const [put] = sent(calls, 'PUT', `/api/admin/catalogue/${ID}/draft`);
    expect((put!.body as { content: typeof course }).content.fees).toEqual([
      { from: '2025-01-01T00:00:00+05:30', registration: 499, struck: 799, extra: [200, 350] },
      { from: '2026-11-29T12:00:00+05:30', registration: 599, struck: 799, extra: [250, 400] },
    ]);
  });

  it('refuses a bad fee and a link that is not https before sending, each under its field', async () => {
    const { calls } = stubFetch({ [`GET /api/admin/catalogue/${ID}`]: () => ({ body: { entry: entryOf() } }) });
    const user = userEvent.setup();
    openCourse();
    await screen.findByRole('heading', { level: 1, name: 'Course: Web Development' });
    await user.click(screen.getByRole('button', { name: 'Change the fee' }));
    await user.clear(screen.getByLabelText('Fee 2: registration fee in rupees'));
    await user.type(screen.getByLabelText('Fee 2: registration fee in rupees'), '4.5');
    await user.type(screen.getByLabelText(/^Videos/), 'http://videos.example');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const fee = screen.getByLabelText('Fee 2: registration fee in rupees');
    await waitFor(() => expect(fee).toHaveFocus());
    expect(fee).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Videos/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('A link must be a full address starting with https://.')).toBeVisible();
    expect(sent(calls, 'PUT', `/api/admin/catalogue/${ID}/draft`)).toHaveLength(0);
  });

  it('counts the Markdown against 100 KB and refuses more before sending', async () => {
    const big = 'x'.repeat(100 * 1024 + 1);
    const { calls } = stubFetch({
      [`GET /api/admin/catalogue/${ID}`]: () => ({
        body: { entry: entryOf({ draft: { ...course, detail: { en: big, ta: '' } } }) },
      }),
    });
    const user = userEvent.setup();
    openCourse();
    await screen.findByRole('heading', { level: 1, name: 'Course: Web Development' });
    expect(screen.getByText('100 KB of 100 KB')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const detail = screen.getByLabelText(/^Course page \(Markdown\) \(English\)/);
    await waitFor(() => expect(detail).toHaveFocus());
    expect(screen.getAllByText('The text is too long: at most 100 KB of Markdown.')).toHaveLength(2);
    expect(sent(calls, 'PUT', `/api/admin/catalogue/${ID}/draft`)).toHaveLength(0);
  });

  it('uploads a card image with its progress, waits for its sizes, and saves the draft with it', async () => {
    const FILE = '00000000-0000-4000-8000-00000000f11e';
    const JOB = 'e42-catalogue-image';
    const uploads = heldUploads();
    let jobState = 'active';
    const { calls } = stubFetch({
      [`GET /api/admin/catalogue/${ID}`]: () => ({ body: { entry: entryOf() } }),
      [`GET /api/jobs?ids=${JOB}`]: () => ({
        body: {
          jobs: [
            {
              id: JOB,
              handler: 'catalogue-image',
              state: jobState,
              attempts: 1,
              progress: 0,
              result: null,
              error: null,
              updatedAt: '2026-11-29T06:30:00.000Z',
            },
          ],
        },
      }),
      [`PUT /api/admin/catalogue/${ID}/draft`]: () => ({
        body: { entry: entryOf(), code: 'catalogueDraftSaved', message: 'Draft saved.' },
      }),
    });
    const user = userEvent.setup();
    openCourse();
    await screen.findByRole('heading', { level: 1, name: 'Course: Web Development' });
    expect(screen.getByRole('img', { name: "The card's current image" })).toBeVisible();

    await user.upload(
      screen.getByLabelText('Upload a new image'),
      new File([new Uint8Array(2048)], 'card.png', { type: 'image/png' }),
    );
    uploads[0]!.progress(1024, 2048);
    expect(await screen.findByText('Uploading: 50%')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Uploading the image' })).toHaveAttribute('value', '50');
    uploads[0]!.answer(201, { fileId: FILE, jobId: JOB });
    expect(await screen.findByText("Making the image's sizes...")).toBeVisible();
    jobState = 'completed';
    expect(
      await screen.findByText('The new image is ready: save the draft to keep it.', {}, { timeout: 3000 }),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('img', { name: "The card's current image" })).toHaveAttribute(
        'src',
        `/api/catalogue/images/${FILE}/card.jpg`,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Draft saved.');
    const [put] = sent(calls, 'PUT', `/api/admin/catalogue/${ID}/draft`);
    expect((put!.body as { content: typeof course }).content.image).toEqual({ fileId: FILE });
  });

  it('refuses a card image of another type before uploading it', async () => {
    stubFetch({ [`GET /api/admin/catalogue/${ID}`]: () => ({ body: { entry: entryOf() } }) });
    const user = userEvent.setup({ applyAccept: false });
    openCourse();
    await screen.findByRole('heading', { level: 1, name: 'Course: Web Development' });
    await user.upload(
      screen.getByLabelText('Upload a new image'),
      new File(['GIF89a'], 'card.gif', { type: 'image/gif' }),
    );
    expect(await screen.findByText('The image must be a JPEG, PNG or WebP file under 5 MB.')).toBeVisible();
  });

  it('publishes an earlier version again after a confirm, and the form shows it', async () => {
    const older = { ...course, name: { en: 'Web Development (old)', ta: '' } };
    const { calls } = stubFetch({
      [`GET /api/admin/catalogue/${ID}`]: () => ({ body: { entry: entryOf() } }),
      [`POST /api/admin/catalogue/${ID}/restore`]: () => ({
        body: {
          entry: entryOf({
            draft: older,
            title: 'Web Development (old)',
            publishedVersion: 3,
            versions: [
              ...entryOf().versions,
              { version: 3, publishedAt: '2026-11-29T04:00:00.000Z', publishedBy: 'admin:1' },
            ],
          }),
        },
      }),
    });
    const user = userEvent.setup();
    openCourse();
    await screen.findByRole('heading', { level: 1, name: 'Course: Web Development' });
    const rows = screen.getAllByTestId('version-row');
    expect(within(rows[0]!).getByText('On the site')).toBeVisible();
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByText('system')).toBeVisible();
    await user.click(within(rows[1]!).getByRole('button', { name: 'Publish version 1 again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish version 1 again?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish it again' }));
    expect(await screen.findByText('Version 1 is on the site again, as version 3.')).toBeVisible();
    expect(sent(calls, 'POST', `/api/admin/catalogue/${ID}/restore`)[0]!.body).toEqual({ version: 1 });
    expect(screen.getByLabelText('Name (English)')).toHaveValue('Web Development (old)');
  });

  it('previews the saved draft as visitors will see it, its card and its page, in English and in Tamil', async () => {
    const { calls } = stubFetch({
      [`GET /api/admin/catalogue/${ID}`]: () => ({ body: { entry: entryOf() } }),
      [`PUT /api/admin/catalogue/${ID}/draft`]: () => ({
        body: { entry: entryOf(), code: 'catalogueDraftSaved', message: 'Draft saved.' },
      }),
      'GET /api/admin/catalogue/preview': () => ({
        body: {
          version: 'p1',
          posts: [],
          courses: [
            {
              id: ID,
              slug: 'web-development',
              name: { en: 'Web Development', ta: 'வலை மேம்பாடு' },
              cardTitle: { en: 'Web Development', ta: 'வலை மேம்பாடு' },
              summary: { en: 'HTML, CSS and JavaScript', ta: 'HTML, CSS, JavaScript கற்றல்' },
              detailHtml: { en: '<h1>Web</h1><p>Build sites.</p>', ta: '<h1>வலை</h1><p>தளங்கள்.</p>' },
              image: null,
              ratings: 512,
              offered: course.offered,
              cardOrder: 1,
              formOrder: 2,
              fee: { registration: 499, struck: 799, extra: [200, 350] },
            },
          ],
        },
      }),
    });
    const user = userEvent.setup();
    openCourse();
    await screen.findByRole('heading', { level: 1, name: 'Course: Web Development' });
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview of the saved draft' });
    await waitFor(() => expect(within(preview).getByRole('heading', { level: 2 })).toHaveFocus());
    expect(sent(calls, 'PUT', `/api/admin/catalogue/${ID}/draft`)).toHaveLength(1);
    expect(await within(preview).findByRole('heading', { name: 'Web' })).toBeVisible();
    expect(within(preview).getByText('HTML, CSS and JavaScript')).toBeVisible();
    expect(within(preview).getByText('₹499')).toBeVisible();
    await user.click(within(preview).getByLabelText('Tamil'));
    expect(within(preview).getByRole('heading', { name: 'வலை' })).toBeVisible();
    expect(within(preview).getByText('HTML, CSS, JavaScript கற்றல்').closest('[lang]')).toHaveAttribute('lang', 'ta');
  });
});

describe('/admin/catalogue/:entryId, a post', () => {
  it('previews the saved post in English and in Tamil, its body as the server rendered it', async () => {
    const post = {
      slug: 'why-react',
      title: { en: 'Why React', ta: 'ஏன் React' },
      summary: { en: 'Components.', ta: '' },
      category: { en: 'Front end', ta: 'முன்பக்கம்' },
      date: '2026-11-29',
      body: { en: '## Hello', ta: '## வணக்கம்' },
    };
    const entry = {
      ...entryOf({ id: POST_ID, kind: 'post', slug: 'why-react', title: 'Why React', draft: post, tamilGaps: 1 }),
    };
    stubFetch({
      [`GET /api/admin/catalogue/${POST_ID}`]: () => ({ body: { entry } }),
      [`PUT /api/admin/catalogue/${POST_ID}/draft`]: () => ({
        body: { entry, code: 'catalogueDraftSaved', message: 'Draft saved.' },
      }),
      'GET /api/admin/catalogue/preview/posts/why-react': () => ({
        body: {
          id: POST_ID,
          slug: 'why-react',
          title: post.title,
          summary: { en: 'Components.', ta: 'Components.' },
          category: post.category,
          date: '2026-11-29',
          bodyHtml: { en: '<h2>Hello</h2>', ta: '<h2>வணக்கம்</h2>' },
        },
      }),
    });
    const user = userEvent.setup();
    renderAt(<CatalogueEditPage />, '/admin/catalogue/:entryId', {}, `/admin/catalogue/${POST_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Post: Why React' })).toBeVisible();
    expect(screen.getByLabelText('Date')).toHaveValue('2026-11-29');
    expect(screen.getByLabelText(/^Post \(Markdown\) \(Tamil\)/)).toHaveValue('## வணக்கம்');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview of the saved draft' });
    expect(await within(preview).findByRole('heading', { name: 'Why React' })).toBeVisible();
    expect(within(preview).getByRole('heading', { name: 'Hello' })).toBeVisible();
    await user.click(within(preview).getByLabelText('Tamil'));
    expect(within(preview).getByRole('heading', { name: 'வணக்கம்' })).toBeVisible();
    expect(within(preview).getByText('Components.').closest('[lang]')).toHaveAttribute('lang', 'ta');
  });
});

describe('/admin/catalogue/new', () => {
  it('makes a new post by its first save and goes to its own address', async () => {
    let made: Record<string, unknown> | null = null;
    const { calls } = stubFetch({
      [`GET /api/admin/catalogue/${POST_ID}`]: () => ({ body: { entry: made } }),
      'POST /api/admin/catalogue': ({ body }) => ({
        status: 201,
        body: {
          entry: (made = {
            id: POST_ID,
            kind: 'post',
            slug: 'why-react',
            title: 'Why React',
            publishedVersion: null,
            unpublished: true,
            tamilGaps: 4,
            retired: false,
            updatedAt: '2026-11-29T06:30:00.000Z',
            draft: (body as { content: unknown }).content,
            versions: [],
          }),
        },
      }),
    });
    const user = userEvent.setup();
    const { router } = renderAt(
      <CatalogueEditPage />,
      '/admin/catalogue/:entryId',
      {},
      '/admin/catalogue/new?kind=post',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible();
    await user.type(screen.getByLabelText('Page address'), 'why-react');
    await user.type(screen.getByLabelText('Title (English)'), 'Why React');
    await user.type(screen.getByLabelText('Summary (English)'), 'Components all the way down.');
    await user.type(screen.getByLabelText('Category (English)'), 'Front end');
    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), '2026-11-29');
    await user.type(screen.getByLabelText(/^Post \(Markdown\) \(English\)/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Post: Why React' })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/admin/catalogue/${POST_ID}`);
    expect(screen.getByText('Draft saved.')).toBeVisible();
    expect(screen.getByText('Draft only')).toBeVisible();
    expect(sent(calls, 'POST', '/api/admin/catalogue')[0]!.body).toEqual({
      kind: 'post',
      content: {
        slug: 'why-react',
        title: { en: 'Why React', ta: '' },
        summary: { en: 'Components all the way down.', ta: '' },
        category: { en: 'Front end', ta: '' },
        date: '2026-11-29',
        body: { en: 'Hello', ta: '' },
      },
    });
  });

  it("asks for a new course's English name before sending", async () => {
    const { calls } = stubFetch({});
    const user = userEvent.setup();
    renderAt(<CatalogueEditPage />, '/admin/catalogue/:entryId', {}, '/admin/catalogue/new');
    expect(screen.getByRole('heading', { level: 1, name: 'New course' })).toBeVisible();
    await user.type(screen.getByLabelText('Page address'), 'rust');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findAllByText('Please fill in: Name (English)')).toHaveLength(2);
    expect(screen.getByLabelText('Name (English)')).toHaveFocus();
    expect(screen.getByLabelText('Name (English)')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });
});
