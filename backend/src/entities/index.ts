export { Admin } from './admin.ts';
export { AdminRecoveryCode } from './admin-recovery-code.ts';
export { ContactMessage } from './contact-message.ts';
export { IssuedDocument, documentKinds, type DocumentKind } from './document.ts';
export { DomainEvent } from './event.ts';
export { ExtraCourse } from './extra-course.ts';
export { StoredFile } from './file.ts';
export { JobRun, jobStates, type JobState } from './job-run.ts';
export { MailLog } from './mail-log.ts';
export { Payout } from './payout.ts';
export { PayoutItem } from './payout-item.ts';
export { QuizAttempt } from './quiz-attempt.ts';
export { TestAttempt, testAttemptStates } from './test-attempt.ts';
export { Referrer } from './referrer.ts';
export { Session } from './session.ts';
export { Student } from './student.ts';
export { DocumentVersion } from './document-version.ts';
export { CorrectionRequest } from './correction-request.ts';
export { PaymentReference } from './payment-reference.ts';
export { ScreenshotReading } from './screenshot-reading.ts';
export { ErasureRequest } from './erasure-request.ts';
export { StatusIndex } from './status-index.ts';
export { OneTimeLink, oneTimeLinkPurposes, type OneTimeLinkPurpose } from './one-time-link.ts';

import { Admin } from './admin.ts';
import { AdminRecoveryCode } from './admin-recovery-code.ts';
import { ContactMessage } from './contact-message.ts';
import { IssuedDocument } from './document.ts';
import { DomainEvent } from './event.ts';
import { ExtraCourse } from './extra-course.ts';
import { StoredFile } from './file.ts';
import { JobRun } from './job-run.ts';
import { MailLog } from './mail-log.ts';
import { Payout } from './payout.ts';
import { PayoutItem } from './payout-item.ts';
import { QuizAttempt } from './quiz-attempt.ts';
import { TestAttempt } from './test-attempt.ts';
import { Referrer } from './referrer.ts';
import { Session } from './session.ts';
import { Student } from './student.ts';
import { DocumentVersion } from './document-version.ts';
import { CorrectionRequest } from './correction-request.ts';
import { PaymentReference } from './payment-reference.ts';
import { ScreenshotReading } from './screenshot-reading.ts';
import { ErasureRequest } from './erasure-request.ts';
import { OneTimeLink } from './one-time-link.ts';
import { StatusIndex } from './status-index.ts';

export const allEntities = [
  Admin,
  AdminRecoveryCode,
  ContactMessage,
  IssuedDocument,
  DomainEvent,
  ExtraCourse,
  StoredFile,
  JobRun,
  MailLog,
  Payout,
  PayoutItem,
  QuizAttempt,
  Referrer,
  Session,
  Student,
  DocumentVersion,
  CorrectionRequest,
  PaymentReference,
  ScreenshotReading,
  ErasureRequest,
  OneTimeLink,
  TestAttempt,
  StatusIndex,
];
