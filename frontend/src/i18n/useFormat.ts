import { useLingui } from '@lingui/react';
import { formattersFor, type Formatters } from 'shared/format';
import { DEFAULT_LOCALE, isLocale } from 'shared/locales';

/** Dates, numbers and rupees in the page's language (re-rendered when the language changes). */
export function useFormat(): Formatters {
  const { i18n } = useLingui();
  return formattersFor(isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);
}
