import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderAt } from '../../../../test/render.tsx';
import { useLocale } from '../../../stores/locale.ts';
import QuestionEditPage from './QuestionEditPage.tsx';

const content = {
  name: 'T1-Q01',
  category: 'HTML, CSS and React',
  text: { en: 'What does HTML stand for?', ta: '' },
  options: [
    { en: 'HyperText Markup Language', ta: '' },
    { en: 'High Tech Modern Language', ta: '' },
    { en: 'Home Tool Markup Language', ta: '' },
  ],
  answer: 0,
  explanation: { en: '', ta: '' },
  tags: ['test-1'],
};

const questionOf = (over: Record<string, unknown> = {}) => ({
  id: 1,
  ...content,
  version: 1,
  versionId: 1,
  retired: false,
  updatedAt: '2026-11-20T04:00:00.000Z',
  drawn: 3,
  tamilGaps: 4,
  versions: [{ version: 1, createdAt: '2025-07-08T18:30:00.000Z', createdBy: 'system', drawn: 3 }],
  ...over,
});

const categories = {
  categories: [
    { name: 'Figma and UI design', questions: 25 },
    { name: 'HTML, CSS and React', questions: 25 },
  ],
};

const open = (id: number | 'new', query = '') =>
  renderAt(
    <QuestionEditPage />,
    '/admin/questions/:questionId',
    { '/admin/questions': 'THE LIST' },
    `/admin/questions/${id}${query}`,
  );

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => useLocale.getState().choose('en'));
});

