import { staff } from './policy.ts';

/** A staff account's own security: its sessions, ending them, new recovery codes. */
export const ownSecurityPolicies = {
  'own-security.manage': staff,
};
