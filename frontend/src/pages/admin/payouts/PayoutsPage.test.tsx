import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderAt } from '../../../../test/render.tsx';
import PayoutsPage from './PayoutsPage.tsx';

describe('/admin/payouts', () => {
  it('says when a month has no payouts', async () => {
    stubFetch({ 'GET /api/admin/payouts': () => ({ body: { period: '2026-03', periods: ['2026-03'], payouts: [] } }) });
    renderAt(<PayoutsPage />, '/admin/payouts');
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByText('No payouts for March 2026.')).toBeTruthy();
  });

  it("says 'Failed to fetch payouts: ' and the server's message, and Try again reloads", async () => {
    let fail = true;
    stubFetch({
      'GET /api/admin/payouts': () =>
        fail ? { status: 500, body: { success: false, message: 'Something went wrong on our side.' } } : { body: { period: '2026-03', periods: [], payouts: [] } },
    });
    const user = userEvent.setup();
    renderAt(<PayoutsPage />, '/admin/payouts');
    expect(await screen.findByText('Failed to fetch payouts: Something went wrong on our side.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No payouts for March 2026.')).toBeTruthy();
    expect(screen.queryByText(/^Failed to fetch payouts/)).toBeNull();
  });
});
