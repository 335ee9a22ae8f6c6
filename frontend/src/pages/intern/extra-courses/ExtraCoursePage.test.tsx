import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { inlineCatalogue, publicCourse, removeCatalogue } from '../../../../test/catalogue.ts';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderAt } from '../../../../test/render.tsx';
import { signIn, student } from '../../../../test/users.ts';
import { extraCourses } from '../../../../test/spec-courses.ts';
import { useToastStore } from '../../../stores/toast.ts';
import ExtraCoursePage from './ExtraCoursePage.tsx';

const rows = [
  {
    id: 5,
    course: 'Basic React.js',
    startDate: '2026-02-01',
    endDate: '2026-03-01',
    college: 'BHC',
    transaction: 'UTR111',
    email: 'p@example.in',
    validated: false,
  },
  {
    id: 6,
    course: 'Java Development',
    startDate: '2026-02-01',
    endDate: '2099-03-01',
    college: 'BHC',
    transaction: 'UTR222',
    email: 'p@example.in',
    validated: true,
  },
];

function setup(
  post: Parameters<typeof stubFetch>[0][string] = () => ({
    status: 201,
    body: { success: true, message: '✅ Extra course registered!', extraCourse: {} },
  }),
) {
  signIn(student());
  const stub = stubFetch({
    'GET /api/extra-courses': () => ({ body: { extraCourses: rows } }),
    'GET /api/documents': () => ({ body: { documents: [] } }),
    'POST /api/extra-courses': post,
    'POST /api/payment-references': () => ({
      status: 201,
      body: { reference: 'TN-EXTRA7', kind: 'extra-course', createdAt: '2026-04-01T04:30:00Z' },
    }),
  });
  renderAt(<ExtraCoursePage />, '/extracourse', { '/extraalert': 'ALERT PAGE' });
  return stub;
}

async function fill(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const q = within(dialog);
  await user.selectOptions(q.getByLabelText('Course'), 'Basic React.js');
  await user.type(q.getByLabelText('Start date'), '2026-04-01');
  await user.type(q.getByLabelText('End date'), '2026-05-01');
  await user.type(q.getByLabelText('Transaction id'), 'UTR987654');
}

beforeEach(() => sessionStorage.clear());

