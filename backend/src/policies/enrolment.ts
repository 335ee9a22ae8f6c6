import { interns } from './policy.ts';

/** An intern's own enrolment: their screens, their screenshot, paying again after a rejection. */
export const enrolmentPolicies = {
  'enrolment.read': interns,
  'enrolment.pay': interns,
};
