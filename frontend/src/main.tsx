// The global stylesheets first: every component's own stylesheet comes after them and may refine them.
import './styles/base.css';
import './styles/controls.css';
import './styles/tamil.css';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
// The DOM provider (react-dom's flushSync for state updates), which react-router-dom used to re-export.
import { RouterProvider } from 'react-router/dom';
import { keepOnlyTheSessionsData, registerServiceWorker } from './pwa/register.ts';
import { routes } from './routes.tsx';
import { applyTheme, isThemed, readStoredTheme } from './stores/theme.ts';
import { activateLocale } from './i18n/catalogues.ts';
import { useLocale } from './stores/locale.ts';

// Before the first paint, so a reload of an intern screen in dark mode never flashes light.
applyTheme(isThemed((matchRoutes(routes, window.location) ?? []).map((m) => m.route.handle)) && readStoredTheme());

// The router starts fetching the first screen's chunk while the language's catalogue arrives.
const router = createBrowserRouter(routes);
await activateLocale(useLocale.getState().locale);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>
  </StrictMode>,
);

// After the first screen: the service worker's precaching never competes with it.
void registerServiceWorker();
// Whichever screen opens, what this device keeps is the session's own only (register.ts; GET /api/me settles it again).
void keepOnlyTheSessionsData().catch((err: unknown) => console.warn('could not tidy what this device keeps', err));
