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
  return renderAt(<ConfirmEmailPage />, '/confirm-email', { '/login': 'The login page' }, path);
}
const confirmed = () => ({ body: { success: true, code: 'emailConfirmed', message: messages.emailConfirmed } });

describe('/confirm-email (the link that proves an intern e-mail, inside their own session)', () => {
  it('changes nothing on opening: the intern, named, presses the button, then sees the outcome (focus on it) and the link leaves the address', async () => {
    const me = student({ name: 'Kavya Raman', email: 'kavya@example.in', emailVerified: false });
    signIn(me);
    const { calls } = stubFetch({
      'GET /api/me': () => ({ body: { user: me } }),
      'POST /api/email-confirmation': confirmed,
    });
    const user = userEvent.setup();
    const { router } = open();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your e-mail' })).toBeVisible();
    const ask = await screen.findByRole('heading', { name: 'Is this e-mail address yours?' });
    expect(ask.closest('section')).toHaveTextContent(
      'Press the button to confirm kavya@example.in as the e-mail address of your intern account, in the name of Kavya Raman.',
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirm my e-mail' }));
    const outcome = await screen.findByRole('heading', { name: `✅ ${messages.emailConfirmed}` });
    expect(document.activeElement).toBe(outcome);
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'POST', url: '/api/email-confirmation', body: { token: TOKEN } }),
    );
    expect(router.state.location.hash).toBe('');
    expect(screen.getByRole('link', { name: 'Open your dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('sends someone signed out to log in, with the way back to this link kept out of the address, and posts nothing', async () => {
    signIn(null);
    const { calls } = stubFetch({ 'GET /api/me': anonymous });
    const user = userEvent.setup();
    const { router } = open();
    expect(await screen.findByRole('heading', { name: 'Log in to confirm your e-mail' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm my e-mail' })).not.toBeInTheDocument();
    expect(screen.getByText(/press “This wasn't me” in the same e-mail/)).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Log in to confirm' }));
    expect(await screen.findByText('The login page')).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search + router.state.location.hash).toBe('');
    expect(router.state.location.state).toEqual({ from: `/confirm-email#token=${TOKEN}` });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("says the link belongs to another account when someone else's session is refused, and logs them out with the link kept", async () => {
    signIn(student({ emailVerified: false }));
    let signedIn = true;
    const { calls } = stubFetch({
      'GET /api/me': () => (signedIn ? { body: { user: student({ emailVerified: false }) } } : anonymous()),
      'POST /api/email-confirmation': () => ({
        status: 403,
        body: {
          success: false,
          error: 'forbidden',
          code: 'emailLinkOtherAccount',
          message: messages.emailLinkOtherAccount,
        },
      }),
      'POST /api/logout': () => {
        signedIn = false;
        return { body: { success: true } };
      },
    });
    const user = userEvent.setup();
    const { router } = open();
    await user.click(await screen.findByRole('button', { name: 'Confirm my e-mail' }));
    expect(await screen.findByRole('heading', { name: 'This link belongs to another account' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Log in to confirm your e-mail' })).toBeVisible();
    expect(router.state.location.hash).toBe(`#token=${TOKEN}`);
    expect(calls.filter((c) => c.url === '/api/logout')).toHaveLength(1);
  });

  it('tells a signed-in admin the link is not theirs without posting it', async () => {
    const staff = { role: 'admin', staffRole: 'admin', id: 1, name: 'Admin', email: 'admin@example.in' } as const;
    signIn(staff);
    const { calls } = stubFetch({ 'GET /api/me': () => ({ body: { user: staff } }) });
    open();
    expect(await screen.findByRole('heading', { name: 'This link belongs to another account' })).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('says an expired or used link is so, and sends the intern a new one', async () => {
    signIn(student({ emailVerified: false }));
    const { calls } = stubFetch({
      'GET /api/me': () => ({ body: { user: student({ emailVerified: false }) } }),
      'POST /api/email-confirmation': () => ({
        status: 410,
        body: { success: false, message: messages.emailLinkInvalid },
      }),
      'POST /api/me/email-confirmation/resend': () => ({
        body: { success: true, code: 'emailProofSent', message: messages.emailProofSent },
      }),
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Confirm my e-mail' }));
    const shown = await screen.findByText(messages.emailLinkInvalid);
    expect(shown.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('button', { name: 'Confirm my e-mail' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText(messages.emailProofSent)).toBeVisible();
    expect(calls.filter((c) => c.url === '/api/me/email-confirmation/resend')).toHaveLength(1);
  });

  it('says so when the network fails, and can try again', async () => {
    signIn(student({ emailVerified: false }));
    let tries = 0;
    stubFetch({
      'GET /api/me': () => ({ body: { user: student({ emailVerified: false }) } }),
      'POST /api/email-confirmation': () => (++tries === 1 ? 'network-error' : confirmed()),
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Confirm my e-mail' }));
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