describe('extra courses', () => {
  it('counts the courses, says on load to download on a desktop, and keeps unvalidated rows without downloads', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Registered Extra Courses (2)' })).toBeVisible();
    expect(screen.getByText('Download the certificate on a desktop for a better view')).toBeVisible();
    const [pending, validated] = screen.getAllByTestId('extra-row');
    expect(pending!.textContent).toContain('Verification Pending');
    expect(within(pending!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(validated!).getByRole('button', { name: /Offer letter/ })).toBeVisible();
  });

  it('the certificate of a course not yet ended tells its end date', async () => {
    setup();
    const user = userEvent.setup();
    const validated = (await screen.findAllByTestId('extra-row'))[1]!;
    await user.click(within(validated).getByRole('button', { name: /Certificate/ }));
    expect(await screen.findByText('Certificate will be available on 01/03/2099')).toBeVisible();
  });

  it('a validated course whose end date has come: the certificate follows its job from pending to ready, then downloads', async () => {
    signIn(student());
    const ended = {
      id: 7,
      course: 'UI/UX Design',
      startDate: '2026-01-01',
      endDate: '2026-02-01',
      college: 'BHC',
      transaction: 'UTR333',
      email: 'p@example.in',
      validated: true,
    };
    const url = '/api/documents/extra-certificate/download?extraCourseId=7';
    const letter = {
      kind: 'extra-offer-letter',
      extraCourseId: 7,
      status: 'ready',
      downloadUrl: '/api/documents/extra-offer-letter/download?extraCourseId=7',
    };
    let jobPolls = 0;
    const { calls } = stubFetch({
      'GET /api/extra-courses': () => ({ body: { extraCourses: [ended] } }),
      // Ready once the job has completed (the page reads the list again when its job ends).
      'GET /api/documents': () => ({
        body: {
          documents: [
            letter,
            jobPolls < 2
              ? { kind: 'extra-certificate', extraCourseId: 7, status: 'pending', jobId: 'e9-extra-certificate' }
              : {
                  kind: 'extra-certificate',
                  extraCourseId: 7,
                  status: 'ready',
                  certificateNumber: 'TNTAIN427',
                  issuedOn: '2026-02-01',
                  downloadUrl: url,
                },
          ],
        },
      }),
      'GET /api/jobs?ids=e9-extra-certificate': () => {
        jobPolls += 1;
        const state = jobPolls < 2 ? 'active' : 'completed';
        return {
          body: {
            jobs: [
              {
                id: 'e9-extra-certificate',
                handler: 'extra-certificate',
                state,
                attempts: 1,
                progress: 50,
                result: null,
                error: null,
              },
            ],
          },
        };
      },
      [`GET ${url}`]: () => ({ body: { pdf: true } }),
    });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = () => 'blob:certificate';
    URL.revokeObjectURL = () => undefined;
    try {
      renderAt(<ExtraCoursePage />, '/extracourse');
      const user = userEvent.setup();
      const row = (await screen.findAllByTestId('extra-row'))[0]!;
      const button = within(row).getByRole('button', { name: /Certificate/ });
      expect(button).toHaveClass('button--success');
      expect(button).toHaveAttribute('aria-disabled', 'false');
      // While its job runs: being prepared, no download asked for.
      await waitFor(() => expect(jobPolls).toBe(1));
      await user.click(button);
      expect(await screen.findByText('This document is being prepared. Please try again in a minute.')).toBeVisible();
      expect(calls.some((c) => c.url === url)).toBe(false);
      // The job completes on the next poll; the list says ready; the click downloads it.
      await waitFor(() => expect(calls.filter((c) => c.url === '/api/documents').length).toBeGreaterThanOrEqual(3), {
        timeout: 4000,
      });
      await act(() => new Promise((r) => setTimeout(r, 100))); // the answer reaches the page
      await user.click(within(row).getByRole('button', { name: /Certificate/ }));
      await waitFor(() => expect(saved).toEqual(['Priya Raman_Extra_Course_Certificate.pdf']));
      expect(calls.filter((c) => c.url === url)).toHaveLength(1);
    } finally {
      click.mockRestore();
      URL.createObjectURL = objectUrls.create;
      URL.revokeObjectURL = objectUrls.revoke;
    }
  });

  it('the modal: the eleven courses, Pay ₹200, every field required', async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Extra Course' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Extra Course' });
    expect(within(dialog).getByText('Pay ₹200')).toBeVisible();
    const options = within(within(dialog).getByLabelText('Course')).getAllByRole('option').slice(1);
    expect(options.map((o) => o.textContent)).toEqual([...extraCourses]);
    expect(options).toHaveLength(11);
    // College and e-mail come filled from the profile; clear one to see its rule.
    await user.clear(within(dialog).getByLabelText('College'));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Please choose a course.')).toBeVisible();
    expect(within(dialog).getByText('Please enter the start date.')).toBeVisible();
    expect(within(dialog).getByText('Please enter the end date.')).toBeVisible();
    expect(within(dialog).getByText('Please enter your college.')).toBeVisible();
    expect(within(dialog).getByText('Please enter the transaction id.')).toBeVisible();
    expect(calls.some((c) => c.url === '/api/extra-courses' && c.method === 'POST')).toBe(false);
  });

  it('sends the course, says so for 5 s and opens /extraalert', async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Extra Course' }));
    await fill(user, screen.getByRole('dialog'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('ALERT PAGE')).toBeVisible();
    expect(useToastStore.getState().toasts).toContainEqual(
      expect.objectContaining({ message: '✅ Extra course registered!', duration: 5000 }),
    );
    expect(calls.find((c) => c.url === '/api/extra-courses' && c.method === 'POST')!.body).toEqual({
      course: 'Basic React.js',
      startDate: '2026-04-01',
      endDate: '2026-05-01',
      college: 'Bishop Heber College',
      transaction: 'UTR987654',
      email: 'priya@example.in',
      paymentReference: 'TN-EXTRA7',
      shownFeeRupees: 200,
    });
    expect(sessionStorage.getItem('payment-reference:extra-course')).toBeNull(); // the next course gets a new one
  });

  it("shows the payment reference in the modal and puts it in the UPI link's note", async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Extra Course' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Extra Course' });
    expect((await within(dialog).findByTestId('payment-reference')).textContent).toBe('TN-EXTRA7');
    expect(within(dialog).getByRole('button', { name: 'Copy payment reference' })).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Pay with a UPI app' }).getAttribute('href')).toMatch(
      /&tn=TN-EXTRA7%20Extra%20course$/,
    );
    expect(calls.find((c) => c.url === '/api/payment-references')!.body).toEqual({ kind: 'extra-course' });
  });

  it("asks the chosen course's extra-course fee from the catalogue and sends the fee shown", async () => {
    inlineCatalogue([
      publicCourse('Python Programming', 0, { registration: 499, struck: null, extra: [220, 300] }),
      publicCourse('Basic React.js', 1, { registration: 499, struck: null, extra: [250, 400] }),
    ]);
    try {
      const { calls } = setup();
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Add Extra Course' }));
      const dialog = screen.getByRole('dialog', { name: 'Add Extra Course' });
      expect(within(dialog).getByText('Pay ₹220')).toBeVisible();
      await fill(user, dialog);
      expect(within(dialog).getByText('Pay ₹250')).toBeVisible();
      expect(within(dialog).getByRole('link', { name: 'Pay with a UPI app' }).getAttribute('href')).toContain(
        '&am=250&',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('ALERT PAGE')).toBeVisible();
      expect(calls.find((c) => c.url === '/api/extra-courses' && c.method === 'POST')!.body).toMatchObject({
        course: 'Basic React.js',
        shownFeeRupees: 250,
      });
    } finally {
      removeCatalogue();
    }
  });

  it("says '❌ Course add failed' when the server refuses", async () => {
    setup(() => ({ status: 400, body: { success: false, message: 'Please enter a real date.' } }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Extra Course' }));
    await fill(user, screen.getByRole('dialog'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('❌ Course add failed')).toBeVisible();
    expect(screen.getByText('❌ Course add failed: Please enter a real date.')).toBeVisible();
    expect(screen.queryByText('ALERT PAGE')).not.toBeInTheDocument();
  });
});
