import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Toaster } from '../src/components/Toaster.tsx';

/** Renders a screen at `path` inside a memory router, with the toasts, and other paths as markers. */
export function renderAt(element: ReactElement, path = '/', extra: Record<string, string> = {}) {
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
    { initialEntries: [path] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}
