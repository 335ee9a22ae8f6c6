import { staff } from './policy.ts';

/** A staff account's own security, every staff role's: its sessions, ending them, new recovery codes. */
export const ownSecurityPolicies = {
  'own-security.manage': staff,
};
