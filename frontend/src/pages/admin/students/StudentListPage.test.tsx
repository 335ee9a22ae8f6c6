import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminReferrer, AdminStudent } from '../../../api/admin.ts';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderAt } from '../../../../test/render.tsx';
import StudentListPage from './StudentListPage.tsx';

// jsdom drops the space before a visually hidden part of a button's name (Chromium keeps it): \s* below.

const LIST = 'GET /api/admin/students?page=1&pageSize=20';
const REFERRALS = 'GET /api/admin/referrals';
const CORRECTIONS = 'GET /api/admin/correction-requests';
const ERASURES = 'GET /api/admin/erasure-requests';
const noRequests = () => ({ body: { requests: [] } });

function student(overrides: Partial<AdminStudent> = {}): AdminStudent {
  return {
    id: 5,
    internId: 'TNTAIN5',
    name: 'Meena Kumar',
    email: 'meena@example.in',
    phone: '9876543210',
    college: 'NIT Trichy',
    department: 'CSE',
    course: 'Full Stack Development',
    startDate: '2026-06-01',
    endDate: '2026-07-15',
    referralCode: 'AB12CD34',
    utr: '512345678901',
    validated: false,
    validatedAt: null,
    testMark: null,
    screenshotUrl: null,
    flags: { repeatedUtr: [], repeatedScreenshot: [] },
    createdAt: '2026-05-30T10:00:00Z',
    paymentReference: 'TN-7K3Q9P',
    reading: null,
    paymentFlags: [],
    rejection: null,
    ...overrides,
  };
}

const referrer: AdminReferrer = {
  id: 1,
  name: 'Kavya',
  email: 'kavya@example.in',
  phone: '9876500000',
  code: 'AB12CD34',
  upiId: 'kavya@okicici',
  confirmed: true,
  validatedReferrals: 2,
  amount: 140,
  sharesPhoneWith: [],
  sharesUpiWith: [],
};
/** A join whose e-mail was never confirmed: no code yet, nothing counted; it has Kavya's phone (flagged, never refused). */
const unconfirmed: AdminReferrer = {
  id: 2,
  name: 'Pending',
  email: 'pending@example.in',
  phone: '9876500000',
  code: null,
  upiId: 'pending@ybl',
  confirmed: false,
  validatedReferrals: 0,
  amount: 0,
  sharesPhoneWith: [1],
  sharesUpiWith: [],
};

const page = (students: AdminStudent[]) => ({
  body: { students, total: students.length, more: false, page: 1, pageSize: 20 },
});
const referrals = () => ({ body: { referrers: [referrer, unconfirmed] } });

/** The refusals of the two actions and what /ab says for each (section 8, Admin student list). */
const actions = {
  validate: { path: 'validate', button: /^Validate\s*Meena Kumar$/, confirm: 'Validate' },
  clear: { path: 'clear-referral', button: /^Clear refer\s*of Meena Kumar$/, confirm: 'Clear refer' },
  reset: { path: 'password-reset', button: /^Send reset link\s*to Meena Kumar$/, confirm: 'Send reset link' },
} as const;
type Handler = Parameters<typeof stubFetch>[0][string];
const refusal =
  (status: number, message: string): Handler =>
  () => ({ status, body: { success: false, message } });
const offline: Handler = () => 'network-error';
const failures: [keyof typeof actions, string, Handler, string][] = [
  [
    'validate',
    'a student already validated',
    refusal(409, 'This student is already validated.'),
    'Validation failed: This student is already validated.',
  ],
  [
    'validate',
    'an unknown student',
    refusal(404, 'No student has this id.'),
    'Validation failed: No student has this id.',
  ],
  ['validate', 'no answer from the server', offline, 'An error occurred.'],
  [
    'clear',
    'an unknown student',
    refusal(404, 'No student has this id.'),
    'Failed to clear refer: No student has this id.',
  ],
  ['clear', 'no answer from the server', offline, 'An error occurred.'],
  [
    'reset',
    'an unknown student',
    refusal(404, 'No student has this id.'),
    'Failed to send the reset link: No student has this id.',
  ],
];

