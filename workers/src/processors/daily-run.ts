import { applyRetention } from 'backend/commands/apply-retention';
import { forgetUnmatchedCredits } from 'backend/commands/forget-unmatched-credits';
import { purgeAbandonedUploads } from 'backend/commands/purge-abandoned-uploads';
import { sweepUploadSpool } from 'backend/commands/store-spooled-upload';
import { config } from 'backend/config';
import { purgeExpiredSessions } from 'backend/commands/purge-expired-sessions';
import { rebuildOverview } from 'backend/commands/rebuild-overview';
import { recordDueCompletions } from 'backend/commands/record-due-completions';
import { now } from 'backend/lib/clock';
import { todayInIndia } from 'shared/dates';
import { forgetMarkedMail } from '../privacy/forget-erased-mail.ts';
import type { Processor } from '../runtime/processor.ts';

/**
 * The daily schedule (00:30 in India): records student.completed for every intern whose end date has
 * come and extra-course.completed for every validated extra course whose end date has come (each
 * once: the command checks the events and documents tables). Those events fan out to the
 * certificate jobs and their mails (backend/src/queues/fan-out.ts), which the intern's page follows.
 * It also deletes payment screenshots that no registration took up (purgeAbandonedUploads), the upload
 * spool's leftover files (sweepUploadSpool), and
 * sessions past their end (purgeExpiredSessions), and applies the retention periods of personal data
 * (applyRetention, docs/PRIVACY.md), then removes the outbox files of erased mails (forgetMarkedMail).
 * Last, it rebuilds the admin overview's daily figures from the base tables and logs any drift
 * (rebuildOverview, docs/ADMIN-OVERVIEW.md).
 *
 * The day is the clock's (backend/src/lib/clock.ts: today in India; only a test can set it), never
 * anything in the job: a forged job's `today` once made this run anonymise pending registrations and
 * record completions months early. Retention counts from the same instant.
 */
export const dailyRun: Processor = {
  handler: 'daily-run',
  async run(ctx) {
    const at = now();
    const today = todayInIndia(at);
    const due = await recordDueCompletions(ctx.em, today);
    const { purged } = await purgeAbandonedUploads(ctx.em);
    const spoolFilesRemoved = await sweepUploadSpool(ctx.em, config().UPLOAD_SPOOL_DIR);
    const sessions = await purgeExpiredSessions(ctx.em);
    const retained = await applyRetention(ctx.em, config().SCREENSHOT_RETENTION_DAYS, at);
    const outboxFilesRemoved = await forgetMarkedMail(ctx.em);
    const credits = await forgetUnmatchedCredits(ctx.em);
    const overview = await rebuildOverview(ctx.em, at);
    return {
      today,
      completionsRecorded: due.recorded,
      extraCompletionsRecorded: due.extraRecorded,
      uploadsPurged: purged,
      spoolFilesRemoved,
      sessionsPurged: sessions.purged,
      ...retained,
      outboxFilesRemoved,
      ...credits,
      ...overview,
    };
  },
};
