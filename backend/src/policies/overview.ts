import type { StaffRole } from 'shared/api/admin-accounts';
import { admins, operators, roleMay } from './policy.ts';

/**
 * The admin overview (docs/ADMIN-OVERVIEW.md): admins and operators open it (an editor has no figures to see); admins see every part, operators, who keep delivery
 * running, the mail figures only (enrolments, the pending queue, fees and payouts are null).
 */
export const overviewPolicies = {
  'overview.read': operators,
  'overview.whole': admins,
};

export const seesWholeOverview = (role: StaffRole) => roleMay(role, overviewPolicies['overview.whole']);
