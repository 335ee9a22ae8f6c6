import { admins } from './policy.ts';

/**
 * The interns' records on the staff side: admins only (an operator never sees an intern's personal
 * data: personal-fields.ts). Listing, the CSV, one record with its screenshot and documents,
 * validating or rejecting the payment, correcting it, sending a password-reset link.
 */
export const studentPolicies = {
  'students.list': admins,
  'students.export': admins,
  'students.read': admins,
  'students.validate': admins,
  'students.correct': admins,
  'students.password-reset': admins,
};
