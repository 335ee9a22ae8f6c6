import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminErasureRequest, ErasureScopeView } from '../../../api/admin.ts';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderAt } from '../../../../test/render.tsx';
import { ErasureRequests } from './ErasureRequests.tsx';

// jsdom drops the space before a visually hidden part of a button's name (Chromium keeps it): \s* below.

const LIST = 'GET /api/admin/erasure-requests';
const meena: AdminErasureRequest = {
  id: 7,
  studentId: 5,
  studentName: 'Meena Kumar',
  internId: 'TNTAIN5',
  validated: true,
  documentsIssued: 2,
  payoutOwed: 0,
  reason: 'I finished the course',
  createdAt: '2026-12-01T06:00:00Z',
};

/** What approving Meena's request will touch (the server's erasure scope). */
const meenaScope: ErasureScopeView = {
  requestId: 7,
  studentId: 5,
  internId: 'TNTAIN5',
  nameKept: true,
  emailProven: true,
  extraCourses: 1,
  documents: 2,
  screenshotFiles: 2,
  documentFiles: 2,
  contactMessages: 1,
  referrers: [{ id: 12, name: 'Meena K', code: 'MEENA123', linkedBy: ['joined-signed-in'], owed: 140, erase: false }],
};

/** The list answers `meena` until a decision is made, then nothing. */
function server(decide: Parameters<typeof stubFetch>[0][string]) {
  let decided = false;
  return stubFetch({
    [LIST]: () => ({ body: { requests: decided ? [] : [meena] } }),
    'GET /api/admin/erasure-requests/7/scope': () => ({ body: meenaScope }),
    'POST /api/admin/erasure-requests/7/approve': (call) => {
      decided = true;
      return decide(call);
    },
    'POST /api/admin/erasure-requests/7/refuse': (call) => {
      decided = true;
      return decide(call);
    },
  });
}

describe('/ab: erasure requests', () => {
  it('is hidden while no request waits', async () => {
    const { calls } = stubFetch({ [LIST]: () => ({ body: { requests: [] } }) });
    renderAt(<ErasureRequests />, '/ab');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Erasure requests' })).not.toBeInTheDocument();
  });

  it('lists each request: intern id, name, validated, documents issued, a payout still owed, reason and date', async () => {
    stubFetch({
      [LIST]: () => ({
        body: {
          requests: [
            meena,
            {
              ...meena,
              id: 8,
              studentName: 'Ravi',
              internId: 'TNTAIN6',
              validated: false,
              documentsIssued: 0,
              payoutOwed: 140,
              reason: null,
            },
          ],
        },
      }),
    });
    renderAt(<ErasureRequests />, '/ab');
    const rows = await screen.findAllByTestId('erasure-request');
    expect(rows.map((r) => [...r.children].map((c) => c.textContent))).toEqual([
      [
        'Meena Kumar TNTAIN5',
        'Yes',
        '2',
        'None',
        'I finished the course',
        '1 Dec 2026, 11:30 am',
        expect.stringMatching(/^Approve and erase/),
      ],
      [
        'Ravi TNTAIN6',
        'No',
        '0',
        '₹140: their refer-and-earn record stays until paid',
        'Not said',
        '1 Dec 2026, 11:30 am',
        expect.stringMatching(/^Approve and erase/),
      ],
    ]);
  });

  it('approves after the warning, toasts the answer and reloads the list', async () => {
    const { calls } = server(() => ({
      body: { success: true, status: 'approved', message: "Meena Kumar's personal data has been erased." },
    }));
    const user = userEvent.setup();
    renderAt(<ErasureRequests />, '/ab');
    await user.click(await screen.findByRole('button', { name: /^Approve and erase\s*the data of Meena Kumar$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Erase the data of Meena Kumar?' });
    expect(dialog.textContent).toMatch(
      "This erases Meena Kumar's personal data for good. Issued certificates stay verifiable. This cannot be undone.",
    );
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    // Before approving, what it will touch, as the server's erasure will do it.
    const scope = await within(dialog).findByTestId('erasure-scope');
    expect([...scope.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      "The intern's record: e-mail, phone, college and password (the name stays: issued certificates show it on /verify)",
      '1 extra course: e-mail and college',
      '2 documents: 2 PDF files deleted, the certificate numbers stay verifiable',
      '2 payment screenshot files deleted',
      '1 contact message from their address deleted',
      'Refer-and-earn record #12 (Meena K, code MEENA123), linked by joined while signed in as the intern: kept as it is: ₹140 is still owed to it',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Approve and erase' }));
    expect(await screen.findByText("Meena Kumar's personal data has been erased.")).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { url: '/api/admin/erasure-requests/7/approve', method: 'POST', body: undefined },
    ]);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Erasure requests' })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.url === '/api/admin/erasure-requests')).toHaveLength(2);
  });

  it('refuses only with a reason, sends it, toasts the answer and reloads the list', async () => {
    const { calls } = server(() => ({
      body: { success: true, status: 'refused', message: 'The request was refused; the intern has been told why.' },
    }));
    const user = userEvent.setup();
    renderAt(<ErasureRequests />, '/ab');
    await user.click(await screen.findByRole('button', { name: /^Refuse\s*the request of Meena Kumar$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Refuse the erasure request of Meena Kumar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(within(dialog).getByText('Please give the reason for refusing.')).toBeVisible();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('The reason (mailed to the intern)'));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.type(
      within(dialog).getByLabelText('The reason (mailed to the intern)'),
      'Your certificate is being issued this week.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText('The request was refused; the intern has been told why.')).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        url: '/api/admin/erasure-requests/7/refuse',
        method: 'POST',
        body: { reason: 'Your certificate is being issued this week.' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("keeps the dialog open with the server's refusal", async () => {
    server(() => ({ status: 409, body: { success: false, message: 'This request has already been decided.' } }));
    const user = userEvent.setup();
    renderAt(<ErasureRequests />, '/ab');
    await user.click(await screen.findByRole('button', { name: /^Approve and erase\s*the data of Meena Kumar$/ }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Approve and erase' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This request has already been decided.');
  });
});
