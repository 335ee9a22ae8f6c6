import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { timestamps } from './timestamps.ts';

/**
 * One row per mail a job sends, keyed by the job id: a job that runs again finds its row and does not
 * send twice. Failed mails stay here for an admin to resend.
 */
export const MailLog = defineEntity({
  name: 'MailLog',
  tableName: 'mail_log',
  properties: {
    id: p.integer().primary(),
    jobId: p.string().unique(),
    template: p.string(),
    recipient: p.string(),
    subject: p.string(),
    studentId: p.integer().nullable().index(),
    /** The event the mail was made for; a resend rebuilds the mail from it. */
    eventId: p.bigint('number').nullable(),
    status: p.enum(['sending', 'sent', 'failed']).default('sending'),
    messageId: p.string().nullable(),
    outboxPath: p.string().nullable(),
    error: p.text().nullable(),
    attempts: p.integer().default(0),
    sentAt: p.datetime().nullable(),
    ...timestamps,
  },
});
export type MailLog = InferEntity<typeof MailLog>;
