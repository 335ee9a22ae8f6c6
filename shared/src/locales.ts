/**
 * The languages of the product: English (the default, the specification's wording) and Tamil.
 * A visitor's choice is kept on the device; an intern's (and a referrer's) on their record too, so
 * mails and documents follow it.
 */
export const LOCALES = ['en', 'ta'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in its own script: what the language switch shows. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', ta: 'தமிழ்' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The tag Intl formats with: India's English and Tamil (Indian digit grouping, ₹). */
export function intlTag(locale: Locale): string {
  return locale === 'ta' ? 'ta-IN' : 'en-IN';
}
