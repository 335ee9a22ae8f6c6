/**
 * The audit log's words for the events (backend/src/events/types.ts) that admins and the system
 * record: the API labels each entry with these, and the admin's Audit screen offers them as its
 * Action filter. An event without a label here is shown by its own name.
 */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'admin.second-factor-verified': 'Signed in',
  'admin.totp-enabled': 'Set up the authenticator (first sign-in)',
  'admin.totp-enrolment-started': 'Started setting up the authenticator',
  'admin.recovery-codes-renewed': 'Renewed recovery codes',
  'admin.totp-reset': 'Authenticator reset (command line)',
  'account.password-changed': 'Changed a password',
  'account.sessions-ended': 'Ended sessions',
  'account.sign-in-attempts': 'Many failed sign-ins (owner warned)',
  'student.validated': 'Validated a student',
  'student.referral-cleared': 'Cleared a refer code',
  'student.completed': 'Internship completed (certificate due)',
  'extra-course.validated': 'Validated an extra course',
  'student.payment-rejected': "Rejected a student's payment",
  'extra-course.payment-rejected': "Rejected an extra course's payment",
  'extra-course.completed': 'Extra course completed (certificate due)',
  'mail.resend-requested': 'Resent a mail',
  'job.retry-requested': 'Retried a failed job',
  'payout.run-requested': 'Started a payout run',
  'payout.period-closed': 'Payout period closed',
  'payout.paid': 'Marked a payout paid',
  'payout.transfer-failed': "Recorded the bank's failed transfer of a payout",
  'statement.imported': 'Imported a bank statement',
  'student.erasure-approved': "Approved an intern's erasure request (personal data erased)",
  'student.erasure-refused': "Refused an intern's erasure request",
  'referrer.erased': 'A refer-and-earn member erased their data (mailed link)',
  'referrer.link-requested': 'An intern asked to link a refer-and-earn membership (the member was mailed)',
  'referrer.linked': 'A refer-and-earn membership was linked to an intern account (both sides)',
  'referrer.unlinked': 'A refer-and-earn membership was unlinked from an intern account',
  'privacy.retention-applied': 'Deleted or anonymised personal data past its retention period',
  'privacy.unmatched-credits-forgotten':
    "Cleared the payer's details of bank credits unmatched past their retention period",
  'student.email-disowned': "The e-mail's owner said the registration is not theirs (This wasn't me)",
  'overview.rollup-rebuilt': "Put right the overview's daily figures (the nightly rebuild found drift)",
  'catalogue.image-uploaded': 'Uploaded a course card image',
  'catalogue.published': 'Published a catalogue page',
  'question.saved': 'Saved a test question',
  'question.retired': 'Retired a test question',
  'question.restored': 'Brought a retired test question back',
  'questions.imported': 'Imported test questions from a file',
  'test.settings-changed': "Changed a test's questions, time limit or review",
  'student.test-extra-time': 'Granted an intern extra time on tests',
};

/** The words for an event type: its label, or the type itself for an event not labelled yet. */
export function auditActionLabel(type: string): string {
  return AUDIT_ACTION_LABELS[type] ?? type;
}

/** What the student did themself, as the student's record shows it beside the admins' actions. */
const STUDENT_EVENT_LABELS: Record<string, string> = {
  'student.registered': 'Registered and paid',
  'student.test-submitted': 'Submitted test 1',
  'extra-course.added': 'Added an extra course',
  'student.password-reset-requested': 'A password reset link was asked for',
  'student.password-reset': 'Set a new password with a reset link',
  'student.email-proof-requested': 'A link to confirm the e-mail was asked for',
  'student.email-verified': 'Confirmed their e-mail with the mailed link',
  'student.language-chosen': 'Chose the language they read',
  'student.payment-resubmitted': 'Sent a new payment screenshot after a rejection',
  'extra-course.payment-resubmitted': "Sent a new transaction id for an extra course's payment",
  'student.erasure-requested': 'Asked for their personal data to be erased',
  'student.data-exported': 'Downloaded their personal data',
};

/** The words for any event about a student: the audit log's, or the student's own. */
export function eventLabel(type: string): string {
  return AUDIT_ACTION_LABELS[type] ?? STUDENT_EVENT_LABELS[type] ?? type;
}
