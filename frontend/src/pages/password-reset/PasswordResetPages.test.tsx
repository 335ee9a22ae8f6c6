import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from 'shared/messages';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { renderAt } from '../../../test/render.tsx';
import ForgotPasswordPage from './ForgotPasswordPage.tsx';
import ResetPasswordPage from './ResetPasswordPage.tsx';

const TOKEN = 'A'.repeat(43);
const expired = () => ({ status: 410, body: { success: false, error: 'gone', message: messages.linkExpired } });

describe('forgot password', () => {
  it("sends the e-mail and shows the server's one answer, with the HR note as the fallback", async () => {
    const { calls } = stubFetch({
      'POST /api/password-reset': () => ({
        body: { success: true, code: 'passwordResetRequested', message: messages.passwordResetRequested },
      }),
    });
    const user = userEvent.setup();
    renderAt(<ForgotPasswordPage />, '/forgot-password');
    expect(screen.getByRole('link', { name: 'hr@test.example' }).getAttribute('href')).toMatch(
      /^mailto:hr@test\.example\?subject=Password%20reset%20request/,
    );
    await user.type(screen.getByLabelText('E-mail'), ' priya@example.in ');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText(messages.passwordResetRequested)).toBeVisible();
    expect(calls.find((c) => c.url === '/api/password-reset')!.body).toEqual({ email: 'priya@example.in' });
  });
});

describe('reset password (the mailed link)', () => {
  it('posts the token from the fragment with the new password, then says so and offers Login', async () => {
    const { calls } = stubFetch({
      'POST /api/password-reset/confirm': () => ({
        body: { success: true, code: 'passwordResetDone', message: messages.passwordResetDone },
      }),
    });
    const user = userEvent.setup();
    const { router } = renderAt(<ResetPasswordPage />, '/reset-password', {}, `/reset-password#token=${TOKEN}`);
    await user.type(screen.getByLabelText('New password'), 'Kaveri river at dawn 7');
    await user.type(screen.getByLabelText('Confirm the new password'), 'Kaveri river at dawn 7');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(messages.passwordResetDone)).toBeVisible();
    expect(calls.find((c) => c.url === '/api/password-reset/confirm')!.body).toEqual({
      token: TOKEN,
      newPassword: 'Kaveri river at dawn 7',
      confirmPassword: 'Kaveri river at dawn 7',
    });
    expect(document.activeElement?.id).toBe('reset-done');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(router.state.location.hash).toBe('');
  });

  it('checks the confirmation before sending', async () => {
    const { calls } = stubFetch({});
    const user = userEvent.setup();
    renderAt(<ResetPasswordPage />, '/reset-password', {}, `/reset-password#token=${TOKEN}`);
    await user.type(screen.getByLabelText('New password'), 'Kaveri river at dawn 7');
    await user.type(screen.getByLabelText('Confirm the new password'), 'Kaveri river at dawn 8');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect((await screen.findAllByText(messages.passwordConfirmationMismatch)).length).toBeGreaterThan(0);
    expect(calls).toEqual([]);
  });

  it('says an expired link has expired and links to a new one', async () => {
    stubFetch({ 'POST /api/password-reset/confirm': expired });
    const user = userEvent.setup();
    renderAt(<ResetPasswordPage />, '/reset-password', {}, `/reset-password#token=${TOKEN}`);
    await user.type(screen.getByLabelText('New password'), 'Kaveri river at dawn 7');
    await user.type(screen.getByLabelText('Confirm the new password'), 'Kaveri river at dawn 7');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(messages.linkExpired)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('without a token, asks for the link from the e-mail', () => {
    stubFetch({});
    renderAt(<ResetPasswordPage />, '/reset-password');
    expect(screen.getByRole('heading', { name: 'This page needs the link from your e-mail' })).toBeVisible();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
