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
  return {
    mailLogId: row.id,
    messageId: row.messageId ?? null,
    outboxPath: row.outboxPath ?? null,
    recipient: row.recipient,
    alreadySent,
  };
}

/**
 * Sends a mail at most once per job id. The mail_log row is written first ('sending', unique job id);
 * then, holding that row's lock (so a second run of the same job, in another worker, waits and then
 * finds it 'sent'), the mail goes out and the row becomes 'sent' with its message id. A job that runs
 * again finds the row 'sent' and returns the earlier result without sending. A failure marks the row
 * 'failed' (what admins see) and rethrows, so the runtime retries with backoff. A worker killed during
 * the send leaves the row 'sending' and its lock released: the retry sends it.
 */
export async function sendOnce(
  em: EntityManager,
  jobId: string,
  eventId: number | null,
  build: () => Promise<MailSpec>,
): Promise<MailResult> {
  const existing = await em.findOne(MailLog, { jobId }, { refresh: true });
  if (existing?.status === 'sent') return resultOf(existing, true);
  const spec = await build();
  await em.getConnection().execute(
    `insert into mail_log (job_id, template, recipient, subject, student_id, event_id, status, attempts, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, 'sending', 0, now(), now())
     on conflict (job_id) do nothing`,
    [jobId, spec.template, spec.to, spec.subject, spec.studentId ?? null, eventId],
  );
  let failure: unknown;
  const result = await em.transactional(async (tx) => {
    const conn = tx.getConnection();
    const trx = tx.getTransactionContext();
    const [row] = await conn.execute<
      { id: number; status: string; message_id: string | null; outbox_path: string | null; recipient: string }[]
    >(
      'select id, status, message_id, outbox_path, recipient from mail_log where job_id = ? for update',
      [jobId],
      'all',
      trx,
    );
    if (!row) throw new Error(`mail_log row of ${jobId} vanished`);
    if (row.status === 'sent') {
      return {
        mailLogId: row.id,
        messageId: row.message_id,
        outboxPath: row.outbox_path,
        recipient: row.recipient,
        alreadySent: true,
      };
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
      await conn.execute(
        `update mail_log set status = 'sent', attempts = attempts + 1, message_id = ?, outbox_path = ?, recipient = ?, subject = ?,
                sent_at = now(), error = null, updated_at = now() where id = ?`,
        [delivery.messageId, delivery.outboxPath, spec.to, spec.subject, row.id],
        'run',
        trx,
      );
      return {
        mailLogId: row.id,
        messageId: delivery.messageId,
        outboxPath: delivery.outboxPath,
        recipient: spec.to,
        alreadySent: false,
      };
    } catch (err) {
      failure = err;
      const message = err instanceof Error ? err.message : String(err);
      await conn.execute(
        `update mail_log set status = 'failed', attempts = attempts + 1, error = ?, updated_at = now() where id = ?`,
        [message.slice(0, 2000), row.id],
        'run',
        trx,
      );
      return undefined;
    }
  });
  if (failure !== undefined || !result) throw failure;
  return result;
}
