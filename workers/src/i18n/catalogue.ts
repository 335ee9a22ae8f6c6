import { catalogueMessages, serverI18n, type I18n } from 'backend/lib/server-words';
import { formatDisplayDate } from 'shared/dates';
import { formattersFor } from 'shared/format';
import { DEFAULT_LOCALE, LOCALES, type Locale } from 'shared/locales';

export type { I18n };

export { catalogueMessages };

/**
 * The words of mails and documents in one reader's language (backend/src/lib/server-words.ts reads the
 * catalogue). English is the source: a message the English catalogue lacks (not yet extracted) is
 * written from the code's own English. Tamil has every message (the catalogue's test fails otherwise),
 * so a Tamil reader never gets English words.
 */
export const i18nFor = (locale: Locale = DEFAULT_LOCALE): I18n => serverI18n(locale);

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
