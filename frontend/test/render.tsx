import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '../src/components/Toaster.tsx';

/** What main.tsx puts around every screen: the page's language (test/setup.ts activates English). */
function Providers({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** render() inside the app's providers. */
export function renderUi(ui: ReactElement, options: Omit<RenderOptions, 'wrapper'> = {}) {
  return render(ui, { ...options, wrapper: Providers });
}

/**
 * Renders a screen at `path` inside a memory router, with the toasts, and other paths as markers.
 * `entry` is the address opened, when it has more than the path (a query or a fragment).
 */
export function renderAt(element: ReactElement, path = '/', extra: Record<string, string> = {}, entry = path) {
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {element}
            <Toaster />
          </>
        ),
      },
      ...Object.entries(extra).map(([p, text]) => ({ path: p, element: <p>{text}</p> })),
    ],
    { initialEntries: [entry] },
  );
  return { router, ...renderUi(<RouterProvider router={router} />) };
}
