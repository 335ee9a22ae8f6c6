import type { StaffRole } from 'shared/api/admin-accounts';
import type { MailRow } from 'shared/api/admin-operations';
import type { MailLog } from '../entities/index.ts';
import { redactPersonal } from '../lib/redact.ts';
import { seesPersonalFields } from '../policies/personal-fields.ts';

/** A mail log row; for an operator without its address and subject (a contact form's is the sender's words), the error redacted. */
export function presentMailLog(mail: MailLog, viewer: StaffRole): MailRow {
  const personal = seesPersonalFields(viewer);
  return {
    id: mail.id,
    template: mail.template,
    recipient: personal ? mail.recipient : null,
    subject: personal ? mail.subject : null,
    studentId: mail.studentId ?? null,
    status: mail.status,
    error: mail.error ? (personal ? mail.error : redactPersonal(mail.error)) : null,
    attempts: mail.attempts,
    sentAt: mail.sentAt?.toISOString() ?? null,
    outboxPath: personal ? (mail.outboxPath ?? null) : null,
    jobId: mail.jobId,
    createdAt: mail.createdAt.toISOString(),
  };
}
