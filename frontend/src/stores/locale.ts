import { create } from 'zustand';
import { DEFAULT_LOCALE, isLocale, type Locale } from 'shared/locales';
import { activateLocale } from '../i18n/catalogues.ts';

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

/**
 * A language chosen with the switch while no one was signed in, kept on the device until an intern
 * signs in here: that choice was theirs, so it wins over the account's language and is saved to the
 * account (their mails and documents follow it). Taken once; a device with no such choice follows the
 * account. A `?lang=` link is not a choice of the reader's and leaves no mark.
 */
const CHOSEN_KEY = 'langChosen';

function rememberChoice(locale: Locale) {
  try {
    localStorage.setItem(CHOSEN_KEY, locale);
  } catch {
    /* storage blocked: the account's language will be shown at sign-in */
  }
}

function takeChoice(): Locale | null {
  try {
    const chosen = localStorage.getItem(CHOSEN_KEY);
    localStorage.removeItem(CHOSEN_KEY);
    return isLocale(chosen) ? chosen : null;
  } catch {
    return null;
  }
}

/** Loads the language, shows it and remembers it on the device. */
async function show(locale: Locale, set: (s: Partial<LocaleState>) => void) {
  // A newer choice came while this one loaded: it alone is shown, remembered and kept in the store.
  if (!(await activateLocale(locale))) return;
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    /* not remembered, still shown */
  }
  set({ locale });
}

/**
 * The account of the signed-in intern, if any, that a choice is saved to: the session connects it
 * (api/queries/session.ts), so this store knows nothing of the server's state. Until then, no one is signed in.
 */
interface Account {
  signedIn: () => boolean;
  /** Best effort: a failure is the account's business, the device keeps the choice. */
  save: (locale: Locale) => Promise<void>;
}
let account: Account = { signedIn: () => false, save: async () => undefined };

export function connectAccount(connected: Account): void {
  account = connected;
}

interface LocaleState {
  locale: Locale;
  /** The visitor's choice: loads the language, shows it, remembers it on the device and, for a signed-in intern, on the account. */
  choose: (locale: Locale) => Promise<void>;
  /**
   * An intern newly signed in on this device, whose account reads `accountLocale`: the choice made here
   * before signing in wins and is saved to the account; with none, the account's language is shown
   * and remembered on the device, not saved back.
   */
  meetAccount: (accountLocale: Locale | undefined) => Promise<void>;
}

/** The language the site is shown in; main.tsx activates the remembered one before the first render. */
export const useLocale = create<LocaleState>()((set, get) => ({
  locale: typeof localStorage !== 'undefined' ? readStoredLocale() : DEFAULT_LOCALE,
  choose: async (locale) => {
    await show(locale, set);
    if (account.signedIn()) await account.save(locale);
    else rememberChoice(locale);
  },
  meetAccount: async (accountLocale) => {
    const chosen = takeChoice();
    if (chosen) {
      if (chosen !== get().locale) await show(chosen, set);
      if (chosen !== accountLocale) await account.save(chosen);
    } else if (accountLocale && accountLocale !== get().locale) {
      await show(accountLocale, set);
    }
  },
}));
