import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { renderAt } from '../../test/render.tsx';
import { tokenFromHash } from '../lib/link-token.ts';
import ReferralConfirmPage from './ReferralConfirmPage.tsx';

const TOKEN = 'Zx8-_Qw3ErTy5UiOp7AsDf9GhJkL1ZxCvBnM2QwErTy';
const at = `/referal/confirm#token=${TOKEN}`;

function open(path = at) {
  return renderAt(<ReferralConfirmPage />, '/referal/confirm', {}, path);
}

describe('referral confirmation page', () => {
  it('reads the token from the fragment only', () => {
    expect(tokenFromHash(`#token=${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromHash('')).toBeNull();
    expect(tokenFromHash('#token=')).toBeNull();
  });

  it('changes nothing on opening: the owner presses Confirm, then sees the code (focus on the outcome) and the link leaves the address', async () => {
    const { calls } = stubFetch({
      'POST /api/referrers/confirm': () => ({
        body: {
          success: true,
          code: 'referrerConfirmed',
          message: 'Your e-mail is confirmed. Your referral code is active.',
          referralCode: 'REFAB12CD',
          name: 'Kavya',
          upiId: 'kavya@okicici',
        },
      }),
    });
    const user = userEvent.setup();
    const { router } = open();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your e-mail' })).toBeVisible();
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirm my e-mail' }));
    const outcome = await screen.findByRole('heading', { name: /Your e-mail is confirmed/ });
    expect(document.activeElement).toBe(outcome);
    expect(calls).toEqual([
      expect.objectContaining({ method: 'POST', url: '/api/referrers/confirm', body: { token: TOKEN } }),
    ]);
    expect(screen.getByTestId('referral-code').textContent).toBe('REFAB12CD');
    expect(screen.getByRole('button', { name: 'Copy referral code' })).toBeVisible();
    expect(screen.getByText('kavya@okicici')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the referral dashboard' })).toHaveAttribute('href', '/referal');
    expect(router.state.location.hash).toBe('');
  });

  it.each([
    [
      410,
      'This confirmation link has expired (links work for 48 hours). Please join again to get a new one.',
      'Refer & Earn on the home page',
    ],
    [
      409,
      'This link has already been used: your e-mail is confirmed. Your referral code is on the referral dashboard.',
      'referral dashboard',
    ],
    [
      404,
      'This confirmation link is not valid. If you joined more than once, use the link in the newest e-mail.',
      'Refer & Earn on the home page',
    ],
  ])("answers %i with the server's message and where to go next, in the live region", async (status, message, next) => {
    stubFetch({ 'POST /api/referrers/confirm': () => ({ status, body: { success: false, message } }) });
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'Confirm my e-mail' }));
    const shown = await screen.findByText(message);
    expect(shown.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('link', { name: next })).toBeVisible();
    expect(screen.queryByTestId('referral-code')).not.toBeInTheDocument();
  });

  it('says so when the network fails, and can try again', async () => {
    let calls = 0;
    stubFetch({
      'POST /api/referrers/confirm': () =>
        ++calls === 1
          ? 'network-error'
          : {
              body: {
                success: true,
                code: 'referrerConfirmed',
                message: 'Your e-mail is confirmed. Your referral code is active.',
                referralCode: 'QW7ER9TY',
                name: 'K',
                upiId: 'k@okaxis',
              },
            },
    });
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'Confirm my e-mail' }));
    expect(await screen.findByText('Network error. Please check your connection and try again.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Confirm my e-mail' }));
    expect((await screen.findByTestId('referral-code')).textContent).toBe('QW7ER9TY');
  });

  it('explains what to do when opened without the link, and offers no button', () => {
    const { calls } = stubFetch({});
    open('/referal/confirm');
    expect(screen.getByRole('heading', { name: 'This page needs the link from your e-mail' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm my e-mail' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('can be done with the keyboard alone', async () => {
    stubFetch({
      'POST /api/referrers/confirm': () => ({
        body: {
          success: true,
          code: 'referrerConfirmed',
          message: 'Your e-mail is confirmed. Your referral code is active.',
          referralCode: 'REFAB12CD',
          name: 'K',
          upiId: 'k@okaxis',
        },
      }),
    });
    const user = userEvent.setup();
    open();
    const button = screen.getByRole('button', { name: 'Confirm my e-mail' });
    while (document.activeElement !== button) await user.tab();
    await user.keyboard('{Enter}');
    expect((await screen.findByTestId('referral-code')).textContent).toBe('REFAB12CD');
  });
});
