// The DOM matchers (toBeInTheDocument, toBeVisible, toHaveTextContent...) on vitest's expect, with their types.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { activateLocale } from '../src/i18n/catalogues.ts';
import { queryClient } from '../src/api/query.ts';
import { useServerStore } from '../src/stores/server.ts';
import { useSiteConfig } from '../src/stores/site-config.ts';
import { useLocale } from '../src/stores/locale.ts';
import { useTheme } from '../src/stores/theme.ts';
import { useToastStore } from '../src/stores/toast.ts';
import { inlineCatalogue } from './catalogue.ts';

// jsdom has no matchMedia; the gallery and others ask it for prefers-reduced-motion.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      onchange: null,
      dispatchEvent: () => false,
    }),
  });
}
window.scrollTo = () => undefined;

// Both catalogues compiled once per worker, before any test: a test that switches to Tamil waits for
// its screen, not for the catalogue's first compilation (seconds on a busy machine).
beforeAll(async () => {
  await activateLocale('ta');
});

// English, the default, before each test: every test's words are the specification's, whatever
// language an earlier test chose.
beforeEach(async () => {
  await activateLocale('en');
  // Not a snapshot taken when this file started: an earlier file of the worker may have left Tamil.
  useLocale.setState({ locale: 'en' });
  // From its first state, then the tests' values: an earlier file may have changed any field (grievance, days).
  useSiteConfig.setState(useSiteConfig.getInitialState(), true);
  useSiteConfig.getState().set({
    companyName: 'Test Academy',
    upiId: 'testacademy@okaxis',
    upiName: 'Test Consultancy',
    email: 'hr@test.example',
    phone: '+91 90000 11111',
    address: 'Thillai Nagar, Trichy',
    blockDevtools: false,
  });
  useServerStore.setState({ status: 'unknown', lastError: undefined });
  useToastStore.setState({ toasts: [] });
  inlineCatalogue();
  // The test files of a worker share these modules (isolate: false): each test starts from the stores'
  // first state, whatever an earlier test or file left in them (not a snapshot taken when a later file starts).
  useTheme.setState({ dark: false });
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  // Each test reads the server afresh (a fetch stub of its own), and knows no session until it signs in.
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
