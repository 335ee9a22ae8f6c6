import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { Student, TestAttempt } from '../entities/index.ts';
import { conflict, unauthorized } from '../errors.ts';
import { now as clockNow } from '../lib/clock.ts';
import { authorize } from '../policies/authorize.ts';
import { deadlineOf, pastGrace } from '../question-banks/deadline.ts';
import { drawAttempt } from '../question-banks/draw.ts';
import type { TestInfo } from '../question-banks/tests.ts';
import { poolsFor, testSettings } from '../queries/question-banks.ts';
import { closeGradedAttempt } from './close-graded-attempt.ts';
import { assertTestBudget } from './test-budget.ts';

/**
 * Starts a test on the server, or resumes it: an open attempt of this test comes back as it is (a
 * reload, a closed tab, another device), unless the intern asks for a fresh one ('Retake Test'), which
 * closes the open one ungraded ('replaced') and draws new questions by the test's rules (a pool too
 * small for its rule is refused: 409, the test is being changed). The deadline is fixed here from the
 * test's time limit and the intern's extra time. An open attempt whose time is over (deadline and
 * grace passed) is never handed back to be answered: it is finished here with the answers it has, as
 * the scheduled job would have done, and comes back with its result (`finished`) for the page to show;
 * a fresh start after it draws a new attempt. The student's row is locked first,
 * so two starts at once (a double tap, a retried request) make one attempt; a new attempt spends from
 * the test's budget (test-budget.ts: new attempts and gradings, per hour and per day, counted in
 * PostgreSQL after that lock), resuming never does.
 */
export async function startTestAttempt(
  em: EntityManager,
  { studentId, test, fresh }: { studentId: number; test: TestInfo; fresh: boolean },
) {
  return em.transactional(async (tx) => {
    const student = await tx.findOne(Student, { id: studentId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!student) throw unauthorized();
    authorize({ kind: 'student', id: studentId }, 'tests.take', student);
    const open = await tx.findOne(
      TestAttempt,
      { student: studentId, testNo: test.testNo, state: 'open' },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
    const now = clockNow();
    if (open && pastGrace(open.deadlineAt ?? null, now)) {
      const result = await closeGradedAttempt(tx, { student, attempt: open, at: now });
      const { review } = await testSettings(tx, test.testNo);
      if (!fresh) return { attempt: open, resumed: true, finished: { ...result, review } };
    } else if (open && !fresh) {
      return { attempt: open, resumed: true };
    }

    await assertTestBudget(tx, { studentId, testNo: test.testNo, at: now, spending: 'start' });
    if (open?.state === 'open') {
      open.state = 'replaced';
      open.finishedAt = now;
      open.updatedAt = now;
      // Written before the new row: one open attempt per test is a unique index.
      await tx.flush();
    }
    const settings = await testSettings(tx, test.testNo);
    const draw = drawAttempt(await poolsFor(tx, settings.rules));
    if (!draw) throw conflict('testPoolTooSmall');
    const attempt = tx.create(TestAttempt, {
      student,
      testNo: test.testNo,
      state: 'open',
      questionVersionIds: draw.questionVersionIds,
      optionOrders: draw.optionOrders,
      choices: draw.questionVersionIds.map(() => null),
      startedAt: now,
      updatedAt: now,
      deadlineAt: deadlineOf(now, settings.timeLimitMinutes, student.testExtraTimePercent),
    });
    await tx.flush();
    return { attempt, resumed: false };
  });
}
