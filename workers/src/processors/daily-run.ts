import { applyRetention } from 'backend/commands/apply-retention';
import { forgetUnmatchedCredits } from 'backend/commands/forget-unmatched-credits';
import { purgeAbandonedUploads } from 'backend/commands/purge-abandoned-uploads';
import { config } from 'backend/config';
import { purgeExpiredSessions } from 'backend/commands/purge-expired-sessions';
import { recordDueCompletions } from 'backend/commands/record-due-completions';
import { todayInIndia, toIsoDate } from 'shared/dates';
import { forgetMarkedMail } from '../privacy/forget-erased-mail.ts';
import type { JobContext, Processor } from '../runtime/processor.ts';

/** The day the run is for: today in India, or the job's own `today` (an operator's or a test's clock). */
export function runDate(ctx: JobContext): string {
  const given = ctx.data.payload.today;
  return typeof given === 'string' ? toIsoDate(given) : todayInIndia();
}

/** The instant retention counts from: now, or the end of the job's own `today` (a test's clock). */
function runInstant(ctx: JobContext): Date {
  const given = ctx.data.payload.today;
  return typeof given === 'string' ? new Date(`${toIsoDate(given)}T23:59:59+05:30`) : new Date();
}

/**
 * The daily schedule (00:30 in India): records student.completed for every intern whose end date has
 * come and extra-course.completed for every validated extra course whose end date has come (each
 * once: the command checks the events and documents tables). Those events fan out to the
 * certificate jobs and their mails (backend/src/queues/fan-out.ts), which the intern's page follows.
 * It also deletes payment screenshots that no registration took up (purgeAbandonedUploads) and
 * sessions past their end (purgeExpiredSessions), and applies the retention periods of personal data
 * (applyRetention, docs/PRIVACY.md), then removes the outbox files of erased mails (forgetMarkedMail).
 */
export const dailyRun: Processor = {
  handler: 'daily-run',
  async run(ctx) {
    const today = runDate(ctx);
    const due = await recordDueCompletions(ctx.em, today);
    const { purged } = await purgeAbandonedUploads(ctx.em);
    const sessions = await purgeExpiredSessions(ctx.em);
    const retained = await applyRetention(ctx.em, config().SCREENSHOT_RETENTION_DAYS, runInstant(ctx));
    const outboxFilesRemoved = await forgetMarkedMail(ctx.em);
    const credits = await forgetUnmatchedCredits(ctx.em);
    return {
      today,
      completionsRecorded: due.recorded,
      extraCompletionsRecorded: due.extraRecorded,
      uploadsPurged: purged,
      sessionsPurged: sessions.purged,
      ...retained,
      outboxFilesRemoved,
      ...credits,
    };
  },
};
