import type { EntityManager } from '@mikro-orm/postgresql';
import { REFERRAL_REWARD_RUPEES } from 'shared/business';
import { todayInIndia } from 'shared/dates';
import type { Referrer } from '../entities/index.ts';
import { creditedReferralsOf } from '../queries/referrals.ts';

export type ReferralState = 'pending' | 'validated' | 'paid';

/** A confirmed referrer: the only kind any of these presenters is given. */
export type ActiveReferrer = Referrer & { code: string; confirmedAt: Date };

/** Narrows a referrer found by a lookup to an active one (confirmed, so it has its code). */
export function isActiveReferrer(referrer: Referrer | null): referrer is ActiveReferrer {
  return Boolean(referrer?.confirmedAt && referrer.code);
}

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
export async function loadReferralSummary(em: EntityManager, referrer: ActiveReferrer) {
  const credited = await creditedReferralsOf(em, referrer.id);
  const referrals = credited.map((r) => ({
    name: firstNameOf(r.name),
    state: (r.paid ? 'paid' : r.validated ? 'validated' : 'pending') as ReferralState,
    enrolledOn: todayInIndia(r.enrolledAt),
  }));
  const count = referrals.filter((r) => r.state !== 'pending').length;
  return { count, total: count * REFERRAL_REWARD_RUPEES, referrals };
}

/** POST /api/referrers/verify: only this referrer's own code, earnings and UPI id. */
export async function presentReferrerDashboard(em: EntityManager, referrer: ActiveReferrer) {
  const summary = await loadReferralSummary(em, referrer);
  return { code: referrer.code, name: referrer.name, count: summary.count, total: summary.total, upiId: referrer.upiId, referrals: summary.referrals };
}

/** GET /api/me/referrer: the logged-in intern's own referrer record. */
export async function presentOwnReferrer(em: EntityManager, referrer: ActiveReferrer) {
  const summary = await loadReferralSummary(em, referrer);
  return { code: referrer.code, count: summary.count, total: summary.total, upiId: referrer.upiId };
}

/** POST /api/referrers/confirm: what the e-mail's owner just confirmed, with the code they can share now. */
export function presentConfirmedReferrer(referrer: Referrer) {
  return { code: referrer.code, name: referrer.name, upiId: referrer.upiId };
}