describe('/admin/questions/:questionId', () => {
  it('shows the question in both languages, its right option and its versions, and saves a correction as version 2', async () => {
    let current: Record<string, unknown> = questionOf();
    const { calls } = stubFetch({
      'GET /api/admin/questions/1': () => ({ body: { question: current } }),
      'GET /api/admin/question-categories': () => ({ body: categories }),
      'PUT /api/admin/questions/1': ({ body }) => {
        current = {
          ...questionOf(body as Record<string, unknown>),
          version: 2,
          versions: [
            { version: 2, createdAt: '2026-11-29T04:00:00.000Z', createdBy: 'admin:4', drawn: 0 },
            ...questionOf().versions,
          ],
        };
        return {
          body: {
            question: current,
            changed: ['text', 'answer'],
            code: 'questionSaved',
            message: 'The question is saved as a new version.',
          },
        };
      },
    });
    const user = userEvent.setup();
    open(1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Question T1-Q01' })).toBeVisible();
    expect(screen.getByText('4 Tamil texts missing: English is shown')).toBeVisible();
    expect(screen.getByText('Drawn by 3 attempts')).toBeVisible();
    expect(screen.getByLabelText('Question (English)')).toHaveValue('What does HTML stand for?');
    expect(screen.getByLabelText('Question (Tamil)')).toHaveValue('');
    expect(screen.getByLabelText('Option 2 (English)')).toHaveValue('High Tech Modern Language');
    expect(screen.getByRole('radio', { name: 'Option 1 is the right answer' })).toBeChecked();
    expect(screen.getByLabelText('Category')).toHaveValue('HTML, CSS and React');
    expect(screen.getByLabelText(/^Tags/)).toHaveValue('test-1');
    expect(screen.getAllByTestId('version-row')).toHaveLength(1);

    await user.type(screen.getByLabelText('Question (Tamil)'), 'HTML என்பதன் விரிவு என்ன?');
    await user.click(screen.getByRole('radio', { name: 'Option 3 is the right answer' }));
    await user.click(screen.getByRole('button', { name: 'Remove option 2' }));
    expect(screen.getAllByTestId('option-row')).toHaveLength(2);
    // The right option stays right when an option before it goes.
    expect(screen.getByRole('radio', { name: 'Option 2 is the right answer' })).toBeChecked();
    expect(screen.getByText('Changes not saved yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(/^The question is saved as a new version/)).toBeVisible();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({
      ...content,
      text: { en: 'What does HTML stand for?', ta: 'HTML என்பதன் விரிவு என்ன?' },
      options: [content.options[0], content.options[2]],
      answer: 1,
    });
    expect(screen.getAllByTestId('version-row')).toHaveLength(2);
    expect(screen.queryByText('Changes not saved yet.')).not.toBeInTheDocument();
  });

  it('checks the form before sending: a text in neither language and no right option, each under its field', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/question-categories': () => ({ body: categories }),
    });
    const user = userEvent.setup();
    open('new', '?category=Figma%20and%20UI%20design');
    expect(await screen.findByRole('heading', { level: 1, name: 'New question' })).toBeVisible();
    expect(screen.getByLabelText('Category')).toHaveValue('Figma and UI design');
    expect(screen.getAllByTestId('option-row')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const text = screen.getByLabelText('Question (English)');
    await waitFor(() => expect(text).toHaveFocus());
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Please write this text in English or in Tamil.').length).toBeGreaterThan(1);
    expect(screen.getByText('Please choose which option is right.')).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('creates a question written only in Tamil and goes to its own address', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/question-categories': () => ({ body: categories }),
      'POST /api/admin/questions': ({ body }) => ({
        status: 201,
        body: {
          question: questionOf({ ...(body as object), id: 81 }),
          changed: [],
          code: 'questionSaved',
          message: 'The question is saved as a new version.',
        },
      }),
      'GET /api/admin/questions/81': () => ({ body: { question: questionOf({ id: 81, name: null }) } }),
    });
    const user = userEvent.setup();
    const { router } = open('new');
    await screen.findByRole('heading', { level: 1, name: 'New question' });
    await user.type(screen.getByLabelText('Question (Tamil)'), 'எது சரி?');
    await user.type(screen.getByLabelText('Option 1 (Tamil)'), 'இது');
    await user.type(screen.getByLabelText('Option 2 (Tamil)'), 'அது');
    await user.click(screen.getByRole('button', { name: 'Remove option 4' }));
    await user.click(screen.getByRole('button', { name: 'Remove option 3' }));
    await user.click(screen.getByRole('radio', { name: 'Option 2 is the right answer' }));
    await user.type(screen.getByLabelText('Category'), 'Tamil basics');
    await user.type(screen.getByLabelText(/^Tags/), 'tamil, basics');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/questions/81'));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      name: null,
      category: 'Tamil basics',
      text: { en: '', ta: 'எது சரி?' },
      options: [
        { en: '', ta: 'இது' },
        { en: '', ta: 'அது' },
      ],
      answer: 1,
      explanation: { en: '', ta: '' },
      tags: ['tamil', 'basics'],
    });
    expect(await screen.findByText(/^The question is saved as a new version/)).toBeVisible();
  });

  it("says the server's refusal in Tamil under its field: a name taken, an option repeated", async () => {
    let refusal = { code: 'questionNameTaken', field: 'name', status: 409 };
    stubFetch({
      'GET /api/admin/questions/1': () => ({ body: { question: questionOf() } }),
      'GET /api/admin/question-categories': () => ({ body: categories }),
      'PUT /api/admin/questions/1': () => ({
        status: refusal.status,
        body: { success: false, error: 'conflict', code: refusal.code, message: 'English words', field: refusal.field },
      }),
    });
    await act(() => useLocale.getState().choose('ta'));
    const user = userEvent.setup();
    open(1);
    await screen.findByDisplayValue('What does HTML stand for?');
    await user.click(screen.getByRole('button', { name: 'சேமி' }));
    const name = screen.getByLabelText(/^பெயர்/);
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('இந்தப் பெயரில் ஏற்கெனவே ஒரு கேள்வி உள்ளது.')).toHaveLength(2);

    refusal = { code: 'questionOptionRepeated', field: 'options.2', status: 400 };
    await user.click(screen.getByRole('button', { name: 'சேமி' }));
    const option = screen.getByLabelText('வாய்ப்பு 3 (ஆங்கிலம்)');
    await waitFor(() => expect(option).toHaveFocus());
    expect(screen.getAllByText('இரண்டு வாய்ப்புகளில் ஒரே உரை உள்ளது.')).toHaveLength(2);
  });

  it('retires after asking, says a refusal when the pool would shrink, and brings a retired question back', async () => {
    let retireAnswer: { status: number; body: unknown } = {
      status: 409,
      body: { success: false, error: 'conflict', code: 'questionPoolWouldShrink', message: 'x' },
    };
    let retired = false;
    const { calls } = stubFetch({
      'GET /api/admin/questions/1': () => ({ body: { question: questionOf({ retired }) } }),
      'GET /api/admin/question-categories': () => ({ body: categories }),
      'POST /api/admin/questions/1/retire': () => {
        retired = retireAnswer.status === 200;
        return retireAnswer;
      },
      'POST /api/admin/questions/1/restore': () => {
        retired = false;
        return { body: { question: questionOf(), code: 'questionRestored', message: 'x' } };
      },
    });
    const user = userEvent.setup();
    open(1);
    await screen.findByDisplayValue('What does HTML stand for?');
    await user.click(screen.getByRole('button', { name: 'Retire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retire this question?' });
    await user.click(within(dialog).getByRole('button', { name: 'Retire it' }));
    expect(
      await screen.findByText(
        'A test draws more questions from this category than would be left. Change the test first.',
      ),
    ).toBeVisible();

    retireAnswer = {
      status: 200,
      body: { question: questionOf({ retired: true }), code: 'questionRetired', message: 'x' },
    };
    await user.click(screen.getByRole('button', { name: 'Retire' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Retire it' }));
    expect(await screen.findByText('The question is retired: new attempts no longer draw it.')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Bring back' }));
    expect(await screen.findByText('The question is back: new attempts may draw it again.')).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/admin/questions/1/retire',
      '/api/admin/questions/1/retire',
      '/api/admin/questions/1/restore',
    ]);
  });
});
