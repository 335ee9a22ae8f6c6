import type { Payout as PayoutView } from 'shared/api/admin-payouts';
import type { ReferrerClashes } from 'shared/api/admin-students';
import type { Payout } from '../entities/index.ts';
import { NO_CLASH } from '../queries/referrer-clashes.ts';

export function presentPayout(payout: Payout, clashes: Map<number, ReferrerClashes> = new Map()): PayoutView {
  const r = payout.referrer;
  return {
    id: payout.id,
    period: payout.period,
    referrer: { id: r.id, name: r.name, code: r.code ?? '', upiId: r.upiId, ...(clashes.get(r.id) ?? NO_CLASH) },
    referralCount: payout.referralCount,
    amount: payout.amount,
    status: payout.status,
    utr: payout.utr ?? null,
    paidAt: payout.paidAt?.toISOString() ?? null,
    lastFailure: payout.lastFailureReason ? { reason: payout.lastFailureReason, at: payout.lastFailedAt?.toISOString() ?? null } : null,
  };
}

/** The bulk UPI transfer sheet: one row per payout; the reference is what the bank statement shows. */
export function payoutCsvRow(payout: Payout) {
  return [payout.referrer.name, payout.referrer.upiId, payout.amount, `REF-${payout.period}-${payout.id}`];
}
