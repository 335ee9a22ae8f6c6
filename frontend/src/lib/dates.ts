/**
 * Calendar dates of the business ('YYYY-MM-DD', Asia/Kolkata, docs/ARCHITECTURE.md): shown as
 * dd/mm/yyyy (specification section 9) and compared as strings.
 */

const kolkata = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in India as 'YYYY-MM-DD'. */
export function todayInIndia(now: Date = new Date()): string {
  return kolkata.format(now);
}

/** '2026-03-09' (or an ISO timestamp) -> '09/03/2026'; anything else is returned as it came. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}

/** True when the calendar date has been reached (today or earlier), in India. */
export function reached(date: string, now: Date = new Date()): boolean {
  return date.slice(0, 10) <= todayInIndia(now);
}

/** Days between two calendar dates, rounded up (the internship duration of the profile panel). */
export function daysBetween(start: string, end: string): number {
  const ms = Date.parse(`${end.slice(0, 10)}T00:00:00Z`) - Date.parse(`${start.slice(0, 10)}T00:00:00Z`);
  return Number.isFinite(ms) ? Math.ceil(ms / 86_400_000) : 0;
}

/** A timestamp for the admin tables: dd/mm/yyyy hh:mm in India. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit' }).format(d);
  return `${formatDate(todayInIndia(d))} ${time}`;
}
