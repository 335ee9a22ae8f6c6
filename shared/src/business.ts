/** Business constants of the specification (section 9), each in one place. */

/** What a referrer earns per validated referral, in rupees. */
export const REFERRAL_REWARD_RUPEES = 70;

/** The largest payment screenshot the API accepts. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The intern id shown on the dashboard and certificates: the fixed prefix (ending in IN) plus the numeric id. */
export function internId(prefix: string, studentId: number): string {
  return `${prefix}${studentId}`;
}

/** Days between two calendar dates (YYYY-MM-DD), rounded up, as the dashboard shows the duration. */
export function durationDays(startDate: string, endDate: string): number {
  return Math.ceil((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000);
}
