import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveTestAnswer } from 'backend/commands/save-test-answer';
import { startTestAttempt } from 'backend/commands/start-test-attempt';
import { JobRun, QuizAttempt, Student, TestAttempt } from 'backend/entities/index';
import { setTestClock } from 'backend/lib/clock';
import { tests } from 'backend/question-banks/tests';
import { buildStudent } from 'backend/test/factories';
import { shownKey } from 'backend/test/question-keys';
import { REDIS_URL, openCleanOrm, truncateAll, uniquePrefix, waitFor } from 'backend/test/support';
import { processors } from './processors/index.ts';
import { schedules } from './runtime/schedules.ts';
import { startWorkerSet } from './runtime/workers.ts';
import { runScheduleNow } from '../test/schedules.ts';

/**
 * The scheduled sweep that finishes timed attempts left open (a closed tab, a dead phone): the
 * workers' own job scheduler, its job run as BullMQ's scheduler adds it, the grading of the API's
 * Finish. What it finishes comes from PostgreSQL and the clock, nothing from the job.
 */
let orm: MikroORM;
let set: Awaited<ReturnType<typeof startWorkerSet>>;
beforeAll(async () => {
  orm = await openCleanOrm();
  set = await startWorkerSet({
    orm,
    databaseUrl: process.env.DATABASE_URL!,
    redisUrl: REDIS_URL,
    prefix: uniquePrefix(),
    processors,
    relay: false,
    schedules: true,
  });
});
afterAll(async () => {
  setTestClock(undefined);
  await set.close();
  await truncateAll();
  await orm.close();
});

const T0 = new Date('2026-12-01T10:00:00Z');
const MINUTE = 60_000;

async function runSweep(): Promise<JobRun> {
  const id = await runScheduleNow(set.queues.schedules, 'test-deadlines');
  await waitFor(async () => (await orm.em.fork().findOne(JobRun, { id }))?.state === 'completed', 20_000);
  return orm.em.fork().findOneOrFail(JobRun, { id });
}

describe('the test-deadlines schedule', () => {
  it('runs each minute, and finishes an abandoned attempt with its saved answers once, however often it runs', async () => {
    const scheduler = await set.queues.schedules.getJobScheduler('test-deadlines');
    expect(scheduler).toMatchObject({ pattern: '* * * * *', name: 'test-deadlines' });
    expect(schedules.map((s) => s.id)).toContain('test-deadlines');

    await orm.em
      .getConnection()
      .execute(`update test_settings set time_limit_minutes = 2, updated_by = 'editor:1' where test_no = 1`);
    const student = await buildStudent(orm.em.fork(), { validated: true });
    setTestClock(T0);
    const { attempt } = await startTestAttempt(orm.em.fork(), { studentId: student.id, test: tests[1], fresh: false });
    const key = await shownKey(orm, attempt.id);
    // Two right answers and one wrong, then the tab is closed.
    for (const [q, choice] of [
      [1, key[0]!],
      [2, key[1]!],
      [3, (key[2]! + 1) % 4],
    ] as const) {
      await saveTestAnswer(orm.em.fork(), { studentId: student.id, attemptId: attempt.id, question: q, choice });
    }

    setTestClock(new Date(T0.getTime() + 2 * MINUTE)); // at the deadline: inside the grace, left open
    expect((await runSweep()).result).toMatchObject({ due: 0, finished: 0 });
    expect((await orm.em.fork().findOneOrFail(TestAttempt, attempt.id)).state).toBe('open');

    setTestClock(new Date(T0.getTime() + 3 * MINUTE));
    expect((await runSweep()).result).toMatchObject({ due: 1, finished: 1, failed: 0, more: false });
    expect((await runSweep()).result).toMatchObject({ due: 0, finished: 0 });

    const done = await orm.em.fork().findOneOrFail(TestAttempt, attempt.id, { populate: ['quizAttempt'] });
    expect(done.state).toBe('finished');
    expect(done.finishedAt?.toISOString()).toBe(new Date(T0.getTime() + 3 * MINUTE).toISOString());
    expect(done.quizAttempt).toMatchObject({ score: 2, total: 25 });
    expect(await orm.em.fork().count(QuizAttempt, { student: student.id })).toBe(1);
    expect((await orm.em.fork().findOneOrFail(Student, student.id)).testMark).toBe(2);
  });
});
