import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '../src/components/Toaster.tsx';

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
  return { router, ...render(<RouterProvider router={router} />) };
}
