import type { StaffRole } from 'shared/api/admin-accounts';
import type { Payout as PayoutView } from 'shared/api/admin-payouts';
import type { ReferrerClashes } from 'shared/api/admin-students';
import type { Payout } from '../entities/index.ts';
import { seesPersonalFields } from '../policies/personal-fields.ts';
import { NO_CLASH } from '../queries/referrer-clashes.ts';

/**
 * A payout of the ledger; for an operator the referrer is their id and code, without name or UPI id.
 * The clash flags (another active referrer with the same phone or UPI id) name only ids.
 */
export function presentPayout(
  payout: Payout,
  viewer: StaffRole,
  clashes: Map<number, ReferrerClashes> = new Map(),
): PayoutView {
  const r = payout.referrer;
  const personal = seesPersonalFields(viewer);
  return {
    id: payout.id,
    period: payout.period,
    referrer: {
      id: r.id,
      name: personal ? r.name : null,
      code: r.code ?? '',
      upiId: personal ? r.upiId : null,
      ...(clashes.get(r.id) ?? NO_CLASH),
    },
    referralCount: payout.referralCount,
    amount: payout.amount,
    status: payout.status,
    utr: payout.utr ?? null,
    paidAt: payout.paidAt?.toISOString() ?? null,
    lastFailure: payout.lastFailureReason
      ? { reason: payout.lastFailureReason, at: payout.lastFailedAt?.toISOString() ?? null }
      : null,
  };
}

/** The bulk UPI transfer sheet: one row per payout; the reference is what the bank statement shows. */
export function payoutCsvRow(payout: Payout) {
  return [payout.referrer.name, payout.referrer.upiId, payout.amount, `REF-${payout.period}-${payout.id}`];
}
