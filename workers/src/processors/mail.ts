import { forgetErasureNotice } from '../privacy/forget-erased-mail.ts';
import { buildMail, mailBuilders } from '../mail/mails.ts';
import { sendOnce, type MailResult } from '../mail/send.ts';
import { idOf, type Payload } from './payload.ts';
import type { Processor } from '../runtime/processor.ts';
import type { EntityManager } from '@mikro-orm/postgresql';

/** What a handler does once its mail is sent (the erasure's confirmation forgets its address). */
const afterSent: Record<string, (em: EntityManager, payload: Payload, sent: MailResult) => Promise<void>> = {
  'mail-erasure-approved': (em, payload, sent) => forgetErasureNotice(em, idOf(payload, 'erasureRequestId'), idOf(payload, 'studentId'), sent.mailLogId),
};

/**
 * One processor per mail handler of the fan-out; they share one shape: build the mail from the
 * event's ids, send it at most once per job id (mail_log), return the mail log's ids. Never the
 * address: a job's result is stored in Redis in clear text.
 */
export const mailProcessors: Processor[] = Object.keys(mailBuilders).map((handler) => ({
  handler,
  async run(ctx) {
    await ctx.progress(10);
    const sent = await sendOnce(ctx.em, ctx.jobId, ctx.data.eventId || null, () => buildMail(handler, ctx.em, ctx.data.payload)!);
    await afterSent[handler]?.(ctx.em, ctx.data.payload, sent);
    return { mailLogId: sent.mailLogId, messageId: sent.messageId, alreadySent: sent.alreadySent };
  },
}));