describe('/ab student list', () => {
  it('pages through a search that is not counted, and shows its total once the last page is reached', async () => {
    const twenty = Array.from({ length: 20 }, (_, i) => student({ id: 100 + i, name: `Priya ${i}` }));
    stubFetch({
      [CORRECTIONS]: noRequests,
      [ERASURES]: noRequests,
      [LIST]: () => ({ body: { students: [student()], total: 1234, more: true, page: 1, pageSize: 20 } }),
      'GET /api/admin/students?page=1&pageSize=20&q=priya': () => ({
        body: { students: twenty, total: null, more: true, page: 1, pageSize: 20 },
      }),
      'GET /api/admin/students?page=2&pageSize=20&q=priya': () => ({
        body: { students: twenty.slice(0, 3), total: 23, more: false, page: 2, pageSize: 20 },
      }),
      [REFERRALS]: referrals,
    });
    renderAt(<StudentListPage />, '/ab');
    expect(await screen.findByText('1,234 students')).toBeVisible();
    expect(screen.getByText('Page 1 of 62')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Search by name, e-mail, phone or UTR'), 'priya');
    expect(
      await screen.findByText(
        'More than 20 students match: add more of the name, e-mail, phone or UTR to narrow it down.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Page 1')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('23 students')).toBeVisible();
    expect(screen.getByText('Page 2 of 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('lines every column header up with its cells, in both tables', async () => {
    stubFetch({
      [CORRECTIONS]: noRequests,
      [ERASURES]: noRequests,
      [LIST]: () => page([student()]),
      [REFERRALS]: referrals,
    });
    renderAt(<StudentListPage />, '/ab');
    const [row] = await screen.findAllByTestId('student-row');
    const students = screen.getByRole('region', { name: 'Student list' });
    const heads = within(students)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(heads).toEqual([
      'Intern ID',
      'Name',
      'Actions',
      'Contact',
      'College / department',
      'Course and dates',
      'Payment',
      'Refer code',
      'Screenshot',
      'Flags',
    ]);
    expect(row!.children).toHaveLength(heads.length);
    expect(row!.children[2]!.textContent).toContain('Validate');
    expect(row!.children[3]!.textContent).toContain('meena@example.in');

    const refer = await screen.findByRole('region', { name: 'Refer count table' });
    const referHeads = within(refer)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(referHeads).toEqual(['Name', 'Code', 'E-mail', 'Phone', 'UPI id', 'Validated referrals', 'Amount']);
    const referRow = within(refer).getAllByRole('row')[1]!;
    expect(referRow.children).toHaveLength(referHeads.length);
    expect(referRow.children[1]!.textContent).toBe('AB12CD34');
    expect(referRow.children[6]!.textContent).toBe('₹140');
    const pendingRow = within(refer).getAllByRole('row')[2]!;
    expect(pendingRow.children[1]!.textContent).toBe('unconfirmed');
    expect(within(referRow).queryByTestId('referrer-clash')).not.toBeInTheDocument();
    expect(within(pendingRow).getByTestId('referrer-clash').textContent).toBe('Shares a phone with referrer #1');
    expect(pendingRow.children[6]!.textContent).toBe('₹0');
  });

  it("says 'Failed to fetch students: ' and the server's message, and Try again reloads", async () => {
    let fail = true;
    stubFetch({
      [CORRECTIONS]: noRequests,
      [ERASURES]: noRequests,
      [LIST]: () =>
        fail
          ? { status: 500, body: { success: false, message: 'Something went wrong on our side.' } }
          : page([student()]),
      [REFERRALS]: referrals,
    });
    const user = userEvent.setup();
    renderAt(<StudentListPage />, '/ab');
    const alert = await screen.findByText('Failed to fetch students: Something went wrong on our side.');
    expect(alert.closest('[role="alert"]')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('student-row')).toBeVisible();
    expect(screen.queryByText(/^Failed to fetch students/)).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch students: ' and the status text when the answer has no message", async () => {
    stubFetch({
      [CORRECTIONS]: noRequests,
      [ERASURES]: noRequests,
      [LIST]: () => ({ status: 503, statusText: 'Service Unavailable' }),
      [REFERRALS]: referrals,
    });
    renderAt(<StudentListPage />, '/ab');
    expect(await screen.findByText('Failed to fetch students: Service Unavailable')).toBeVisible();
  });

  it("says 'An error occurred while fetching data.' when the server cannot be reached", async () => {
    stubFetch({
      [CORRECTIONS]: noRequests,
      [ERASURES]: noRequests,
      [LIST]: () => 'network-error',
      [REFERRALS]: referrals,
    });
    renderAt(<StudentListPage />, '/ab');
    expect(await screen.findByText('An error occurred while fetching data.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it("says 'An error occurred while fetching data.' above the refer count table when it fails to load", async () => {
    stubFetch({
      [CORRECTIONS]: noRequests,
      [ERASURES]: noRequests,
      [LIST]: () => page([student()]),
      [REFERRALS]: () => ({ status: 500, body: { success: false, message: 'boom' } }),
    });
    renderAt(<StudentListPage />, '/ab');
    const section = screen.getByRole('heading', { name: 'Refer Count Table' }).closest('section')!;
    expect(await within(section).findByText('An error occurred while fetching data.')).toBeVisible();
    expect(await screen.findByTestId('student-row')).toBeVisible();
  });

  it("validates after the confirm step: 'Student validated successfully.', the list reloads and the button is disabled", async () => {
    let validated = false;
    const { calls } = stubFetch({
      [CORRECTIONS]: noRequests,
      [ERASURES]: noRequests,
      [LIST]: () => page([student({ validated })]),
      [REFERRALS]: referrals,
      'POST /api/admin/students/5/validate': () => {
        validated = true;
        return { body: { success: true, message: 'Student validated successfully.', jobs: [] } };
      },
    });
    const user = userEvent.setup();
    renderAt(<StudentListPage />, '/ab');
    await user.click(await screen.findByRole('button', { name: /^Validate\s*Meena Kumar$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Validate Meena Kumar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText('Student validated successfully.', { selector: '.toast__text' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const done = (await screen.findByRole('button', { name: /^Validated\s*Meena Kumar$/ })) as HTMLButtonElement;
    expect(done).toBeDisabled();
    expect(calls.filter((c) => c.url.startsWith('/api/admin/students?'))).toHaveLength(2);
    expect(screen.getByTestId('fan-out').textContent).toContain('Meena Kumar validated');
  });

  it("clears a refer code after the confirm step: 'Refer code cleared successfully.' and the list reloads", async () => {
    let code: string | null = 'AB12CD34';
    const { calls } = stubFetch({
      [CORRECTIONS]: noRequests,
      [ERASURES]: noRequests,
      [LIST]: () => page([student({ referralCode: code })]),
      [REFERRALS]: referrals,
      'POST /api/admin/students/5/clear-referral': () => {
        code = null;
        return { body: { success: true, message: 'Refer code cleared successfully.' } };
      },
    });
    const user = userEvent.setup();
    renderAt(<StudentListPage />, '/ab');
    await user.click(await screen.findByRole('button', { name: /^Clear refer\s*of Meena Kumar$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Clear the refer code of Meena Kumar?' });
    // A destructive action: Cancel has the focus first.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Clear refer' }));
    expect(await screen.findByText('Refer code cleared successfully.', { selector: '.toast__text' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await screen.findByText('None', { selector: 'td.mono span' });
    expect(screen.queryByRole('button', { name: /^Clear refer\s*of Meena Kumar$/ })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/admin/referrals')).toHaveLength(2);
  });

  it.each(failures)(
    '%s, %s: says %j in the dialog and a toast; the dialog stays for Cancel',
    async (kind, _case, answer, text) => {
      const action = actions[kind];
      stubFetch({
        [CORRECTIONS]: noRequests,
        [ERASURES]: noRequests,
        [LIST]: () => page([student()]),
        [REFERRALS]: referrals,
        [`POST /api/admin/students/5/${action.path}`]: answer,
      });
      const user = userEvent.setup();
      renderAt(<StudentListPage />, '/ab');
      await user.click(await screen.findByRole('button', { name: action.button }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: action.confirm }));
      const dialog = screen.getByRole('dialog');
      expect((await within(dialog).findByRole('alert')).textContent).toBe(text);
      expect(screen.getByText(text, { selector: '.toast--error .toast__text' })).toBeVisible();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
  );

  it("sends an intern a reset link after the confirm step, and toasts the server's answer", async () => {
    const { calls } = stubFetch({
      [LIST]: () => page([student()]),
      [REFERRALS]: referrals,
      'POST /api/admin/students/5/password-reset': () => ({
        body: {
          success: true,
          message: 'A link to set a new password is on its way to the intern.',
          jobs: ['e1-mail-password-reset'],
        },
      }),
    });
    const user = userEvent.setup();
    renderAt(<StudentListPage />, '/ab');
    await user.click(await screen.findByRole('button', { name: /^Send reset link\s*to Meena Kumar$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Send Meena Kumar a link to set a new password?' });
    expect(within(dialog).getByText('meena@example.in')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText('A link to set a new password is on its way to the intern.', {
        selector: '.toast__text',
      }),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/admin/students/5/password-reset')).toHaveLength(1);
  });

  it('shows beside the typed UTR what the screenshot says, and its flags, for a pending row', async () => {
    const read = student({
      reading: {
        state: 'read',
        amountRupees: 450,
        utr: '512345678902',
        payee: 'someone@ybl',
        status: 'success',
        paidAt: '2026-05-30T04:35:00Z',
        reference: null,
        confidence: 0.8,
      },
      paymentFlags: [
        { code: 'amount', words: 'Amount ₹450 is not the fee (₹499)' },
        { code: 'utr', words: 'The UTR typed is not the one on the screenshot' },
      ],
      flags: { repeatedUtr: [9], repeatedScreenshot: [] },
    });
    const waiting = student({ id: 6, name: 'Ravi Waiting', paymentReference: 'TN-ACDEFH' });
    const done = student({ id: 7, name: 'Done Already', validated: true, validatedAt: '2026-06-01T10:00:00Z' });
    stubFetch({
      [CORRECTIONS]: noRequests,
      [ERASURES]: noRequests,
      [LIST]: () => page([read, waiting, done]),
      [REFERRALS]: referrals,
    });
    renderAt(<StudentListPage />, '/ab');
    const [first, second, third] = await screen.findAllByTestId('student-row');
    const block = within(first!).getByTestId('screenshot-reading');
    expect(block.textContent).toContain('TN-7K3Q9P');
    expect(block.textContent).toContain('UTR typed 512345678901');
    expect(within(block).getByText('UTR read').nextSibling?.textContent).toBe('512345678902');
    expect(within(block).getByText('Amount').nextSibling?.textContent).toBe('₹450');
    expect(within(block).getByText('Payee').nextSibling?.textContent).toBe('someone@ybl');
    expect(within(block).getByText('Paid').nextSibling?.textContent).toBe('30 May 2026, 10:05 am');
    expect(within(block).getByText('Status').nextSibling?.textContent).toBe('Success');
    const flags = within(first!)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(flags).toEqual([
      'Amount ₹450 is not the fee (₹499)',
      'The UTR typed is not the one on the screenshot',
      'UTR also used by #9',
    ]);
    expect(first!.className).toBe('is-flagged');

    expect(within(second!).getByRole('status').textContent).toBe('Reading the screenshot…');
    expect(within(second!).getByTestId('screenshot-reading').textContent).toContain('TN-ACDEFH');
    expect(second!.className).toBe('');
    expect(within(third!).queryByTestId('screenshot-reading')).not.toBeInTheDocument();
  });

  it("says 'No students match.' for an empty list", async () => {
    stubFetch({
      [CORRECTIONS]: noRequests,
      [ERASURES]: noRequests,
      [LIST]: () => page([]),
      [REFERRALS]: () => ({ body: { referrers: [] } }),
    });
    renderAt(<StudentListPage />, '/ab');
    expect(await screen.findByText('No students match.')).toBeVisible();
    expect(await screen.findByText('No referrers yet.')).toBeVisible();
  });

  it('exports the current filter and search as CSV (every match, not one page)', async () => {
    stubFetch({
      [LIST]: () => page([student()]),
      'GET /api/admin/students?page=1&pageSize=20&status=pending': () => page([student()]),
      'GET /api/admin/students?page=1&pageSize=20&q=meena+k&status=pending': () => page([student()]),
      [REFERRALS]: referrals,
    });
    renderAt(<StudentListPage />, '/ab');
    const link = () => screen.getByRole('link', { name: /^Export CSV/ }) as HTMLAnchorElement;
    expect(await screen.findByText('1 student')).toBeVisible();
    expect(link()).toHaveAttribute('href', '/api/admin/students.csv');
    expect(link()).toHaveAttribute('download');
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'pending');
    await userEvent.type(screen.getByLabelText('Search by name, e-mail, phone or UTR'), 'meena k');
    await waitFor(() => expect(link()).toHaveAttribute('href', '/api/admin/students.csv?q=meena+k&status=pending'));
  });
  it('opens with the filter the address names (the overview links to /ab?status=pending), and keeps a new choice there', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/students?page=1&pageSize=20&status=pending': () => page([student()]),
      'GET /api/admin/students?page=1&pageSize=20&status=rejected': () => page([]),
      [REFERRALS]: referrals,
    });
    const { router } = renderAt(<StudentListPage />, '/ab', {}, '/ab?status=pending');
    expect(await screen.findByText('1 student')).toBeVisible();
    expect(screen.getByLabelText('Show')).toHaveValue('pending');
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'rejected');
    expect(await screen.findByText('No students match.')).toBeVisible();
    expect(router.state.location.search).toBe('?status=rejected');
    expect(calls.map((c) => c.url).filter((u) => u.startsWith('/api/admin/students?'))).toEqual([
      '/api/admin/students?page=1&pageSize=20&status=pending',
      '/api/admin/students?page=1&pageSize=20&status=rejected',
    ]);
  });
});
