import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The words of the events on the staff screens, in the page's language: the audit log's actions (its
 * Action filter and its rows) and what a student did themself (a student's timeline). The English is
 * shared/audit.ts's, word for word (a test compares them); an event without words here is shown as the
 * server labelled it.
 */
export const actionLabels: Record<string, MessageDescriptor> = {
  'admin.second-factor-verified': msg`Signed in`,
  'admin.totp-enabled': msg`Set up the authenticator (first sign-in)`,
  'admin.totp-enrolment-started': msg`Started setting up the authenticator`,
  'admin.recovery-codes-renewed': msg`Renewed recovery codes`,
  'admin.totp-reset': msg`Authenticator reset (command line)`,
  'account.password-changed': msg`Changed a password`,
  'account.sessions-ended': msg`Ended sessions`,
  'account.sign-in-attempts': msg`Many failed sign-ins (owner warned)`,
  'student.validated': msg`Validated a student`,
  'student.referral-cleared': msg`Cleared a refer code`,
  'student.completed': msg`Internship completed (certificate due)`,
  'extra-course.validated': msg`Validated an extra course`,
  'student.payment-rejected': msg`Rejected a student's payment`,
  'extra-course.payment-rejected': msg`Rejected an extra course's payment`,
  'extra-course.completed': msg`Extra course completed (certificate due)`,
  'mail.resend-requested': msg`Resent a mail`,
  'job.retry-requested': msg`Retried a failed job`,
  'payout.run-requested': msg`Started a payout run`,
  'payout.period-closed': msg`Payout period closed`,
  'payout.paid': msg`Marked a payout paid`,
  'payout.transfer-failed': msg`Recorded the bank's failed transfer of a payout`,
  'statement.imported': msg`Imported a bank statement`,
  'catalogue.published': msg`Published a catalogue page`,
  'question.saved': msg`Saved a test question`,
  'question.retired': msg`Retired a test question`,
  'question.restored': msg`Brought a retired test question back`,
  'questions.imported': msg`Imported test questions from a file`,
  'test.settings-changed': msg`Changed a test's questions, time limit or review`,
  'student.test-extra-time': msg`Granted an intern extra time on tests`,
  'student.erasure-approved': msg`Approved an intern's erasure request (personal data erased)`,
  'student.erasure-refused': msg`Refused an intern's erasure request`,
  'referrer.erased': msg`A refer-and-earn member erased their data (mailed link)`,
  'referrer.link-requested': msg`An intern asked to link a refer-and-earn membership (the member was mailed)`,
  'referrer.linked': msg`A refer-and-earn membership was linked to an intern account (both sides)`,
  'referrer.unlinked': msg`A refer-and-earn membership was unlinked from an intern account`,
  'privacy.retention-applied': msg`Deleted or anonymised personal data past its retention period`,
  'privacy.unmatched-credits-forgotten': msg`Cleared the payer's details of bank credits unmatched past their retention period`,
  'student.email-disowned': msg`The e-mail's owner said the registration is not theirs (This wasn't me)`,
  'overview.rollup-rebuilt': msg`Put right the overview's daily figures (the nightly rebuild found drift)`,
  'catalogue.image-uploaded': msg`Uploaded a course card image`,
};

const studentEventLabels: Record<string, MessageDescriptor> = {
  'student.registered': msg`Registered and paid`,
  'student.test-submitted': msg`Submitted test 1`,
  'extra-course.added': msg`Added an extra course`,
  'student.password-reset-requested': msg`A password reset link was asked for`,
  'student.password-reset': msg`Set a new password with a reset link`,
  'student.email-proof-requested': msg`A link to confirm the e-mail was asked for`,
  'student.email-verified': msg`Confirmed their e-mail with the mailed link`,
  'student.language-chosen': msg`Chose the language they read`,
  'student.payment-resubmitted': msg`Sent a new payment screenshot after a rejection`,
  'extra-course.payment-resubmitted': msg`Sent a new transaction id for an extra course's payment`,
  'student.erasure-requested': msg`Asked for their personal data to be erased`,
  'student.data-exported': msg`Downloaded their personal data`,
};

/** The words for an event type in the page's language, else `fallback` (the server's label). */
export function eventWords(type: string, fallback: string): string {
  const label = Object.hasOwn(actionLabels, type)
    ? actionLabels[type]
    : Object.hasOwn(studentEventLabels, type)
      ? studentEventLabels[type]
      : undefined;
  return label ? i18n._(label) : fallback;
}
