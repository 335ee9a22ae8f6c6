/** The BullMQ queues. CPU-heavy kinds get their own queue so they can run with bounded concurrency. */
export const queueNames = ['uploads', 'images', 'ocr', 'documents', 'mail', 'schedules'] as const;
export type QueueName = (typeof queueNames)[number];

export interface HandlerSpec {
  /** Names the job and the processor that runs it. */
  readonly handler: string;
  readonly queue: QueueName;
  /** Runs once the named handler of the same event has completed (the mail waits for its PDF). */
  readonly after?: string;
}

/**
 * BullMQ priorities (1 first) of the handlers that share a queue with others that may wait. On the OCR
 * queue a screenshot a registration refers to is read before the uploads no registration took yet,
 * which anyone can send (POST /api/uploads) and which only pre-fill a form.
 */
export const handlerPriority: Readonly<Record<string, number>> = {
  'read-registered-screenshot': 1,
  'read-screenshot': 10,
};

/** A document, and the mail that carries it once it is made. */
const documentThenMail = <D extends string, M extends string>(document: D, mail: M) =>
  [
    { handler: document, queue: 'documents' },
    { handler: mail, queue: 'mail', after: document },
  ] as const;

/**
 * Which jobs each event (backend/src/events/types.ts) fans out to: the one table the relay, the workers,
 * the API (which tells a client what to poll) and the site (which names each job) all read. Here, in
 * shared/, so the handler names are one type everywhere; backend/src/queues/fan-out.ts checks its keys
 * against the event types. Workers refuse to start if a handler here has no processor.
 */
export const fanOut = {
  // The bytes go from the API's spool into PostgreSQL at once, on a queue no image work holds up; OCR has a
  // queue of its own, so a compression the registration form waits for never queues behind it.
  'upload.received': [
    { handler: 'store-upload', queue: 'uploads' },
    { handler: 'compress-screenshot', queue: 'images' },
    { handler: 'read-screenshot', queue: 'ocr' },
  ],
  // The screenshot the registration took up is read first, with the full deadline, unless already read.
  'student.registered': [
    { handler: 'mail-registration-received', queue: 'mail' },
    { handler: 'read-registered-screenshot', queue: 'ocr' },
  ],
  'student.validated': documentThenMail('offer-letter', 'mail-offer-letter'),
  'student.referral-cleared': [],
  'student.payment-rejected': [{ handler: 'mail-payment-rejected', queue: 'mail' }],
  'extra-course.payment-rejected': [{ handler: 'mail-extra-course-payment-rejected', queue: 'mail' }],
  // The admin sees the row pending again; the new screenshot is read as a registration's is.
  'student.payment-resubmitted': [{ handler: 'read-registered-screenshot', queue: 'ocr' }],
  'extra-course.payment-resubmitted': [],
  'student.test-submitted': documentThenMail('test-certificate', 'mail-test-certificate'),
  'student.completed': documentThenMail('completion-certificate', 'mail-completion-certificate'),
  'referrer.registered': [{ handler: 'mail-referral-confirm', queue: 'mail' }],
  'referrer.confirmed': [{ handler: 'mail-referral-welcome', queue: 'mail' }],
  'referrer.link-requested': [{ handler: 'mail-membership-link-request', queue: 'mail' }],
  'referrer.linked': [{ handler: 'mail-membership-linked', queue: 'mail' }],
  'referrer.unlinked': [{ handler: 'mail-membership-unlinked', queue: 'mail' }],
  'extra-course.added': [{ handler: 'mail-extra-course-pending', queue: 'mail' }],
  'extra-course.validated': documentThenMail('extra-offer-letter', 'mail-extra-course-validated'),
  'extra-course.completed': documentThenMail('extra-certificate', 'mail-extra-certificate'),
  'contact.received': [{ handler: 'mail-contact', queue: 'mail' }],
  'payout.run-requested': [{ handler: 'payout-run', queue: 'schedules' }],
  'payout.period-closed': [],
  'payout.transfer-failed': [],
  'payout.paid': [{ handler: 'mail-payout-statement', queue: 'mail' }],
  'statement.imported': [],
  'mail.resend-requested': [{ handler: 'mail-resend', queue: 'mail' }],
  // The retried job itself is the work; the event is the audit record.
  'job.retry-requested': [],
  'account.password-changed': [],
  'account.sessions-ended': [],
  'account.sign-in-attempts': [{ handler: 'mail-sign-in-attempts', queue: 'mail' }],
  'admin.totp-enrolment-started': [],
  'admin.totp-enabled': [],
  'admin.second-factor-verified': [],
  'admin.recovery-codes-renewed': [],
  'admin.totp-reset': [],
  'student.password-reset-requested': [{ handler: 'mail-password-reset', queue: 'mail' }],
  'student.password-reset': [{ handler: 'mail-password-changed', queue: 'mail' }],
  'student.email-proof-requested': [{ handler: 'mail-email-proof', queue: 'mail' }],
  'student.email-verified': [],
  'student.email-disowned': [],
  'student.language-chosen': [],
  'student.corrected': [],
  'student.documents-reissue-requested': documentThenMail('reissue-documents', 'mail-reissued-documents'),
  'document.revoked': [],
  'document.reinstated': [],
  'correction.requested': [],
  'correction.resolved': [],
  'admin.invited': [{ handler: 'mail-admin-invite', queue: 'mail' }],
  'admin.invite-accepted': [],
  'admin.disabled': [],
  'admin.enabled': [],
  'catalogue.published': [],
  'question.saved': [],
  'question.retired': [],
  'question.restored': [],
  'questions.imported': [],
  'test.settings-changed': [],
  'student.test-extra-time': [],
  'student.erasure-requested': [],
  'student.erasure-approved': [{ handler: 'mail-erasure-approved', queue: 'mail' }],
  'student.erasure-refused': [{ handler: 'mail-erasure-refused', queue: 'mail' }],
  'student.data-exported': [],
  'referrer.data-export-requested': [{ handler: 'mail-referrer-data-link', queue: 'mail' }],
  'referrer.data-exported': [],
  'referrer.erased': [],
  'privacy.retention-applied': [],
  'privacy.unmatched-credits-forgotten': [],
  'overview.rollup-rebuilt': [],
  // A course card's image: its three sizes (phone and desktop WebP, a JPEG) beside the screenshots' compression.
  'catalogue.image-uploaded': [{ handler: 'course-image', queue: 'images' }],
} as const satisfies Record<string, readonly HandlerSpec[]>;

/** Every job an event can cause, by name: a processor's handler, a job_runs row's, a mail_log row's template. */
export type HandlerName = (typeof fanOut)[keyof typeof fanOut][number]['handler'];
