import { DomainEvent, MailLog } from 'backend/entities/index';
import { mailOf } from '../mail/registry.ts';
import { sendOnce } from '../mail/send.ts';
import { PermanentError, type Processor } from '../runtime/processor.ts';
import { idIn } from './payload.ts';

/**
 * Sends an earlier mail again (an admin asked: it failed, or the intern lost it) under this job's id,
 * rebuilt from the event it was first made for, so attachments are the current PDFs. The new mail
 * log row keeps the original event and template, so a resend can itself be resent. Like every mail
 * job it returns ids only: the result is kept in job_runs and in Redis (BullMQ's returnvalue), where an
 * erasure does not reach, so the address and the outbox file's path stay in mail_log.
 */
export const mailResend: Processor = {
  handler: 'mail-resend',
  async run(ctx) {
    const mailLogId = idIn(ctx, 'mailLogId');
    const original = await ctx.em.findOne(MailLog, { id: mailLogId });
    if (!original) throw new PermanentError(`Mail ${mailLogId} no longer exists.`);
    const mail = mailOf(original.template);
    if (!mail || !original.eventId) throw new PermanentError(`Mail ${mailLogId} cannot be rebuilt.`);
    const event = await ctx.em.findOne(DomainEvent, { id: original.eventId });
    if (!event) throw new PermanentError(`The event of mail ${mailLogId} no longer exists.`);
    await ctx.progress(10);
    const sent = await sendOnce(ctx.em, ctx.jobId, original.eventId, () => mail.build(ctx.em, event.payload));
    return {
      mailLogId: sent.mailLogId,
      messageId: sent.messageId,
      alreadySent: sent.alreadySent,
      resentFrom: mailLogId,
    };
  },
};
