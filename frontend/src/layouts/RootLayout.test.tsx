import { act, screen } from '@testing-library/react';
import { renderUi } from '../../test/render.tsx';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, Link, matchRoutes, RouterProvider } from 'react-router';
import { healthy, stubFetch } from '../../test/fetch-stub.ts';
import { routes } from '../routes.tsx';
import { isThemed, THEMED, useTheme } from '../stores/theme.ts';
import { RootLayout } from './RootLayout.tsx';

const theme = () => document.documentElement.dataset.theme;

function Toggle() {
  const { dark, toggle } = useTheme();
  return (
    <button type="button" aria-pressed={dark} onClick={toggle}>
      Dark mode
    </button>
  );
}

function renderApp(path: string) {
  stubFetch({ 'GET /api/health': healthy });
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [
          { path: '/home', element: <Link to="/dashboard">Dashboard</Link> },
          { path: '/ab', element: <p>Admin</p> },
          {
            handle: THEMED,
            children: [
              {
                path: '/dashboard',
                element: (
                  <>
                    <Toggle />
                    <Link to="/home">Home</Link>
                  </>
                ),
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  renderUi(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  localStorage.clear();
  useTheme.setState({ dark: false });
});

describe('the theme', () => {
  it('is worn on the intern screens and remembered in dark-theme; public pages and admin panels stay light', async () => {
    const user = userEvent.setup();
    const router = renderApp('/dashboard');
    expect(theme()).toBe('light');
    await user.click(screen.getByRole('button', { name: 'Dark mode' }));
    expect(theme()).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(localStorage.getItem('dark-theme')).toBe('true');

    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(theme()).toBe('light');
    expect(document.documentElement.style.colorScheme).toBe('light');
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(theme()).toBe('dark');
    await act(() => router.navigate('/ab'));
    expect(theme()).toBe('light');
    expect(localStorage.getItem('dark-theme')).toBe('true');
  });

  it('a public page opened with dark remembered is light', () => {
    useTheme.setState({ dark: true });
    renderApp('/home');
    expect(theme()).toBe('light');
  });

  it('is themed in the route table for the intern screens only', () => {
    const themed = (path: string) => isThemed((matchRoutes(routes, path) ?? []).map((m) => m.route.handle));
    for (const path of [
      '/dashboard',
      '/test1',
      '/test3',
      '/letter',
      '/certificatetest',
      '/extracourse',
      '/extranotify',
      '/extraalert',
    ])
      expect(themed(path), path).toBe(true);
    for (const path of [
      '/',
      '/home',
      '/login',
      '/registration',
      '/referal',
      '/ab',
      '/ev',
      '/admin/payouts',
      '/no-such-page',
    ])
      expect(themed(path), path).toBe(false);
  });
});
