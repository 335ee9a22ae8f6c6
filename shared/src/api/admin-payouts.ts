import { z } from 'zod';
import type { JobsAnswer } from './envelope.ts';
import { numericId } from './fields.ts';
import type { ReferrerClashes } from './admin-students.ts';

const period = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'The period must look like 2026-11.');
/** GET /api/admin/payouts, GET /api/admin/payouts.csv */
export const periodQuery = z.object({ period: period.optional() });
/** POST /api/admin/payouts/run */
export const runBody = z.object({ period: period.optional() }).strict();
/** POST /api/admin/payouts/:id/paid */
export const payoutParams = z.object({ id: numericId('Unknown payout.') });
export const paidBody = z
  .object({
    utr: z
      .string({ error: 'Please enter the UPI reference (UTR).' })
      .trim()
      .regex(/^[A-Za-z0-9]{6,35}$/, 'The UTR is 6 to 35 letters or digits.'),
  })
  .strict();

export interface Payout {
  id: number;
  period: string;
  /**
   * Name and UPI id are null for an operator (policies/personal-fields.ts): they see 'Referrer #id'.
   * With the clash flags (another active referrer with the same phone or UPI id).
   */
  referrer: { id: number; name: string | null; code: string; upiId: string | null } & ReferrerClashes;
  referralCount: number;
  amount: number;
  status: 'pending' | 'paid';
  utr: string | null;
  paidAt: string | null;
  /** The bank's reason the last bulk transfer of it failed (still owed), if it did. */
  lastFailure: { reason: string; at: string | null } | null;
}
/** GET /api/admin/payouts: the period shown (the newest with payouts by default), every period, its payouts. */
export interface PayoutLedger {
  period: string;
  periods: string[];
  payouts: Payout[];
}
/** POST /api/admin/payouts/run (202) */
export interface PayoutRunStarted extends JobsAnswer {
  period: string;
  jobId: string;
}

/** POST /api/admin/payouts/results: what the bank's result file did (docs/PAYMENTS.md). */
export interface PayoutResults {
  /** Payouts marked paid now (each mails its statement). */
  paid: number;
  /** Rows for payouts already paid with the same UTR (the same file again). */
  alreadyPaid: number;
  /** Transfers the bank could not make: still owed, offered again in the next sheet. */
  failed: { reference: string; reason: string }[];
  /** Rows that changed nothing, and why. */
  problems: { line: number; reference: string; problem: string }[];
}
