import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { renderAt } from '../../test/render.tsx';
import InvitePage from './InvitePage.tsx';

const TOKEN = 'A'.repeat(43);
const PASSWORD = 'Kaveri delta monsoon 2026';

async function fill() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New password'), PASSWORD);
  await user.type(screen.getByLabelText('Confirm the new password'), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Set my password' }));
}

describe('/invite', () => {
  it('sets the password with the token of the link, then points to the login', async () => {
    const { calls } = stubFetch({
      'POST /api/admin-invites/accept': () => ({
        body: {
          success: true,
          message:
            'Your password is set. Log in with your e-mail and the new password, then set up your authenticator app.',
        },
      }),
    });
    renderAt(<InvitePage />, '/invite', {}, `/invite#token=${TOKEN}`);
    await fill();
    expect(await screen.findByRole('heading', { name: /Your password is set/ })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the login page' })).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      token: TOKEN,
      newPassword: PASSWORD,
      confirmPassword: PASSWORD,
    });
  });

  it('says an expired link has expired, and what to do', async () => {
    stubFetch({
      'POST /api/admin-invites/accept': () => ({
        status: 410,
        body: { success: false, error: 'gone', message: 'This link has expired. Ask for a new one.' },
      }),
    });
    renderAt(<InvitePage />, '/invite', {}, `/invite#token=${TOKEN}`);
    await fill();
    expect(await screen.findByText('This link has expired. Ask for a new one.')).toBeVisible();
    expect(screen.getByText('Ask the admin who invited you to invite you again.')).toBeVisible();
  });

  it('asks for the link when opened without one', () => {
    renderAt(<InvitePage />, '/invite');
    expect(screen.getByRole('heading', { name: 'This page needs the link from your e-mail' })).toBeVisible();
  });
});
