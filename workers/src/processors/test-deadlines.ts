import { finishExpiredAttempts } from 'backend/commands/finish-expired-attempts';
import { now } from 'backend/lib/clock';
import type { Processor } from '../runtime/processor.ts';

/**
 * Each minute: finishes the test attempts left open past their deadline and grace, graded with the
 * answers saved in time (backend/src/commands/finish-expired-attempts.ts, at most a run's budget; the
 * rest go next minute). PostgreSQL's open rows with a past deadline are the truth, not a job per
 * attempt, so nothing is lost when Redis forgets; a run twice, or beside another machine's, finishes
 * each attempt once (row locks). The instant is the clock's, never anything in the job.
 */
export const testDeadlines: Processor = {
  handler: 'test-deadlines',
  async run(ctx) {
    return { ...(await finishExpiredAttempts(ctx.em, { at: now() })) };
  },
};
