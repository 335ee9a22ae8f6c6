import { z } from 'zod';

const period = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'The period must look like 2026-11.');
export const periodQuery = z.object({ period: period.optional() });
export const runBody = z.object({ period: period.optional() }).strict();
export const payoutParams = z.object({ id: z.coerce.number().int().positive('Unknown payout.') });
export const paidBody = z
  .object({ utr: z.string({ error: 'Please enter the UPI reference (UTR).' }).trim().regex(/^[A-Za-z0-9]{6,35}$/, 'The UTR is 6 to 35 letters or digits.') })
  .strict();
