import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderAt } from '../../../../test/render.tsx';
import PayoutsPage from './PayoutsPage.tsx';

describe('/admin/payouts', () => {
  it('says when a month has no payouts', async () => {
    stubFetch({ 'GET /api/admin/payouts': () => ({ body: { period: '2026-03', periods: ['2026-03'], payouts: [] } }) });
    renderAt(<PayoutsPage />, '/admin/payouts');
    expect(screen.getByText('Loading...')).toBeVisible();
    expect(await screen.findByText('No payouts for March 2026.')).toBeVisible();
  });

  it("says 'Failed to fetch payouts: ' and the server's message, and Try again reloads", async () => {
    let fail = true;
    stubFetch({
      'GET /api/admin/payouts': () =>
        fail
          ? { status: 500, body: { success: false, message: 'Something went wrong on our side.' } }
          : { body: { period: '2026-03', periods: [], payouts: [] } },
    });
    const user = userEvent.setup();
    renderAt(<PayoutsPage />, '/admin/payouts');
    expect(await screen.findByText('Failed to fetch payouts: Something went wrong on our side.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No payouts for March 2026.')).toBeVisible();
    expect(screen.queryByText(/^Failed to fetch payouts/)).not.toBeInTheDocument();
  });

  it("shows an operator 'Referrer #id' and no UPI id where the API left them out; an admin the name and UPI id", async () => {
    const payout = {
      id: 5,
      period: '2026-03',
      referralCount: 2,
      amount: 140,
      status: 'pending',
      utr: null,
      paidAt: null,
      lastFailure: null,
    };
    stubFetch({
      'GET /api/admin/payouts': () => ({
        body: {
          period: '2026-03',
          periods: ['2026-03'],
          payouts: [
            {
              ...payout,
              referrer: { id: 45, name: null, code: 'KAVI2026', upiId: null, sharesPhoneWith: [], sharesUpiWith: [] },
            },
          ],
        },
      }),
    });
    const view = renderAt(<PayoutsPage />, '/admin/payouts');
    const row = await screen.findByTestId('payout-row');
    expect(row.querySelector('th')!.textContent).toBe('Referrer #45');
    expect(row.textContent).toContain('Not shown');
    expect(row.textContent).toContain('KAVI2026');
    view.unmount();

    stubFetch({
      'GET /api/admin/payouts': () => ({
        body: {
          period: '2026-03',
          periods: ['2026-03'],
          payouts: [
            {
              ...payout,
              referrer: {
                id: 45,
                name: 'Kavitha Raman',
                code: 'KAVI2026',
                upiId: 'kavitha@okaxis',
                sharesPhoneWith: [],
                sharesUpiWith: [],
              },
            },
          ],
        },
      }),
    });
    renderAt(<PayoutsPage />, '/admin/payouts');
    // The fresh answer (the cache may show the last visit's for an instant).
    await waitFor(() =>
      expect(screen.getByTestId('payout-row').querySelector('th')!.textContent).toBe('Kavitha Raman #45'),
    );
    expect(screen.getByTestId('payout-row').textContent).toContain('kavitha@okaxis');
  });
  it('opens the month the address names (the overview links to /admin/payouts?period=)', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/payouts?period=2026-02': () => ({
        body: { period: '2026-02', periods: ['2026-03', '2026-02'], payouts: [] },
      }),
    });
    renderAt(<PayoutsPage />, '/admin/payouts', {}, '/admin/payouts?period=2026-02');
    expect(await screen.findByText('No payouts for February 2026.')).toBeVisible();
    expect(calls.map((c) => c.url)).toEqual(['/api/admin/payouts?period=2026-02']);
  });
});
