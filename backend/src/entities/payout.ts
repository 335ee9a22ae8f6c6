import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Referrer } from './referrer.ts';
import { timestamps } from './timestamps.ts';

/** What one referrer is owed for one month (period 'YYYY-MM'); one per referrer and month. */
export const Payout = defineEntity({
  name: 'Payout',
  tableName: 'payouts',
  uniques: [{ properties: ['referrer', 'period'] }],
  properties: {
    id: p.integer().primary(),
    referrer: () => p.manyToOne(Referrer).deleteRule('cascade'),
    period: p.string().length(7).index(),
    referralCount: p.integer(),
    amount: p.integer(),
    status: p.enum(['pending', 'paid']).default('pending'),
    utr: p.string().nullable(),
    paidAt: p.datetime().nullable(),
    /** The bank's reason when its bulk transfer could not pay this payout (still owed: offered again). */
    lastFailureReason: p.string().nullable(),
    lastFailedAt: p.datetime().nullable(),
    ...timestamps,
  },
});
export type Payout = InferEntity<typeof Payout>;
