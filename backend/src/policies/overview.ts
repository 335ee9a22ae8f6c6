import type { StaffRole } from 'shared/api/admin-accounts';
import { admins, roleMay, staff } from './policy.ts';

/**
 * The admin overview (docs/ADMIN-OVERVIEW.md): staff open it; admins see every part, operators, who keep delivery
 * running, the mail figures only (enrolments, the pending queue, fees and payouts are null).
 */
export const overviewPolicies = {
  'overview.read': staff,
  'overview.whole': admins,
};

export const seesWholeOverview = (role: StaffRole) => roleMay(role, overviewPolicies['overview.whole']);
