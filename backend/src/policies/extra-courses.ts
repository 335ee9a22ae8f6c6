import { admins, interns } from './policy.ts';

/** Extra courses: an intern enrols, reads and pays for their own; admins list, validate and reject them. */
export const extraCoursePolicies = {
  'extra-courses.enrol': interns,
  'extra-courses.read-own': interns,
  'extra-courses.pay': interns,
  'extra-courses.list': admins,
  'extra-courses.validate': admins,
};
