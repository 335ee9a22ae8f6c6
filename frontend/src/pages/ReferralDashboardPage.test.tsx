import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { renderAt } from '../../test/render.tsx';
import ReferralDashboardPage from './ReferralDashboardPage.tsx';

async function verify(user: ReturnType<typeof userEvent.setup>, email = 'kavya@example.in', phone = '9876500000') {
  if (email) await user.type(screen.getByLabelText('E-mail'), email);
  if (phone) await user.type(screen.getByLabelText('Phone number'), phone);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('referral dashboard', () => {
  it('asks for both e-mail and phone', async () => {
    const { calls } = stubFetch({});
    const user = userEvent.setup();
    renderAt(<ReferralDashboardPage />, '/referal');
    await verify(user, 'kavya@example.in', '');
    expect(await screen.findByText('Please enter both email and phone number.')).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('stays on the form when nothing matches', async () => {
    stubFetch({
      'POST /api/referrers/verify': () => ({
        status: 404,
        body: { success: false, message: 'Invalid email or phone number.' },
      }),
    });
    const user = userEvent.setup();
    renderAt(<ReferralDashboardPage />, '/referal');
    await verify(user);
    expect(await screen.findByText('Invalid email or phone number.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeVisible();
  });

  it('says verification failed on a server or network failure', async () => {
    stubFetch({ 'POST /api/referrers/verify': () => 'network-error' });
    const user = userEvent.setup();
    renderAt(<ReferralDashboardPage />, '/referal');
    await verify(user);
    expect(await screen.findByText('Verification failed. Please try again.')).toBeVisible();
  });

  it('shows the code, N x 70 = ₹total, the payout note and the referrals', async () => {
    const { calls } = stubFetch({
      'POST /api/referrers/verify': () => ({
        body: {
          code: 'REFAB12CD',
          name: 'Kavya',
          count: 3,
          total: 210,
          upiId: 'kavya@okicici',
          referrals: [
            { name: 'Arun', state: 'paid', enrolledOn: '2025-06-02' },
            { name: 'Divya', state: 'validated', enrolledOn: '2025-07-01' },
            { name: 'Hari', state: 'pending', enrolledOn: '2025-07-09' },
          ],
        },
      }),
    });
    const user = userEvent.setup();
    renderAt(<ReferralDashboardPage />, '/referal');
    await verify(user);
    expect((await screen.findByTestId('referral-code')).textContent).toBe('REFAB12CD');
    expect(screen.getByTestId('referral-total').textContent).toBe('3 x 70 = ₹210');
    expect(screen.getByText(/paid on the 10th of each month to your UPI id/).textContent).toContain('kavya@okicici');
    const rows = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual(['Arun02/06/2025Paid', 'Divya01/07/2025Validated', 'Hari09/07/2025Pending']);
    expect(calls[0]!.body).toEqual({ email: 'kavya@example.in', phone: '9876500000' });
  });
});
