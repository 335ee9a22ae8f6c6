import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { healthy, stubFetch } from '../../test/fetch-stub.ts';
import { renderAt } from '../../test/render.tsx';
import { useSession } from '../stores/session.ts';
import LoginPage from './LoginPage.tsx';

async function login(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('E-mail'), 'priya@example.in');
  await user.type(screen.getByLabelText('Password'), 'correct horse 1');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login', () => {
  it('warms the server up on load and links to signup and HR', async () => {
    const { calls } = stubFetch({ 'GET /api/health': healthy });
    renderAt(<LoginPage />, '/login');
    expect(calls.some((c) => c.url === '/api/health')).toBe(true);
    expect(screen.getByRole('link', { name: 'Signup' }).getAttribute('href')).toBe('/registration');
    expect(screen.getByRole('link', { name: 'hr@test.example' }).getAttribute('href')).toMatch(/^mailto:hr@test\.example/);
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).required).toBe(true);
    expect((screen.getByLabelText('Password') as HTMLInputElement).required).toBe(true);
  });

  it('reports wrong credentials', async () => {
    stubFetch({
      'GET /api/health': healthy,
      'POST /api/login': () => ({ status: 401, body: { success: false, message: 'Login failed: Invalid user or credentials.' } }),
    });
    const user = userEvent.setup();
    renderAt(<LoginPage />, '/login');
    await login(user);
    expect(await screen.findByText('Login failed: Invalid user or credentials.')).toBeTruthy();
  });

  it('reports a network error', async () => {
    stubFetch({ 'GET /api/health': healthy, 'POST /api/login': () => 'network-error' });
    const user = userEvent.setup();
    renderAt(<LoginPage />, '/login');
    await login(user);
    expect(await screen.findByText('Network error. Please try again.')).toBeTruthy();
  });

  it("says 'Login successful!', takes the user from GET /api/me, and opens the dashboard after 2 s", async () => {
    // The login answers the specification's record; the screens read our own from GET /api/me.
    const specRecord = { role: 'student', id: 7, name: 'Priya', startdate: '2026-06-01', enddate: '2026-07-15', validate: true, testmark: null };
    const ours = { role: 'student', id: 7, internId: 'TNTAIN7', name: 'Priya', startDate: '2026-06-01', endDate: '2026-07-15', validated: true, testMark: null };
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
    expect(calls.find((c) => c.url === '/api/login')!.body).toEqual({ email: 'priya@example.in', password: 'correct horse 1' });
    expect(calls.findIndex((c) => c.url === '/api/me')).toBeGreaterThan(calls.findIndex((c) => c.url === '/api/login'));
    expect(useSession.getState()).toMatchObject({ status: 'known', user: ours });
    expect(screen.queryByText('DASHBOARD')).toBeNull();
    expect(await screen.findByText('DASHBOARD', undefined, { timeout: 3000 })).toBeTruthy();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  });

  it('opens the admin panel for an admin', async () => {
    const admin = { role: 'admin', id: 1, name: 'Office', email: 'office@example.in' };
    stubFetch({
      'GET /api/health': healthy,
      'POST /api/login': () => ({ body: { success: true, message: 'Login successful!', user: admin } }),
      'GET /api/me': () => ({ body: { user: admin } }),
    });
    const user = userEvent.setup();
    renderAt(<LoginPage />, '/login', { '/ab': 'ADMIN PANEL', '/dashboard': 'DASHBOARD' });
    await login(user);
    expect(await screen.findByText('ADMIN PANEL', undefined, { timeout: 3000 })).toBeTruthy();
    expect(useSession.getState().user).toEqual(admin);
  });
});
