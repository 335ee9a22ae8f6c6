import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { healthy, stubFetch } from '../../../test/fetch-stub.ts';
import { renderAt } from '../../../test/render.tsx';
import { sessionUser } from '../../api/queries/session.ts';
import LoginPage from './LoginPage.tsx';

async function login(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('E-mail'), 'priya@example.in');
  await user.type(screen.getByLabelText('Password'), 'correct horse 1');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login', () => {
  it("warms the server up on load and links to signup and 'Forgot password?'", async () => {
    const { calls } = stubFetch({ 'GET /api/health': healthy });
    renderAt(<LoginPage />, '/login');
    expect(calls.some((c) => c.url === '/api/health')).toBe(true);
    expect(screen.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/registration');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).required).toBe(true);
    expect((screen.getByLabelText('Password') as HTMLInputElement).required).toBe(true);
  });

  it('reports wrong credentials', async () => {
    stubFetch({
      'GET /api/health': healthy,
      'POST /api/login': () => ({
        status: 401,
        body: { success: false, message: 'Login failed: Invalid user or credentials.' },
      }),
    });
    const user = userEvent.setup();
    renderAt(<LoginPage />, '/login');
    await login(user);
    expect(await screen.findByText('Login failed: Invalid user or credentials.')).toBeVisible();
  });

  it('reports a network error', async () => {
    stubFetch({ 'GET /api/health': healthy, 'POST /api/login': () => 'network-error' });
    const user = userEvent.setup();
    renderAt(<LoginPage />, '/login');
    await login(user);
    expect(await screen.findByText('Network error. Please try again.')).toBeVisible();
  });

  it("says 'Login successful!', takes the user from GET /api/me, and opens the dashboard after 2 s", async () => {
    // The login answers the specification's record; the screens read our own from GET /api/me.
    const specRecord = {
      role: 'student',
      id: 7,
      name: 'Priya',
      startdate: '2026-06-01',
      enddate: '2026-07-15',
      validate: true,
      testmark: null,
    };
    const ours = {
      role: 'student',
      id: 7,
      internId: 'TNTAIN7',
      name: 'Priya',
      startDate: '2026-06-01',
      endDate: '2026-07-15',
      validated: true,
      testMark: null,
    };
    const { calls } = stubFetch({
      'GET /api/health': healthy,
      'POST /api/login': () => ({ body: { success: true, message: 'Login successful!', user: specRecord } }),
      'GET /api/me': () => ({ body: { user: ours } }),
    });
    const user = userEvent.setup();
    const started = Date.now();
    renderAt(<LoginPage />, '/login', { '/dashboard': 'DASHBOARD' });
    await login(user);
    expect((await screen.findAllByText('Login successful!')).length).toBeGreaterThan(0);
    expect(calls.find((c) => c.url === '/api/login')!.body).toEqual({
      email: 'priya@example.in',
      password: 'correct horse 1',
    });
    expect(calls.findIndex((c) => c.url === '/api/me')).toBeGreaterThan(calls.findIndex((c) => c.url === '/api/login'));
    expect(sessionUser()).toEqual(ours);
    expect(screen.queryByText('DASHBOARD')).not.toBeInTheDocument();
    expect(await screen.findByText('DASHBOARD', undefined, { timeout: 3000 })).toBeVisible();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  });

  it('takes an admin to the second step: the code from the app, or a recovery code', async () => {
    const admin = { role: 'admin', id: 3, name: 'Office', email: 'office@example.in' };
    let codes = 0;
    const { calls } = stubFetch({
      'GET /api/health': healthy,
      'POST /api/login': () => ({
        body: { success: true, next: 'totp', message: 'Enter the 6-digit code from your authenticator app.' },
      }),
      'POST /api/login/code': () =>
        ++codes === 1
          ? {
              status: 401,
              body: {
                success: false,
                message:
                  'That code is not right. Enter the newest 6-digit code from your authenticator app, or one of your recovery codes.',
              },
            }
          : { body: { success: true, message: 'Login successful!', user: admin, recoveryCodesLeft: 9 } },
      'GET /api/me': () => ({ body: { user: admin } }),
    });
    const user = userEvent.setup();
    renderAt(<LoginPage />, '/login', { '/admin/overview': 'OVERVIEW' });
    await login(user);
    const field = await screen.findByLabelText('Authentication code');
    expect(document.activeElement).toBe(field);
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();

    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/^That code is not right/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Lost your phone? Use a recovery code' }));
    const recovery = screen.getByLabelText('Recovery code');
    expect(document.activeElement).toBe(recovery);
    await user.type(recovery, 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Login successful! You have 9 recovery codes left.')).toBeVisible();
    expect(calls.filter((c) => c.url === '/api/login/code').map((c) => c.body)).toEqual([
      { code: '000000' },
      { code: 'abcde-12345' },
    ]);
    expect(await screen.findByText('OVERVIEW', undefined, { timeout: 3000 })).toBeVisible();
  });

  it('goes back to the password when the second step has expired', async () => {
    stubFetch({
      'GET /api/health': healthy,
      'POST /api/login': () => ({ body: { success: true, next: 'totp' } }),
      'POST /api/login/code': () => ({
        status: 401,
        body: {
          success: false,
          error: 'unauthorized',
          code: 'signInExpired',
          message: 'Your sign-in has expired. Please log in again with your e-mail and password.',
        },
      }),
    });
    const user = userEvent.setup();
    renderAt(<LoginPage />, '/login');
    await login(user);
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('Your sign-in has expired. Please log in again with your e-mail and password.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Password')).toBeVisible();
  });

  it("goes back to the password by the refusal's code, not its words; a wrong code stays on the code", async () => {
    let answer = {
      status: 401,
      body: {
        success: false,
        error: 'unauthorized',
        code: 'unauthorized',
        message: 'That code has expired: try the newest one.',
      },
    };
    stubFetch({
      'GET /api/health': healthy,
      'POST /api/login': () => ({ body: { success: true, next: 'totp' } }),
      'POST /api/login/code': () => answer,
    });
    const user = userEvent.setup();
    renderAt(<LoginPage />, '/login');
    await login(user);
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code has expired: try the newest one.')).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    answer = {
      status: 401,
      body: { success: false, error: 'unauthorized', code: 'signInExpired', message: 'Please sign in again.' },
    };
    await user.type(screen.getByLabelText('Authentication code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByLabelText('Password')).toBeTruthy();
  });

  it('sends an admin without an authenticator to set one up', async () => {
    stubFetch({
      'GET /api/health': healthy,
      'POST /api/login': () => ({ body: { success: true, next: 'totp-enrolment' } }),
    });
    const user = userEvent.setup();
    renderAt(<LoginPage />, '/login', { '/login/authenticator': 'SET UP THE APP' });
    await login(user);
    expect(await screen.findByText('SET UP THE APP')).toBeVisible();
  });
});
