import { create } from 'zustand';
import { DEFAULT_LOCALE, isLocale, type Locale } from 'shared/locales';
import { saveLanguage } from '../api/endpoints.ts';
import { activateLocale } from '../i18n/catalogues.ts';
import { useSession } from './session.ts';

/** The visitor's language, remembered on the device in localStorage 'lang'. */
const LOCALE_KEY = 'lang';

/**
 * The language a page opens in: the address's `?lang=ta` (a link shared in Tamil, e.g. on WhatsApp;
 * remembered from then on), else the one remembered on the device, else English.
 */
function readStoredLocale(): Locale {
  const asked = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get(LOCALE_KEY);
  try {
    if (isLocale(asked)) localStorage.setItem(LOCALE_KEY, asked);
    const stored = localStorage.getItem(LOCALE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return isLocale(asked) ? asked : DEFAULT_LOCALE; // storage blocked (private mode)
  }
}

/** Loads the language, shows it and remembers it on the device. */
async function show(locale: Locale, set: (s: Partial<LocaleState>) => void) {
  await activateLocale(locale);
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    /* not remembered, still shown */
  }
  set({ locale });
}

/**
 * A signed-in intern's choice is kept on their account too (issue 27: their mails and documents
 * follow it). Best effort: offline or refused, the device keeps the choice and the page stays in it.
 */
async function saveToAccount(locale: Locale) {
  const { user } = useSession.getState();
  if (user?.role !== 'student') return;
  try {
    const { language } = await saveLanguage(locale);
    const now = useSession.getState().user;
    if (now?.role === 'student' && now.id === user.id) useSession.setState({ user: { ...now, language } });
  } catch (err) {
    console.warn('the language was not saved to the account', err);
  }
}

interface LocaleState {
  locale: Locale;
  /** The visitor's choice: loads the language, shows it, remembers it on the device and, for a signed-in intern, on the account. */
  choose: (locale: Locale) => Promise<void>;
  /** The account's own language, found when the session became known: shown and remembered on the device, not saved back. */
  follow: (locale: Locale) => Promise<void>;
}

/** The language the site is shown in; main.tsx activates the remembered one before the first render. */
export const useLocale = create<LocaleState>()((set) => ({
  locale: typeof localStorage !== 'undefined' ? readStoredLocale() : DEFAULT_LOCALE,
  choose: async (locale) => {
    await show(locale, set);
    await saveToAccount(locale);
  },
  follow: (locale) => show(locale, set),
}));
