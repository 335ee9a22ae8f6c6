import type { StaffRole } from 'shared/api/admin-accounts';

/**
 * What of the admin overview a staff member sees (docs/ADMIN-OVERVIEW.md): admins every part; operators, who keep
 * delivery running, the mail figures only (enrolments, the pending queue, fees and payouts are null).
 */
export function seesWholeOverview(role: StaffRole): boolean {
  return role === 'admin';
}
