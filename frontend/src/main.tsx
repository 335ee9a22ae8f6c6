// The global stylesheets first: every component's own stylesheet comes after them and may refine them.
import './styles/base.css';
import './styles/controls.css';
import './styles/tamil.css';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
// The DOM provider (react-dom's flushSync for state updates), which react-router-dom used to re-export.
import { RouterProvider } from 'react-router/dom';
import { keepOnlyTheSessionsData, registerServiceWorker } from './pwa/register.ts';
import { routes } from './routes.tsx';
import { applyTheme, isThemed, readStoredTheme } from './stores/theme.ts';
import { activateLocale } from './i18n/catalogues.ts';
import { useLocale } from './stores/locale.ts';

// The router starts fetching the first screen's chunk while the language's catalogue arrives. It
// matches the address as it starts: those matches say whether the screen wears the theme.
const router = createBrowserRouter(routes);
// Before the first paint, so a reload of an intern screen in dark mode never flashes light.
applyTheme(isThemed(router.state.matches.map((m) => m.route.handle)) && readStoredTheme());
await activateLocale(useLocale.getState().locale);

// The first screen is rendered as a transition: React builds it in slices of a few milliseconds and
// lets the phone answer a tap in between, instead of one long task (Lighthouse's Total Blocking Time).
// index.html's static header stays on screen meanwhile.
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  ),
);

// After the first screen: the service worker's precaching never competes with it.
void registerServiceWorker();
// Whichever screen opens, what this device keeps is the session's own only (register.ts; GET /api/me settles it again).
void keepOnlyTheSessionsData().catch((err: unknown) => console.warn('could not tidy what this device keeps', err));
