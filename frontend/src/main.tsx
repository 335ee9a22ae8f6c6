// The global stylesheets first: every component's own stylesheet comes after them and may refine them.
import './styles/base.css';
import './styles/controls.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
// The DOM provider (react-dom's flushSync for state updates), which react-router-dom used to re-export.
import { RouterProvider } from 'react-router/dom';
import { routes } from './routes.tsx';
import { applyTheme, isThemed, readStoredTheme } from './stores/theme.ts';

// Before the first paint, so a reload of an intern screen in dark mode never flashes light.
applyTheme(isThemed((matchRoutes(routes, window.location) ?? []).map((m) => m.route.handle)) && readStoredTheme());

const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
