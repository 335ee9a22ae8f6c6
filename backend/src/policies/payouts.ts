import { admins, operators } from './policy.ts';

/**
 * Referral payouts: admins and operators follow their states (an operator without names or UPI ids:
 * personal-fields.ts); the bank's CSV, a run and recording what was paid are for admins.
 */
export const payoutPolicies = {
  'payouts.read': operators,
  'payouts.export': admins,
  'payouts.run': admins,
  'payouts.record': admins,
};
