import { recordDueCompletions } from 'backend/commands/record-due-completions';
import { todayInIndia, toIsoDate } from 'backend/lib/dates';
import { issueDocument } from '../documents/issue.ts';
import type { JobContext, Processor } from '../runtime/processor.ts';

/** The day the run is for: today in India, or the job's own `today` (an operator's or a test's clock). */
export function runDate(ctx: JobContext): string {
  const given = ctx.data.payload.today;
  return typeof given === 'string' ? toIsoDate(given) : todayInIndia();
}

/**
 * The daily schedule (00:30 in India): records student.completed for every intern whose end date has
 * come (each once: the command checks the events table), which makes and mails the completion
 * certificate; and makes the certificates of validated extra courses whose end date has come.
 */
export const dailyRun: Processor = {
  handler: 'daily-run',
  async run(ctx) {
    const today = runDate(ctx);
    const completions = await recordDueCompletions(ctx.em, today);
    await ctx.progress(30);
    const due = await ctx.em.getConnection().execute<{ id: number; student_id: number }[]>(
      `select x.id, x.student_id from extra_courses x
        where x.validated and x.end_date <= ?::date
          and not exists (select 1 from documents d where d.extra_course_id = x.id and d.kind = 'extra-certificate')
        order by x.id limit 5000`,
      [today],
    );
    const failed: { extraCourseId: number; error: string }[] = [];
    let made = 0;
    for (const [i, row] of due.entries()) {
      try {
        await issueDocument(ctx.em.fork(), { studentId: row.student_id, kind: 'extra-certificate', extraCourseId: row.id, now: new Date(`${today}T12:00:00+05:30`) });
        made += 1;
      } catch (err) {
        failed.push({ extraCourseId: row.id, error: err instanceof Error ? err.message : String(err) });
      }
      await ctx.progress(30 + Math.round((70 * (i + 1)) / due.length));
    }
    if (failed.length > 0 && made === 0) throw new Error(`No extra certificate could be made: ${failed[0]!.error}`);
    return { today, completionsRecorded: completions.recorded, extraCertificatesMade: made, extraCertificatesFailed: failed };
  },
};
