import { interns, signedIn } from './policy.ts';

/** The signed-in user's own account: who they are, their password; an intern's language and e-mail proof. */
export const accountPolicies = {
  'account.read': signedIn,
  'account.password': signedIn,
  'account.language': interns,
  'account.email': interns,
};
