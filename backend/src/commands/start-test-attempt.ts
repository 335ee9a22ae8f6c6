import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { Student, TestAttempt } from '../entities/index.ts';
import { unauthorized } from '../errors.ts';
import { now as clockNow } from '../lib/clock.ts';
import { authorize } from '../policies/authorize.ts';
import { drawAttempt, type Quiz } from '../quizzes/index.ts';
import { assertTestBudget } from './test-budget.ts';

/**
 * Starts a test on the server, or resumes it: an open attempt of this test comes back as it is (a
 * reload, a closed tab, another device), unless the intern asks for a fresh one ('Retake Test'), which
 * closes the open one ungraded ('replaced') and draws a new order. The student's row is locked first,
 * so two starts at once (a double tap, a retried request) make one attempt; a new attempt spends from
 * the test's budget (test-budget.ts: new attempts and gradings, per hour and per day, counted in
 * PostgreSQL after that lock), resuming never does.
 */
export async function startTestAttempt(
  em: EntityManager,
  { studentId, quiz, fresh }: { studentId: number; quiz: Quiz; fresh: boolean },
) {
  return em.transactional(async (tx) => {
    const student = await tx.findOne(Student, { id: studentId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!student) throw unauthorized();
    authorize({ kind: 'student', id: studentId }, 'tests.take', student);
    const open = await tx.findOne(
      TestAttempt,
      { student: studentId, testNo: quiz.testNo, state: 'open' },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
    if (open && !fresh) return { attempt: open, resumed: true };

    const now = clockNow();
    await assertTestBudget(tx, { studentId, testNo: quiz.testNo, at: now, spending: 'start' });
    if (open) {
      open.state = 'replaced';
      open.finishedAt = now;
      open.updatedAt = now;
      // Written before the new row: one open attempt per test is a unique index.
      await tx.flush();
    }
    const { questionOrder, optionOrders } = drawAttempt(quiz);
    const attempt = tx.create(TestAttempt, {
      student,
      testNo: quiz.testNo,
      state: 'open',
      questionOrder,
      optionOrders,
      choices: questionOrder.map(() => null),
      startedAt: now,
      updatedAt: now,
    });
    await tx.flush();
    return { attempt, resumed: false };
  });
}
