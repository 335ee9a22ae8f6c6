/** Business constants of the specification (section 9), each in one place. */

/** What a referrer earns per validated referral, in rupees. */
export const REFERRAL_REWARD_RUPEES = 70;

/** Each test's number of questions (tests 1 to 3): each test's draw rules draw exactly these (shared/api/question-banks.ts). */
export const testSizes = { 1: 25, 2: 30, 3: 25 } as const;
/** Only test 1 sets the intern's mark, so a mark is out of test 1's size: 'out of 25' on the certificate. */
export const TEST_MARK_OUT_OF = testSizes[1];
/**
 * How often one intern may take one test, in any hour and in any 24 hours: each new attempt and each
 * grading counts. Enough for honest retakes; too few to work the answer key out by changing one answer
 * at a time (about 60-75 gradings per test), which the day's cap stretches over several days.
 */
export const TEST_TAKES_PER_HOUR = 10;
export const TEST_TAKES_PER_DAY = 20;
/**
 * A timed test's answer arriving this long after the deadline still counts: the intern chose it in
 * time and the network carried it late (a phone between towers). The server's clock decides.
 */
export const TEST_ANSWER_GRACE_SECONDS = 30;
/**
 * Extra time staff grant an intern on timed tests (WCAG 2.2.1 Timing Adjustable), in per cent of each
 * limit: 0 (none) to 400 (five times the limit), in steps of 5.
 */
export const MAX_TEST_EXTRA_TIME_PERCENT = 400;
export const TEST_EXTRA_TIME_STEP = 5;

/** The largest payment screenshot the API accepts. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The largest question file (GIFT or Aiken) an import reads: 2 MB holds thousands of questions, Tamil included (3 bytes a letter). */
export const MAX_QUESTION_FILE_BYTES = 2 * 1024 * 1024;

/**
 * The largest picture the API accepts as a payment screenshot, whatever its bytes: a
 * phone screenshot (1080x2400, or a scrolling one of 1080x10,000) and a camera photo (48 MP is
 * 8064x6048) pass; a picture made to keep the OCR busy, or too long and narrow to be a screen, does not.
 */
export const SCREENSHOT_PICTURE_LIMITS = { maxPixels: 50_000_000, maxSide: 12_000, maxAspect: 10 } as const;

/** The intern id shown on the dashboard and certificates: the fixed prefix (ending in IN) plus the numeric id. */
export function internId(prefix: string, studentId: number): string {
  return `${prefix}${studentId}`;
}

/** How long a 'Forgot password?' link works, in minutes. */
export const PASSWORD_RESET_TTL_MINUTES = 30;
/** How long the link that proves an intern's e-mail works (from the mail that carries it). */
export const EMAIL_PROOF_TTL_HOURS = 72;
/**
 * How long the "This wasn't me" link of those mails works, in days (from the mail): longer than the
 * proof, because the address owner may read a mail they did not expect weeks later.
 */
export const EMAIL_DISOWN_TTL_DAYS = 30;
/** How long a refer-and-earn member's mailed confirmation link works (counted from the mail). */
export const REFERRER_LINK_TTL_HOURS = 48;
/** How long the link in the mail telling a member of a new link to an intern account can remove that link. */
export const REFERRER_UNLINK_TTL_DAYS = 90;
