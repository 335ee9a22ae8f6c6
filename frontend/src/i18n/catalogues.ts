import { i18n, type Messages } from '@lingui/core';
import type { Locale } from 'shared/locales';
import { REGISTRATION_FEE_RUPEES } from 'shared/payments';
import { appWords } from './app-words.ts';
import { loadTamilFont } from './tamil-font.ts';

/**
 * Each language's catalogue is its own chunk (compiled from frontend/src/locales/*.po at build time):
 * a page loads only the language it shows.
 */
const catalogues: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en.po'),
  ta: () => import('../locales/ta.po'),
};

/** A dropped connection on a phone should not leave the page without words: try a few times. */
async function load(locale: Locale, tries = 3): Promise<Messages> {
  for (let attempt = 1; ; attempt++) {
    try {
      return (await catalogues[locale]()).messages;
    } catch (err) {
      if (attempt >= tries) throw err;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

const loaded = new Set<Locale>();

/** The newest choice: a choice of English made while Tamil's catalogue was on its way must not be undone when it lands. */
let latest = 0;

/**
 * Loads a language's catalogue (once), makes it the page's language and sets <html lang>. For Tamil
 * the site's Noto Sans Tamil faces are asked for at once, beside the catalogue (tamil-font.ts), but
 * the page does not wait for them: a phone without the font shows the words as soon as they arrive
 * and the browser draws them again in the Tamil face when it lands.
 */
export async function activateLocale(locale: Locale, doc: Document = document): Promise<void> {
  const mine = ++latest;
  if (locale === 'ta') void loadTamilFont([400, 700], doc);
  if (!loaded.has(locale)) {
    i18n.load(locale, await load(locale));
    loaded.add(locale);
  }
  if (mine !== latest) return;
  i18n.activate(locale);
  doc.documentElement.lang = locale;
  describeSite(locale, doc);
}

/** The web app manifest of each language (pwa.config.ts writes both). */
const MANIFESTS: Record<Locale, string> = { en: '/manifest.webmanifest', ta: '/manifest-ta.webmanifest' };

/**
 * The page's description and web app manifest in the shown language: a Tamil reader who installs the
 * site, or shares a page, gets Tamil words. index.html carries the English ones.
 */
function describeSite(locale: Locale, doc: Document) {
  doc.querySelector('meta[name="description"]')?.setAttribute('content', i18n._({ ...appWords.description, values: { fee: REGISTRATION_FEE_RUPEES } }));
  doc.querySelector('link[rel="manifest"]')?.setAttribute('href', MANIFESTS[locale]);
}
