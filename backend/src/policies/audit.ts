import { admins } from './policy.ts';

/** The audit log: admins only. */
export const auditPolicies = {
  'audit.read': admins,
};
