import { admins, interns } from './policy.ts';

/** Correction requests: an intern asks about their own record; admins resolve them. */
export const correctionPolicies = {
  'corrections.request': interns,
  'corrections.resolve': admins,
};
