import { screen } from '@testing-library/react';
import { renderUi } from '../../test/render.tsx';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { stubFetch } from '../../test/fetch-stub.ts';
import { admin, editor, signIn, student } from '../../test/users.ts';
import { RequireAdmin, RequireStudent } from './RequireSession.tsx';

function renderGuarded(path: string) {
  const router = createMemoryRouter(
    [
      { element: <RequireStudent />, children: [{ path: '/dashboard', element: <p>DASHBOARD</p> }] },
      { element: <RequireAdmin />, children: [{ path: '/ab', element: <p>STUDENT LIST</p> }] },
      { path: '/login', element: <p>LOGIN PAGE</p> },
    ],
    { initialEntries: [path] },
  );
  renderUi(<RouterProvider router={router} />);
  return router;
}

describe('guards', () => {
  it('asks the server and sends anyone without a session to /login, replacing the entry', async () => {
    const { calls } = stubFetch({
      'GET /api/me': () => ({ status: 401, body: { success: false, message: 'Please log in.' } }),
    });
    const router = renderGuarded('/dashboard');
    expect(await screen.findByText('LOGIN PAGE')).toBeVisible();
    expect(calls.some((c) => c.url === '/api/me')).toBe(true);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('tells an intern that an admin screen is for admins only', async () => {
    signIn(student());
    renderGuarded('/ab');
    expect(screen.getByRole('heading', { name: 'This page is for admins only.' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByText('STUDENT LIST')).not.toBeInTheDocument();
  });

  it("sends staff on an intern's screen to the screen they land on, which their role opens", async () => {
    signIn(admin);
    renderGuarded('/dashboard');
    expect(screen.getByRole('link', { name: 'Go to the admin panel' })).toHaveAttribute('href', '/admin/overview');
    signIn(editor);
    expect(await screen.findByRole('link', { name: 'Go to the admin panel' })).toHaveAttribute(
      'href',
      '/admin/catalogue',
    );
    expect(screen.queryByText('DASHBOARD')).not.toBeInTheDocument();
  });

  it('lets an admin in', async () => {
    signIn(admin);
    renderGuarded('/ab');
    expect(screen.getByText('STUDENT LIST')).toBeVisible();
  });
});
