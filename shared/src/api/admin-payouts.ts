import { z } from 'zod';
import type { JobsAnswer } from './envelope.ts';
import { numericId } from './fields.ts';

const period = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'The period must look like 2026-11.');
/** GET /api/admin/payouts, GET /api/admin/payouts.csv */
export const periodQuery = z.object({ period: period.optional() });
/** POST /api/admin/payouts/run */
export const runBody = z.object({ period: period.optional() }).strict();
/** POST /api/admin/payouts/:id/paid */
export const payoutParams = z.object({ id: numericId('Unknown payout.') });
export const paidBody = z
  .object({ utr: z.string({ error: 'Please enter the UPI reference (UTR).' }).trim().regex(/^[A-Za-z0-9]{6,35}$/, 'The UTR is 6 to 35 letters or digits.') })
  .strict();

export interface Payout {
  id: number;
  period: string;
  referrer: { name: string; code: string; upiId: string };
  referralCount: number;
  amount: number;
  status: 'pending' | 'paid';
  utr: string | null;
  paidAt: string | null;
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
