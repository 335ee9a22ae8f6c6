import type { EventType } from '../events/types.ts';

/** The BullMQ queues. CPU-heavy kinds get their own queue so they can run with bounded concurrency. */
export const queueNames = ['images', 'ocr', 'documents', 'mail', 'schedules'] as const;
export type QueueName = (typeof queueNames)[number];

export interface HandlerSpec {
  /** Names the job and the processor that runs it. */
  handler: string;
  queue: QueueName;
  /** Runs once the named handler of the same event has completed (the mail waits for its PDF). */
  after?: string;
}

/** A document, and the mail that carries it once it is made. */
const documentThenMail = (document: string, mail: string): HandlerSpec[] => [
  { handler: document, queue: 'documents' },
  { handler: mail, queue: 'mail', after: document },
];

/**
 * Which jobs each event fans out to: the one table the relay, the workers and the API (which tells a
 * client what to poll) all read. Workers refuse to start if a handler here has no processor.
 */
export const fanOut: { [T in EventType]: HandlerSpec[] } = {
  // OCR has a queue of its own: a compression the registration form waits for never queues behind it.
  'upload.received': [
    { handler: 'compress-screenshot', queue: 'images' },
    { handler: 'read-screenshot', queue: 'ocr' },
  ],
  'student.registered': [{ handler: 'mail-registration-received', queue: 'mail' }],
  'student.validated': documentThenMail('offer-letter', 'mail-offer-letter'),
  'student.referral-cleared': [],
  'student.payment-rejected': [{ handler: 'mail-payment-rejected', queue: 'mail' }],
  'extra-course.payment-rejected': [{ handler: 'mail-extra-course-payment-rejected', queue: 'mail' }],
  // The new screenshot's own upload.received reads it; the admin sees the row pending again.
  'student.payment-resubmitted': [],
  'extra-course.payment-resubmitted': [],
  'student.test-submitted': documentThenMail('test-certificate', 'mail-test-certificate'),
  'student.completed': documentThenMail('completion-certificate', 'mail-completion-certificate'),
  'referrer.registered': [{ handler: 'mail-referral-confirm', queue: 'mail' }],
  'referrer.confirmed': [{ handler: 'mail-referral-welcome', queue: 'mail' }],
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
  'student.erasure-requested': [],
  'student.erasure-approved': [{ handler: 'mail-erasure-approved', queue: 'mail' }],
  'student.erasure-refused': [{ handler: 'mail-erasure-refused', queue: 'mail' }],
  'student.data-exported': [],
  'referrer.data-export-requested': [{ handler: 'mail-referrer-data-link', queue: 'mail' }],
  'referrer.data-exported': [],
  'referrer.erased': [],
  'privacy.retention-applied': [],
  'privacy.unmatched-credits-forgotten': [],
};

/** BullMQ job ids may not contain ':' nor be all digits; this form is neither, and is deterministic. */
export function jobIdFor(eventId: number | string, handler: string): string {
  return `e${eventId}-${handler}`;
}

export function jobIdsForEvent(eventId: number, type: EventType): string[] {
  return fanOut[type].map((spec) => jobIdFor(eventId, spec.handler));
}

/**
 * What every job carries: ids only (job payloads are stored in clear text in Redis). The workers read
 * only `eventId` from a job: they load that event row and give the processor its type, subject,
 * payload and actor (workers/src/runtime/job-origin.ts), so nothing else written into Redis counts.
 */
export interface JobData {
  eventId: number;
  eventType: EventType;
  subjectId: string;
  payload: Record<string, unknown>;
  actor: string;
}
