import type { EntityManager } from '@mikro-orm/postgresql';
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { REFERRAL_REWARD_RUPEES } from '../catalog/business.ts';
import { PayoutItem, Student, type Referrer } from '../entities/index.ts';
import { BUSINESS_TIME_ZONE } from '../policies/documents.ts';

export type ReferralState = 'pending' | 'validated' | 'paid';

/**
 * The part of a referred intern's name a referrer may see: one given name. Leading initials
 * ('R. Priya', 'K.Arun') are skipped, so the referrer can still tell their friends apart.
 */
export function firstNameOf(fullName: string): string {
  const parts = fullName.split(/[\s.]+/).filter(Boolean);
  return parts.find((p) => [...p].length > 1) ?? parts[0] ?? '';
}

/**
 * The referrals made with a code: every intern who enrolled with it and still carries it (an admin's
 * clear-referral removes it). Pending until the intern is validated; paid once a payout that includes
 * the referral is marked paid. `count` is the validated ones (paid included) and `total` what they earn.
 */
export async function loadReferralSummary(em: EntityManager, code: string) {
  const students = await em.find(Student, { referralCode: code }, { orderBy: { createdAt: 'desc', id: 'desc' }, fields: ['id', 'name', 'validated', 'createdAt'] });
  const paidIds = new Set<number>();
  if (students.length > 0) {
    const items = await em.find(
      PayoutItem,
      { student: { $in: students.map((s) => s.id) }, payout: { status: 'paid' } },
      { fields: ['id', 'student'] },
    );
    for (const item of items) paidIds.add(item.student.id);
  }
  const referrals = students.map((s) => ({
    name: firstNameOf(s.name),
    state: (paidIds.has(s.id) ? 'paid' : s.validated ? 'validated' : 'pending') as ReferralState,
    enrolledOn: format(s.createdAt, 'yyyy-MM-dd', { in: tz(BUSINESS_TIME_ZONE) }),
  }));
  const count = referrals.filter((r) => r.state !== 'pending').length;
  return { count, total: count * REFERRAL_REWARD_RUPEES, referrals };
}

/** POST /api/referrers/verify: only this referrer's own code, earnings and UPI id. */
export async function presentReferrerDashboard(em: EntityManager, referrer: Referrer) {
  const summary = await loadReferralSummary(em, referrer.code);
  return { code: referrer.code, name: referrer.name, count: summary.count, total: summary.total, upiId: referrer.upiId, referrals: summary.referrals };
}

/** GET /api/me/referrer: the logged-in intern's own referrer record. */
export async function presentOwnReferrer(em: EntityManager, referrer: Referrer) {
  const summary = await loadReferralSummary(em, referrer.code);
  return { code: referrer.code, count: summary.count, total: summary.total, upiId: referrer.upiId };
}
