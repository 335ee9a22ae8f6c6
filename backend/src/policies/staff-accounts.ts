import { admins } from './policy.ts';

/** Staff accounts: listing, inviting, disabling and enabling them, admins only (accepting an invitation is public). */
export const staffAccountPolicies = {
  'staff-accounts.manage': admins,
};
