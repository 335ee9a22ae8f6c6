import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, differenceInCalendarDays, format, isValid, parse, parseISO, subMonths } from 'date-fns';

/**
 * The business's calendar rules in one place (the API, the workers, the schedules and the site use
 * them): dates of the business are calendar dates in Asia/Kolkata, kept as 'YYYY-MM-DD' strings and
 * shown as dd/mm/yyyy.
 */
export const BUSINESS_TZ = 'Asia/Kolkata';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Accepts 'YYYY-MM-DD' (what the date columns hold) or a Date at midnight UTC. */
export function toIsoDate(value: string | Date): string {
  if (typeof value === 'string') {
    if (!isoDate.test(value)) throw new Error(`Not a calendar date: ${value}`);
    return value;
  }
  return value.toISOString().slice(0, 10);
}

/** Today's calendar date in Asia/Kolkata ('YYYY-MM-DD'). */
export function todayInIndia(now: Date = new Date()): string {
  return format(new TZDate(now.getTime(), BUSINESS_TZ), 'yyyy-MM-dd');
}

/** The internship's duration: days between start and end (the original: ceil((end - start) / one day)); never negative. */
export function durationDays(start: string | Date, end: string | Date): number {
  return Math.max(0, differenceInCalendarDays(parseISO(toIsoDate(end)), parseISO(toIsoDate(start))));
}

/** dd/mm/yyyy, the certificates', the messages' and the site's date format. */
export function formatDisplayDate(value: string | Date): string {
  const [y, m, d] = toIsoDate(value).split('-');
  return `${d}/${m}/${y}`;
}

/**
 * What a screen shows for a date or a timestamp the API sent: a calendar date as dd/mm/yyyy, a
 * timestamp as its day in India; nothing for nothing, and anything else as it came.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  if (isoDate.test(value)) return formatDisplayDate(value);
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? value : formatDisplayDate(todayInIndia(at));
}

/** A timestamp for the admin tables: dd/mm/yyyy hh:mm in India. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  return format(new TZDate(at.getTime(), BUSINESS_TZ), 'dd/MM/yyyy HH:mm');
}

/** True once the given calendar date has come in India (today is that day or later). */
export function hasDateCome(date: string | Date, now: Date = new Date()): boolean {
  return toIsoDate(date) <= todayInIndia(now);
}

/** 'YYYY-MM' of the month before the one that contains `now` in India (the payout run's period). */
export function previousPeriod(now: Date = new Date()): string {
  return format(subMonths(parseISO(todayInIndia(now)), 1), 'yyyy-MM');
}

/** The first calendar day of the month after the period, 'YYYY-MM-DD' (a period's exclusive end). */
export function periodEndExclusive(period: string): string {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(period)) throw new Error(`Not a period: ${period}`);
  return format(addMonths(parseISO(`${period}-01`), 1), 'yyyy-MM-dd');
}

/** A calendar date plus n days. */
export function addCalendarDays(date: string | Date, days: number): string {
  return format(addDays(parseISO(toIsoDate(date)), days), 'yyyy-MM-dd');
}

/** The calendar days from `from` to `to`, both included, oldest first. */
export function calendarDaysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = toIsoDate(from); day <= toIsoDate(to); day = addCalendarDays(day, 1)) days.push(day);
  return days;
}

/** The periods ('YYYY-MM') the calendar days from `from` to `to` touch, oldest first. */
export function periodsBetween(from: string, to: string): string[] {
  const periods: string[] = [];
  const last = toIsoDate(to).slice(0, 7);
  for (let period = toIsoDate(from).slice(0, 7); period <= last; period = periodEndExclusive(period).slice(0, 7))
    periods.push(period);
  return periods;
}

/** The ways Indian bank exports and payment apps write a day (dd/mm first: never the US order). */
const LOOSE_DATE_FORMATS = [
  'dd/MM/yyyy',
  'dd/MM/yy',
  'dd-MM-yyyy',
  'dd-MM-yy',
  'dd.MM.yyyy',
  'd MMM yyyy',
  'd MMM yy',
  'dd-MMM-yyyy',
  'dd-MMM-yy',
  'MMM d, yyyy',
  'd MMMM yyyy',
  'yyyy-MM-dd',
];

/**
 * A day written by a bank statement or a payment app ('23/11/26', '23-Nov-2026', '23 Nov 2026',
 * '2026-11-23', a leading '23/11/2026 10:42' too) as 'YYYY-MM-DD'; undefined if none of the formats fits.
 */
export function parseLooseDate(text: string): string | undefined {
  const day = text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[ ,T]+\d{1,2}:\d{2}.*$/, '');
  for (const pattern of LOOSE_DATE_FORMATS) {
    const at = parse(day, pattern, new Date(2000, 0, 1));
    if (isValid(at) && at.getFullYear() >= 2000 && at.getFullYear() < 2100) return format(at, 'yyyy-MM-dd');
  }
  return undefined;
}
