import { readFileSync } from 'node:fs';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { parsePo } from 'pofile-ts';
import { isLocale, type Locale } from 'shared/locales';

export type { I18n } from '@lingui/core';

/**
 * The words the server writes for a reader outside a page (mails, documents, the README of a
 * personal-data export) live in one catalogue, workers/src/locales/<locale>.po (docs/I18N.md); the
 * API reads the same files for what it writes itself. Compiled on first use, once per language; a
 * message the catalogue lacks is written in the code's own English.
 */
const instances = new Map<Locale, I18n>();

function compiled(locale: Locale): Messages {
  const po = parsePo(readFileSync(new URL(`../../../workers/src/locales/${locale}.po`, import.meta.url), 'utf8'));
  const messages: Messages = {};
  for (const item of po.items)
    if (!item.obsolete && item.msgid && item.msgstr[0]) messages[item.msgid] = compileMessageOrThrow(item.msgstr[0]);
  return messages;
}

/** The server's words in a reader's language ('en' for anything else than a known language). */
export function serverWords(language: unknown): I18n {
  const locale: Locale = isLocale(language) ? language : 'en';
  const known = instances.get(locale);
  if (known) return known;
  const i18n = setupI18n({ locale, messages: { [locale]: compiled(locale) } });
  i18n.setMessagesCompiler(compileMessageOrThrow);
  instances.set(locale, i18n);
  return i18n;
}
