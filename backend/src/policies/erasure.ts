import { admins, interns } from './policy.ts';

/** Erasure (DPDP Act): an intern asks for their own; admins see the scope and approve or refuse. */
export const erasurePolicies = {
  'erasure.request': interns,
  'erasure.decide': admins,
};
