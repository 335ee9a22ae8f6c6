import { buildMail, mailBuilders } from '../mail/mails.ts';
import { sendOnce } from '../mail/send.ts';
import type { Processor } from '../runtime/processor.ts';

/**
 * One processor per mail handler of the fan-out; they share one shape: build the mail from the
 * event's ids, send it at most once per job id (mail_log), return the mail log's facts.
 */
export const mailProcessors: Processor[] = Object.keys(mailBuilders).map((handler) => ({
  handler,
  async run(ctx) {
    await ctx.progress(10);
    return sendOnce(ctx.em, ctx.jobId, ctx.data.eventId || null, () => buildMail(handler, ctx.em, ctx.data.payload)!);
  },
}));
