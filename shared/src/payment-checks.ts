import { addCalendarDays, todayInIndia } from './dates.ts';
import type { ScreenshotReading } from './payments.ts';

/** What an admin is warned of about a payment screenshot (docs/PAYMENTS.md). */
export type PaymentFlagCode = 'unreadable' | 'amount' | 'payee' | 'status' | 'before-attempt' | 'too-old' | 'utr';
export interface PaymentFlag {
  code: PaymentFlagCode;
  words: string;
}

export interface PaymentCheckContext {
  /**
   * The amounts this payment may be, in rupees: the fee the intern was shown and accepted, as stored with
   * the registration (`students.fee_rupees`) or the extra course (its amounts), never today's fee.
   */
  fees: readonly number[];
  /** When the payment was shown: the reference's created_at, else the registration's. */
  attemptAt: Date | string;
  /** The UTR the intern typed, if any. */
  typedUtr: string | null;
  /** Ours, from the site config (COMPANY_UPI_ID, COMPANY_UPI_NAME). */
  payeeUpiId: string;
  payeeName: string;
  now: Date;
}

/** A screenshot older than this many days is not the payment of a fresh enrolment. */
export const SCREENSHOT_MAX_AGE_DAYS = 7;
/** OCR drops or swaps a letter or two: a payee this close to ours is ours. */
const PAYEE_MAX_EDITS = 2;

const letters = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const rupees = (n: number) => `₹${Number.isInteger(n) ? n : n.toFixed(2)}`;

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length]!;
}

/**
 * Whether the payee read is ours: the UPI id or the name, letters and digits only, whatever the case,
 * within two edits; or the read text holds the id's part before '@' or our whole name (an app prints
 * 'Paid to TN Tech Consultancy' or the id with its bank).
 */
export function isOurPayee(read: string, ours: { upiId: string; name: string }): boolean {
  const text = letters(read);
  if (!text) return false;
  const candidates = [letters(ours.upiId), letters(ours.name)].filter(Boolean);
  if (candidates.some((c) => editDistance(text, c) <= PAYEE_MAX_EDITS)) return true;
  const handle = letters(ours.upiId.split('@')[0] ?? '');
  return [handle, letters(ours.name)].some((part) => part.length >= 4 && text.includes(part));
}

/**
 * The warnings about a payment screenshot, from what OCR read on it. No reading yet: none (the screen
 * says 'Reading the screenshot…'). A field OCR could not read is not a warning by itself; a screenshot
 * with nothing readable is one ('could not read the screenshot'). Dates are compared as calendar days
 * in India: a screenshot shows the minute at best, often the day only.
 */
export function paymentFlags(reading: ScreenshotReading | null, ctx: PaymentCheckContext): PaymentFlag[] {
  if (!reading) return [];
  if (reading.state === 'unreadable') return [{ code: 'unreadable', words: 'Could not read the screenshot' }];
  const flags: PaymentFlag[] = [];
  const { fees } = ctx;
  if (reading.amountRupees !== null && !fees.some((fee) => Math.abs(fee - reading.amountRupees!) < 0.005)) {
    flags.push({
      code: 'amount',
      words: `Amount ${rupees(reading.amountRupees)} is not the fee (${fees.map(rupees).join(' or ')})`,
    });
  }
  if (reading.payee !== null && !isOurPayee(reading.payee, { upiId: ctx.payeeUpiId, name: ctx.payeeName })) {
    flags.push({ code: 'payee', words: `Paid to ${reading.payee}, not to us` });
  }
  if (reading.status !== null && reading.status !== 'success') {
    flags.push({ code: 'status', words: `The payment shows as ${reading.status}` });
  }
  if (reading.paidAt !== null) {
    const paidOn = todayInIndia(new Date(reading.paidAt));
    if (paidOn < todayInIndia(new Date(ctx.attemptAt))) {
      flags.push({ code: 'before-attempt', words: 'Paid before this enrolment began' });
    } else if (paidOn < addCalendarDays(todayInIndia(ctx.now), -SCREENSHOT_MAX_AGE_DAYS)) {
      flags.push({ code: 'too-old', words: `Paid more than ${SCREENSHOT_MAX_AGE_DAYS} days ago` });
    }
  }
  if (reading.utr !== null && ctx.typedUtr && letters(reading.utr) !== letters(ctx.typedUtr)) {
    flags.push({ code: 'utr', words: 'The UTR typed is not the one on the screenshot' });
  }
  return flags;
}
