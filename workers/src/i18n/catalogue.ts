import { readFileSync } from 'node:fs';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { parsePo } from 'pofile-ts';
import { formatDisplayDate } from 'shared/dates';
import { formattersFor } from 'shared/format';
import { DEFAULT_LOCALE, LOCALES, type Locale } from 'shared/locales';

export type { I18n } from '@lingui/core';

/** The workers' catalogue of one language (workers/src/locales/<locale>.po), as written. */
function catalogueFile(locale: Locale): string {
  return readFileSync(new URL(`../locales/${locale}.po`, import.meta.url), 'utf8');
}

/** Every message of a catalogue that has a translation: { id: ICU text }. */
export function catalogueMessages(locale: Locale): Record<string, string> {
  const po = parsePo(catalogueFile(locale));
  const out: Record<string, string> = {};
  for (const item of po.items) {
    if (item.obsolete || !item.msgid || !item.msgstr[0]) continue;
    out[item.msgctxt ? `${item.msgctxt}\u0004${item.msgid}` : item.msgid] = item.msgstr[0];
  }
  return out;
}

/** Compiled once, at start: a broken message fails the worker's start (and the catalogue's test), never a mail. */
function compiled(locale: Locale): Messages {
  return Object.fromEntries(
    Object.entries(catalogueMessages(locale)).map(([id, text]) => [id, compileMessageOrThrow(text)]),
  );
}

const instances = new Map<Locale, I18n>();

/**
 * The words of mails and documents in one reader's language. English is the source: a message the
 * English catalogue lacks (not yet extracted) is written from the code's own English. Tamil has
 * every message (the catalogue's test fails otherwise), so a Tamil reader never gets English words.
 */
export function i18nFor(locale: Locale = DEFAULT_LOCALE): I18n {
  const known = instances.get(locale);
  if (known) return known;
  const i18n = setupI18n({ locale, messages: { [locale]: compiled(locale) } });
  i18n.setMessagesCompiler(compileMessageOrThrow);
  instances.set(locale, i18n);
  return i18n;
}

/** Loads every language's catalogue now (the workers' start), so a broken one stops the start. */
export function loadCatalogues(): void {
  for (const locale of LOCALES) i18nFor(locale);
}

/**
 * A calendar date as mails and documents print it, dd/mm/yyyy in both languages: English keeps the
 * specification's formatDisplayDate (byte for byte what it always printed), Tamil goes through the
 * product's one formatter (shared/format.ts).
 */
export function displayDate(locale: Locale, value: string | Date): string {
  return locale === 'en' ? formatDisplayDate(value) : formattersFor(locale).date(value);
}
