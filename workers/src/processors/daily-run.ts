import { purgeAbandonedUploads } from 'backend/commands/purge-abandoned-uploads';
import { purgeExpiredSessions } from 'backend/commands/purge-expired-sessions';
import { recordDueCompletions } from 'backend/commands/record-due-completions';
import { todayInIndia, toIsoDate } from 'shared/dates';
import type { JobContext, Processor } from '../runtime/processor.ts';

/** The day the run is for: today in India, or the job's own `today` (an operator's or a test's clock). */
export function runDate(ctx: JobContext): string {
  const given = ctx.data.payload.today;
  return typeof given === 'string' ? toIsoDate(given) : todayInIndia();
}

/**
 * The daily schedule (00:30 in India): records student.completed for every intern whose end date has
 * come and extra-course.completed for every validated extra course whose end date has come (each
 * once: the command checks the events and documents tables). Those events fan out to the
 * certificate jobs and their mails (backend/src/queues/fan-out.ts), which the intern's page follows.
 * It also deletes payment screenshots that no registration took up (purgeAbandonedUploads) and
 * sessions past their end (purgeExpiredSessions).
 */
export const dailyRun: Processor = {
  handler: 'daily-run',
  async run(ctx) {
    const today = runDate(ctx);
    const due = await recordDueCompletions(ctx.em, today);
    const { purged } = await purgeAbandonedUploads(ctx.em);
    const sessions = await purgeExpiredSessions(ctx.em);
    return { today, completionsRecorded: due.recorded, extraCompletionsRecorded: due.extraRecorded, uploadsPurged: purged, sessionsPurged: sessions.purged };
  },
};
