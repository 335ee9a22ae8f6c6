import { BUSINESS_TZ, toIsoDate } from './dates.ts';
import { intlTag, type Locale } from './locales.ts';

/**
 * The one way a date, a number or an amount is written for a reader, in their language, on Intl:
 * the site, the mails and the documents all use it. Days are Asia/Kolkata days; calendar dates
 * ('YYYY-MM-DD') stay the day they name.
 */
export interface Formatters {
  /** dd/mm/yyyy, the specification's date: '26/11/2026'. */
  date(value: string | Date): string;
  /** A day without its year, for a chart's axis: '26/11'. */
  dayShort(value: string | Date): string;
  /** A month in figures, for a chart's axis: '11/2026'. */
  monthShort(value: string | Date): string;
  /** A day in words: '26 November 2026', '26 நவம்பர், 2026'. */
  longDate(value: string | Date): string;
  /** A moment: '26 Nov 2026, 5:30 pm'. */
  dateTime(value: string | Date): string;
  /** A month: 'November 2026' (value: 'YYYY-MM' or a date). */
  month(value: string | Date): string;
  /** A count with Indian grouping: '1,23,456'. */
  number(value: number): string;
  /** Rupees, whole: '₹1,23,499'. */
  rupees(value: number): string;
}

const cache = new Map<Locale, Formatters>();

/** A calendar date as the instant it starts in UTC: formatted in Asia/Kolkata it is the same day. */
function instant(value: string | Date): Date {
  if (typeof value !== 'string') return value;
  if (/^\d{4}-\d{2}$/.test(value)) return new Date(`${value}-01T00:00:00Z`);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${toIsoDate(value)}T00:00:00Z`);
  return new Date(value);
}

/**
 * One Intl formatter, made on its first use: making one loads the language's ICU data and costs a
 * phone's main thread several milliseconds each, and a page usually writes one or two kinds of value.
 */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

export function formattersFor(locale: Locale): Formatters {
  const known = cache.get(locale);
  if (known) return known;
  const tag = intlTag(locale);
  const timeZone = BUSINESS_TZ;
  const dates = (options: Intl.DateTimeFormatOptions) =>
    once(() => new Intl.DateTimeFormat(tag, { ...options, timeZone }));
  const date = dates({ day: '2-digit', month: '2-digit', year: 'numeric' });
  const dayShort = dates({ day: '2-digit', month: '2-digit' });
  const monthShort = dates({ month: '2-digit', year: 'numeric' });
  const longDate = dates({ day: 'numeric', month: 'long', year: 'numeric' });
  const dateTime = dates({ dateStyle: 'medium', timeStyle: 'short' });
  const month = dates({ month: 'long', year: 'numeric' });
  const number = once(() => new Intl.NumberFormat(tag));
  const rupees = once(
    () => new Intl.NumberFormat(tag, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }),
  );
  const made: Formatters = {
    date: (v) => date().format(instant(v)),
    dayShort: (v) => dayShort().format(instant(v)),
    monthShort: (v) => monthShort().format(instant(v)),
    longDate: (v) => longDate().format(instant(v)),
    dateTime: (v) => dateTime().format(instant(v)),
    month: (v) => month().format(instant(v)),
    number: (v) => number().format(v),
    rupees: (v) => rupees().format(v),
  };
  cache.set(locale, made);
  return made;
}

// Grapheme clusters are the same in every language (Unicode's default rules): one segmenter serves all,
// made on the first cut (making it loads ICU's break rules: tens of milliseconds on a phone's first screen).
const graphemes = once(() => new Intl.Segmenter(undefined, { granularity: 'grapheme' }));

/**
 * The first `max` letters of a text as a reader counts them (grapheme clusters): a Tamil letter with
 * its vowel sign is one, never cut in half. `mark` ends a cut text ('…' unless told otherwise).
 */
export function cutText(text: string, max: number, mark = '…'): string {
  const letters = Array.from(graphemes().segment(text), (s) => s.segment);
  return letters.length <= max ? text : `${letters.slice(0, max).join('').trimEnd()}${mark}`;
}
