import type { MyReferrer, ReferralState, ReferrerConfirmed, ReferrerDashboard } from 'shared/api/referrers';
import { REFERRAL_REWARD_RUPEES } from 'shared/business';
import { todayInIndia } from 'shared/dates';
import type { CreditedReferral } from '../queries/referrals.ts';
import type { ActiveReferrer } from '../queries/referrers.ts';

/**
 * The part of a referred intern's name a referrer may see: one given name. Leading initials
 * ('R. Priya', 'K.Arun') are skipped, so the referrer can still tell their friends apart.
 */
export function firstNameOf(fullName: string): string {
  const parts = fullName.split(/[\s.]+/).filter(Boolean);
  return parts.find((p) => [...p].length > 1) ?? parts[0] ?? '';
}

/**
 * A referrer's credited referrals (queries/referrals.ts: the one definition). Pending until the
 * intern is validated; paid once a payout that includes the referral is marked paid. `count` is the
 * validated ones (paid included) and `total` what they earn.
 */
function referralSummary(credited: CreditedReferral[]) {
  const referrals = credited.map((r) => ({
    name: firstNameOf(r.name),
    state: (r.paid ? 'paid' : r.validated ? 'validated' : 'pending') as ReferralState,
    enrolledOn: todayInIndia(r.enrolledAt),
  }));
  const count = referrals.filter((r) => r.state !== 'pending').length;
  return { count, total: count * REFERRAL_REWARD_RUPEES, referrals };
}

/** POST /api/referrers/verify: only this referrer's own code, earnings and UPI id. */
export function presentReferrerDashboard(referrer: ActiveReferrer, credited: CreditedReferral[]): ReferrerDashboard {
  const summary = referralSummary(credited);
  return {
    code: referrer.code,
    name: referrer.name,
    count: summary.count,
    total: summary.total,
    upiId: referrer.upiId,
    referrals: summary.referrals,
  };
}

/** GET /api/me/referrer: the logged-in intern's own referrer record. */
export function presentOwnReferrer(referrer: ActiveReferrer, credited: CreditedReferral[]): MyReferrer {
  const summary = referralSummary(credited);
  return { code: referrer.code, count: summary.count, total: summary.total, upiId: referrer.upiId };
}

/** POST /api/referrers/confirm: what the e-mail's owner just confirmed, with the code they can share now. */
export function presentConfirmedReferrer(
  referrer: ActiveReferrer,
): Pick<ReferrerConfirmed, 'referralCode' | 'name' | 'upiId'> {
  return { referralCode: referrer.code, name: referrer.name, upiId: referrer.upiId };
}
