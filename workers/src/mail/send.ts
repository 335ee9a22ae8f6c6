import type { EntityManager } from '@mikro-orm/postgresql';
import { config } from 'backend/config';
import { MailLog } from 'backend/entities/index';
import { deliver, type OutgoingMail } from './transport.ts';

/** A mail ready to go, and what the mail log records about it. */
export interface MailSpec {
  /** The handler that makes this mail (a resend finds the builder by it). */
  template: string;
  to: string;
  replyTo?: string;
  studentId?: number | null;
  subject: string;
  html: string;
  text: string;
  attachments?: OutgoingMail['attachments'];
}

export interface MailResult {
  [key: string]: unknown;
  mailLogId: number;
  messageId: string | null;
  outboxPath: string | null;
  recipient: string;
  alreadySent: boolean;
}

function resultOf(row: MailLog, alreadySent: boolean): MailResult {
  return { mailLogId: row.id, messageId: row.messageId ?? null, outboxPath: row.outboxPath ?? null, recipient: row.recipient, alreadySent };
}

/**
 * Sends a mail at most once per job id. The mail_log row is written first ('sending', unique job id);
 * a job that runs again finds it 'sent' and returns the earlier result without sending. A failure
 * marks the row 'failed' (what admins see) and rethrows, so the runtime retries with backoff.
 * The spec is built lazily: a mail already sent is not even rebuilt.
 */
export async function sendOnce(em: EntityManager, jobId: string, eventId: number | null, build: () => Promise<MailSpec>): Promise<MailResult> {
  const existing = await em.findOne(MailLog, { jobId }, { refresh: true });
  if (existing?.status === 'sent') return resultOf(existing, true);
  const spec = await build();
  const conn = em.getConnection();
  const claimed = await conn.execute<{ id: number }[]>(
    `insert into mail_log (job_id, template, recipient, subject, student_id, event_id, status, attempts, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, 'sending', 1, now(), now())
     on conflict (job_id) do update
        set status = 'sending', attempts = mail_log.attempts + 1, error = null, recipient = excluded.recipient,
            subject = excluded.subject, updated_at = now()
      where mail_log.status <> 'sent'
     returning id`,
    [jobId, spec.template, spec.to, spec.subject, spec.studentId ?? null, eventId],
  );
  const id = claimed[0]?.id;
  if (id === undefined) {
    // Sent by another run of this job between our read and our claim.
    const row = await em.findOneOrFail(MailLog, { jobId }, { refresh: true });
    return resultOf(row, true);
  }
  try {
    const delivery = await deliver(
      {
        from: config().MAIL_FROM,
        to: spec.to,
        replyTo: spec.replyTo,
        subject: spec.subject,
        html: spec.html,
        text: spec.text,
        attachments: spec.attachments,
      },
      jobId,
    );
    await em.nativeUpdate(MailLog, { id }, { status: 'sent', messageId: delivery.messageId, outboxPath: delivery.outboxPath, sentAt: new Date(), error: null, updatedAt: new Date() });
    return { mailLogId: id, messageId: delivery.messageId, outboxPath: delivery.outboxPath, recipient: spec.to, alreadySent: false };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await em.nativeUpdate(MailLog, { id }, { status: 'failed', error: message.slice(0, 2000), updatedAt: new Date() }).catch(() => undefined);
    throw err;
  }
}
