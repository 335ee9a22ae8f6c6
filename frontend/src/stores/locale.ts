import { create } from 'zustand';
import { DEFAULT_LOCALE, isLocale, type Locale } from 'shared/locales';
import { activateLocale } from '../i18n/catalogues.ts';

/** The visitor's language, remembered on the device in localStorage 'lang'. */
const LOCALE_KEY = 'lang';

function readStoredLocale(): Locale {
  try {
    const stored = localStorage.getItem(LOCALE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE; // storage blocked (private mode): English
  }
}

interface LocaleState {
  locale: Locale;
  /** Loads the language, shows it, and remembers it on the device. */
  choose: (locale: Locale) => Promise<void>;
}

/** The language the site is shown in; main.tsx activates the remembered one before the first render. */
export const useLocale = create<LocaleState>()((set) => ({
  locale: typeof localStorage !== 'undefined' ? readStoredLocale() : DEFAULT_LOCALE,
  choose: async (locale) => {
    await activateLocale(locale);
    try {
      localStorage.setItem(LOCALE_KEY, locale);
    } catch {
      /* not remembered, still shown */
    }
    set({ locale });
  },
}));
