import { admins, interns } from './policy.ts';

/**
 * Refer-and-earn: admins read the referral counts and clear a student's referral; a signed-in intern
 * manages the link between their account and a membership (the member's mailed link decides: public).
 */
export const referralPolicies = {
  'referrals.list': admins,
  'referrals.clear': admins,
  'membership-link.manage': interns,
};
