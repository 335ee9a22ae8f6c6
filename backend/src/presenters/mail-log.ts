import type { MailRow } from 'shared/api/admin-operations';
import type { MailLog } from '../entities/index.ts';

export function presentMailLog(mail: MailLog): MailRow {
  return {
    id: mail.id,
    template: mail.template,
    recipient: mail.recipient,
    subject: mail.subject,
    status: mail.status,
    error: mail.error ?? null,
    attempts: mail.attempts,
    sentAt: mail.sentAt?.toISOString() ?? null,
    outboxPath: mail.outboxPath ?? null,
    jobId: mail.jobId,
    createdAt: mail.createdAt.toISOString(),
  };
}
