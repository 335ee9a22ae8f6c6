import { readFileSync } from 'node:fs';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { parsePo } from 'pofile-ts';
import { isLocale, type Locale } from 'shared/locales';

export type { I18n } from '@lingui/core';

/**
 * The words the server writes for a reader outside a page (mails, documents, the README of a
 * personal-data export) live in one catalogue, workers/src/locales/<locale>.po (docs/I18N.md), read
 * here for the API and the workers alike (workers/src/i18n/catalogue.ts). Compiled once per
 * language; a message the catalogue lacks is written in the code's own English.
 */

/** Every message of one language's catalogue that has a translation: { id: ICU text }. */
export function catalogueMessages(locale: Locale): Record<string, string> {
  const po = parsePo(readFileSync(new URL(`../../../workers/src/locales/${locale}.po`, import.meta.url), 'utf8'));
  const out: Record<string, string> = {};
  for (const item of po.items) {
    if (item.obsolete || !item.msgid || !item.msgstr[0]) continue;
    out[item.msgctxt ? `${item.msgctxt}\u0004${item.msgid}` : item.msgid] = item.msgstr[0];
  }
  return out;
}

/** Compiled once: a broken message fails the first use (the workers' start, the catalogue's test), never a mail. */
function compiled(locale: Locale): Messages {
  return Object.fromEntries(
    Object.entries(catalogueMessages(locale)).map(([id, text]) => [id, compileMessageOrThrow(text)]),
  );
}

const instances = new Map<Locale, I18n>();

/** The server's words in one language, made on first use and kept. */
export function serverI18n(locale: Locale): I18n {
  const known = instances.get(locale);
  if (known) return known;
  const i18n = setupI18n({ locale, messages: { [locale]: compiled(locale) } });
  i18n.setMessagesCompiler(compileMessageOrThrow);
  instances.set(locale, i18n);
  return i18n;
}

/** The server's words in a reader's language ('en' for anything else than a known language). */
export const serverWords = (language: unknown): I18n => serverI18n(isLocale(language) ? language : 'en');
