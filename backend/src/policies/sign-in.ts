import { policy } from './policy.ts';

/** The second step of an admin's sign-in: only a session whose password step passed, at that step. */
export const signInPolicies = {
  'sign-in.code': policy({ audience: 'pending', step: 'code' }),
  'sign-in.enrol': policy({ audience: 'pending', step: 'enrol' }),
};
