/** Business constants of the specification (section 9), each in one place. */

/** What a referrer earns per validated referral, in rupees. */
export const REFERRAL_REWARD_RUPEES = 70;

/** The largest payment screenshot the API accepts. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The intern id shown on the dashboard and certificates: the fixed prefix (ending in IN) plus the numeric id. */
export function internId(prefix: string, studentId: number): string {
  return `${prefix}${studentId}`;
}

/** How long a 'Forgot password?' link works, in minutes (issue 17). */
export const PASSWORD_RESET_TTL_MINUTES = 30;
/** How long the link that proves an intern's e-mail works (from the mail that carries it). */
export const EMAIL_PROOF_TTL_HOURS = 72;
