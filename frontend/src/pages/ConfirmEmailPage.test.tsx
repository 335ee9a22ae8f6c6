import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from 'shared/messages';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { renderAt } from '../../test/render.tsx';
import { signIn, student } from '../../test/users.ts';
import ConfirmEmailPage from './ConfirmEmailPage.tsx';

const TOKEN = 'Zx8-_Qw3ErTy5UiOp7AsDf9GhJkL1ZxCvBnM2QwErTy';
const at = `/confirm-email#token=${TOKEN}`;
const anonymous = () => ({ status: 401, body: { success: false, message: 'Please log in.' } });

function open(path = at) {
  return renderAt(<ConfirmEmailPage />, '/confirm-email', {}, path);
}

describe('/confirm-email (the link that proves an intern e-mail)', () => {
  it('changes nothing on opening: the owner presses the button, then sees the outcome (focus on it) and the link leaves the address', async () => {
    signIn(null);
    const { calls } = stubFetch({
      'GET /api/me': anonymous,
      'POST /api/email-confirmation': () => ({ body: { success: true, code: 'emailConfirmed', message: messages.emailConfirmed } }),
    });
    const user = userEvent.setup();
    const { router } = open();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your e-mail' })).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirm my e-mail' }));
    const outcome = await screen.findByRole('heading', { name: `✅ ${messages.emailConfirmed}` });
    expect(document.activeElement).toBe(outcome);
    expect(calls).toContainEqual(expect.objectContaining({ method: 'POST', url: '/api/email-confirmation', body: { token: TOKEN } }));
    expect(router.state.location.hash).toBe('');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('leads a signed-in intern back to the dashboard', async () => {
    signIn(student({ emailVerified: false }));
    stubFetch({
      'GET /api/me': () => ({ body: { user: student({ emailVerified: true }) } }),
      'POST /api/email-confirmation': () => ({ body: { success: true, code: 'emailConfirmed', message: messages.emailConfirmed } }),
    });
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'Confirm my e-mail' }));
    expect(await screen.findByRole('link', { name: 'Open your dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('says an expired or used link is so, and sends a signed-in intern a new one', async () => {
    signIn(student({ emailVerified: false }));
    const { calls } = stubFetch({
      'GET /api/me': () => ({ body: { user: student({ emailVerified: false }) } }),
      'POST /api/email-confirmation': () => ({ status: 410, body: { success: false, message: messages.emailLinkInvalid } }),
      'POST /api/me/email-confirmation/resend': () => ({ body: { success: true, code: 'emailProofSent', message: messages.emailProofSent } }),
    });
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'Confirm my e-mail' }));
    const shown = await screen.findByText(messages.emailLinkInvalid);
    expect(shown.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('button', { name: 'Confirm my e-mail' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText(messages.emailProofSent)).toBeVisible();
    expect(calls.filter((c) => c.url === '/api/me/email-confirmation/resend')).toHaveLength(1);
  });

  it('sends someone signed out to log in for a new link', async () => {
    signIn(null);
    stubFetch({ 'GET /api/me': anonymous, 'POST /api/email-confirmation': () => ({ status: 410, body: { success: false, message: messages.emailLinkInvalid } }) });
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'Confirm my e-mail' }));
    expect(await screen.findByText(messages.emailLinkInvalid)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Send the link again' })).not.toBeInTheDocument();
  });

  it('says so when the network fails, and can try again', async () => {
    signIn(null);
    let tries = 0;
    stubFetch({
      'GET /api/me': anonymous,
      'POST /api/email-confirmation': () => (++tries === 1 ? 'network-error' : { body: { success: true, code: 'emailConfirmed', message: messages.emailConfirmed } }),
    });
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'Confirm my e-mail' }));
    expect(await screen.findByText('Network error. Please check your connection and try again.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Confirm my e-mail' }));
    expect(await screen.findByRole('heading', { name: `✅ ${messages.emailConfirmed}` })).toBeVisible();
  });

  it('explains what to do when opened without the link, and offers no confirm button', () => {
    signIn(null);
    const { calls } = stubFetch({ 'GET /api/me': anonymous });
    open('/confirm-email');
    expect(screen.getByRole('heading', { name: 'This page needs the link from your e-mail' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm my e-mail' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
