import type { RejectionReason } from 'shared/payments';
import type { StaffRole } from 'shared/api/admin-accounts';

/**
 * Every event the product records, with its payload. Payloads hold ids, never personal data: they
 * are copied into job payloads, which Redis stores in clear text.
 */
export interface EventPayloads {
  /** `payer`: the uploading address's OCR budget key (lib/ocr-payer.ts), not the address. */
  'upload.received': { fileId: string; payer?: string };
  'student.registered': { studentId: number };
  'student.validated': { studentId: number };
  'student.referral-cleared': { studentId: number; code: string };
  'student.test-submitted': { studentId: number; attemptId: number; mark: number };
  /** A validated intern whose end date (Asia/Kolkata) has come: the completion certificate is due. Once per intern. */
  'student.completed': { studentId: number };
  /** A join (or a join that replaced an unconfirmed record with the same e-mail): a confirmation link is mailed. */
  'referrer.registered': { referrerId: number };
  /** The e-mail's owner opened the link: the referrer is active and has a code, which is mailed. */
  'referrer.confirmed': { referrerId: number };
  /**
   * A signed-in intern asked to link the membership of an address to their account: recorded only when
   * the address is an active member's, whose mail job makes the one-time link and mails it to the member
   * naming the intern account. Nothing is linked yet.
   */
  'referrer.link-requested': { referrerId: number; studentId: number };
  /**
   * A membership was linked to an intern account: the member confirmed the mailed request, or confirmed
   * a join made while signed in as the intern. The member is mailed (with a link that removes it).
   */
  'referrer.linked': { referrerId: number; studentId: number; link: 'joined-signed-in' | 'member-confirmed' };
  /** The link was removed, by the intern from their dashboard or by the member from their mail: the member is mailed. */
  'referrer.unlinked': { referrerId: number; studentId: number; by: 'intern' | 'member' };
  'extra-course.added': { extraCourseId: number; studentId: number };
  /**
   * An admin rejected a pending payment (docs/PAYMENTS.md). The reason's key only: the admin's words for
   * 'other' stay on the row, which the mail job reads, so they never reach Redis.
   */
  'student.payment-rejected': { studentId: number; reason: RejectionReason };
  'extra-course.payment-rejected': { extraCourseId: number; studentId: number; reason: RejectionReason };
  /** After a rejection, the intern sent a new screenshot (its upload) and UTR: pending again. */
  'student.payment-resubmitted': { studentId: number; uploadId: string; previousUploadId: string | null };
  'extra-course.payment-resubmitted': { extraCourseId: number; studentId: number };
  'extra-course.validated': { extraCourseId: number; studentId: number };
  /** A validated extra course whose end date (Asia/Kolkata) has come: its certificate is due. Once per extra course. */
  'extra-course.completed': { extraCourseId: number; studentId: number };
  'contact.received': { contactMessageId: number };
  'payout.run-requested': { period: string };
  'payout.period-closed': { period: string; payoutIds: number[] };
  'payout.paid': { payoutId: number };
  /** The bank's bulk transfer could not pay it (its reason is on the row): still owed. */
  'payout.transfer-failed': { payoutId: number };
  /** An admin imported a bank statement to reconcile (docs/PAYMENTS.md): no job, a line in the audit log. */
  'statement.imported': { statementId: number };
  'mail.resend-requested': { mailLogId: number };
  /** Staff retried a failed job from the Operations screen (Bull Board is read-only): the job's id and handler. */
  'job.retry-requested': { jobId: string; handler: string };
  /** A password changed (by its owner, or an admin's by the CLI); the account's other sessions ended. */
  'account.password-changed': { accountKind: 'student' | 'admin'; accountId: number; sessionsEnded: number };
  /**
   * Many failed sign-ins for an account within an hour (from any addresses): its owner is told, once a
   * day at most. Ids and a count only: never an e-mail, an address or a password tried.
   */
  'account.sign-in-attempts': { accountKind: 'student' | 'admin'; accountId: number; failures: number };
  /** An admin ended sessions of their own from the Security screen. */
  'account.sessions-ended': { accountKind: 'student' | 'admin'; accountId: number; count: number };
  'admin.totp-enrolment-started': { adminId: number };
  'admin.totp-enabled': { adminId: number };
  /** The second step of an admin's sign-in passed, with the authenticator or a recovery code. */
  'admin.second-factor-verified': { adminId: number; method: 'totp' | 'recovery-code'; recoveryCodesLeft: number };
  'admin.recovery-codes-renewed': { adminId: number };
  /** The CLI took an admin's authenticator away: the next sign-in sets one up again. */
  'admin.totp-reset': { adminId: number };
  /**
   * An intern asked for a reset link ('Forgot password?', actor 'visitor'), or an admin sent them one
   * (actor the admin, `adminId` set). The mail job makes the token (see commands/issue-password-reset.ts).
   */
  'student.password-reset-requested': { studentId: number; adminId: number | null };
  /**
   * A link to prove the intern's e-mail is to be mailed: asked for again by the intern (actor the
   * intern), or after an admin corrected the e-mail (actor the admin). The mail job makes the token
   * (commands/issue-email-proof.ts). The registration's own mail carries the first link.
   */
  'student.email-proof-requested': { studentId: number };
  /** The intern's e-mail was proven: its mailed link was used inside the intern's own session. */
  'student.email-verified': { studentId: number };
  /**
   * The owner of the intern's address said the registration is not theirs ("This wasn't me", a mailed
   * link; actor 'visitor'): the account can no longer prove that address nor be mailed at it.
   */
  'student.email-disowned': { studentId: number };
  /** The intern chose another language to read (docs/I18N.md): their mails and documents follow it. */
  'student.language-chosen': { studentId: number; from: 'en' | 'ta'; to: 'en' | 'ta' };
  /** An intern set a new password through a reset link; every session of the account ended. */
  'student.password-reset': { studentId: number; sessionsEnded: number };
  /**
   * An admin corrected a student's details: before and after of the changed fields only, and why. The
   * one event with personal data in its payload: it is the audit record, and it fans out to nothing,
   * so it is never copied into a job (the re-issue is its own event, ids only).
   */
  'student.corrected': {
    studentId: number;
    reason: string;
    changes: Record<string, { before: string; after: string }>;
  };
  /** The documents already issued to a corrected student are re-issued as a new version, and mailed. */
  'student.documents-reissue-requested': { studentId: number; correctedByEvent: number };
  'document.revoked': { documentId: number; studentId: number; reason: string };
  'document.reinstated': { documentId: number; studentId: number };
  'correction.requested': { correctionRequestId: number; studentId: number };
  'correction.resolved': { correctionRequestId: number; studentId: number };
  /** An admin invited a staff account (or invited it again): the mail job makes and mails a link to set the password. */
  'admin.invited': { adminId: number; role: StaffRole };
  /** The invited person set their password through the link: the account is active (its authenticator comes next). */
  'admin.invite-accepted': { adminId: number };
  /** An admin disabled a staff account: it cannot sign in and its sessions ended. */
  'admin.disabled': { adminId: number; sessionsEnded: number };
  /** An admin enabled a disabled staff account again. */
  'admin.enabled': { adminId: number };
  /**
   * An editor published a course or a blog post (docs/CATALOGUE.md): its new version, the fields that
   * changed, and the version it went back to when it undid a publish. No job, a line in the audit log.
   */
  'catalogue.published': {
    entryId: string;
    kind: 'course' | 'post';
    slug: string;
    version: number;
    changed: string[];
    restoredFrom?: number;
  };
  /**
   * An editor saved a question (docs/QUESTION-BANKS.md): its new version and the fields that changed;
   * or retired one (no longer drawn; attempts keep it) or brought it back. No job, a line in the audit log.
   */
  'question.saved': { questionId: number; version: number; changed: string[] };
  'question.retired': { questionId: number };
  'question.restored': { questionId: number };
  /** An editor imported a GIFT or Aiken file whole: how many questions it added and how many it gave a new version. */
  'questions.imported': { format: 'gift' | 'aiken'; language: 'en' | 'ta'; added: number; updated: number };
  /** An editor changed a test's draw rules, time limit or review setting: the fields that changed. */
  'test.settings-changed': { testNo: number; changed: string[] };
  /** Staff granted an intern extra time on timed tests (WCAG 2.2.1), in per cent of each limit; 0 takes it back. */
  'student.test-extra-time': { studentId: number; percent: number; before: number };
  /** An intern asked for their personal data to be erased (docs/PRIVACY.md); their words stay on the request row. */
  'student.erasure-requested': { erasureRequestId: number; studentId: number };
  /** An admin approved it: the data was erased in the same transaction; the confirmation is mailed. */
  'student.erasure-approved': {
    erasureRequestId: number;
    studentId: number;
    /** The linked refer-and-earn records erased with the intern, and those kept because a payout is owed. */
    referrersErased?: number[];
    referrersKept?: { id: number; owed: number }[];
  };
  /** An admin refused it; the reason is on the row, which the mail job reads. */
  'student.erasure-refused': { erasureRequestId: number; studentId: number };
  /** An intern downloaded everything held about them (the fact of an access, for the audit log). */
  'student.data-exported': { studentId: number };
  /** Someone asked for a referrer's data: a one-time download link is mailed to the referrer's own address. */
  'referrer.data-export-requested': { referrerId: number };
  'referrer.data-exported': { referrerId: number };
  /** A member erased their own refer-and-earn data with the mailed link (their payouts stay, without their details). */
  'referrer.erased': { referrerId: number };
  /** The daily run deleted or anonymised what is past its retention period: counts and ids only. */
  'privacy.retention-applied': {
    screenshotsDeleted: number;
    registrationsAnonymised: number;
    contactMessagesDeleted: number;
    erasureNoticesCleared: number;
    studentIds: number[];
  };
  /** The daily run cleared the narration (payer's name, UPI id) of bank credits unmatched past their retention: ids only. */
  'privacy.unmatched-credits-forgotten': { creditsCleared: number; creditIds: number[] };
  /** The nightly rebuild of the overview's daily figures found them apart from the base tables: how many (day, metric) figures it put right. */
  'overview.rollup-rebuilt': { drift: number };
  /** An editor (or admin) uploaded a course card image (the original, `files` purpose 'card-image'): its sizes are made. */
  'catalogue.image-uploaded': { fileId: string };
}

export type EventType = keyof EventPayloads;

export interface EventEnvelope<T extends EventType = EventType> {
  id: number;
  type: T;
  subjectType: string;
  subjectId: string;
  payload: EventPayloads[T];
  actor: string;
}

/** Who caused an event: 'student:12', 'admin:1', 'referrer:3', 'visitor', 'system'. */
export type Actor = `student:${number}` | `admin:${number}` | `referrer:${number}` | 'visitor' | 'system';
