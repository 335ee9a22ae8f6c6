import { mails } from '../mail/registry.ts';
import { sendOnce } from '../mail/send.ts';
import type { Processor } from '../runtime/processor.ts';

/**
 * One processor per mail (mail/registry.ts); they share one shape: build the mail from the event's
 * ids, send it at most once per job id (mail_log), do what the mail does once sent, return the mail
 * log's ids. Never the address: a job's result is stored in Redis in clear text.
 */
export const mailProcessors: Processor[] = mails.map((mail) => ({
  handler: mail.handler,
  async run(ctx) {
    await ctx.progress(10);
    const sent = await sendOnce(ctx.em, ctx.jobId, ctx.data.eventId || null, () =>
      mail.build(ctx.em, ctx.data.payload),
    );
    await mail.afterSent?.(ctx.em, ctx.data.payload, sent);
    return { mailLogId: sent.mailLogId, messageId: sent.messageId, alreadySent: sent.alreadySent };
  },
}));
