import { i18n, type Messages } from '@lingui/core';
import type { Locale } from 'shared/locales';
import { describedFee } from '../catalogue/described-fee.ts';
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
 * Loads a language's catalogue (once), makes it the page's language and sets <html lang>. Tamil is
 * shown once its font is ready too (tamil-font.ts: on a phone without a Tamil font, text laid out
 * before the face arrived stays in the Latin font's empty boxes); the font comes while the catalogue
 * does, so the wait is the longer of the two, not their sum. False, and nothing shown, when a newer choice
 * came meanwhile.
 */
export async function activateLocale(locale: Locale, doc: Document = document): Promise<boolean> {
  const mine = ++latest;
  const font = locale === 'ta' ? loadTamilFont([400, 700], doc) : undefined;
  if (!loaded.has(locale)) {
    i18n.load(locale, await load(locale));
    loaded.add(locale);
  }
  await font;
  if (mine !== latest) return false;
  i18n.activate(locale);
  doc.documentElement.lang = locale;
  describeSite(locale, doc);
  return true;
}

/** The web app manifest of each language (pwa.config.ts writes both). */
const MANIFESTS: Record<Locale, string> = { en: '/manifest.webmanifest', ta: '/manifest-ta.webmanifest' };

/**
 * The page's description and web app manifest in the shown language: a Tamil reader who installs the
 * site, or shares a page, gets Tamil words. index.html carries the English ones.
 */
function describeSite(locale: Locale, doc: Document) {
  describeSiteOnly(doc);
  doc.querySelector('link[rel="manifest"]')?.setAttribute('href', MANIFESTS[locale]);
}

/**
 * Puts the site's own description back (in the shown language), after a page that had its own (a blog post),
 * with the published catalogue's registration fee.
 */
export function describeSiteOnly(doc: Document = document) {
  const fee = describedFee(doc);
  if (fee === undefined) return;
  doc
    .querySelector('meta[name="description"]')
    ?.setAttribute('content', i18n._({ ...appWords.description, values: { fee } }));
}
