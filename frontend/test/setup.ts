// The DOM matchers (toBeInTheDocument, toBeVisible, toHaveTextContent...) on vitest's expect, with their types.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { activateLocale } from '../src/i18n/catalogues.ts';
import { queryClient } from '../src/api/query.ts';
import { useServerStore } from '../src/stores/server.ts';
import { useSession } from '../src/stores/session.ts';
import { useSiteConfig } from '../src/stores/site-config.ts';
import { useLocale } from '../src/stores/locale.ts';
import { useTheme } from '../src/stores/theme.ts';
import { useToastStore } from '../src/stores/toast.ts';

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

// The test files of a worker share these modules (isolate: false): each test starts from the stores'
// first state, whatever an earlier test or file left in them.
const firstSession = useSession.getState();
const firstTheme = useTheme.getState();

const firstLocale = useLocale.getState();

// English, the default, before each test: every test's words are the specification's, whatever
// language an earlier test chose.
beforeEach(async () => {
  await activateLocale('en');
  useLocale.setState(firstLocale, true);
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
  useSession.setState(firstSession, true);
  useTheme.setState(firstTheme, true);
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  // Each test reads the server afresh (a fetch stub of its own).
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
