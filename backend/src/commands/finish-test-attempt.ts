import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { Student, TestAttempt } from '../entities/index.ts';
import { conflict, notFound, unauthorized } from '../errors.ts';
import { now as clockNow } from '../lib/clock.ts';
import { authorize } from '../policies/authorize.ts';
import { pastGrace } from '../question-banks/deadline.ts';
import { testInfo } from '../question-banks/tests.ts';
import { testSettings } from '../queries/question-banks.ts';
import { closeGradedAttempt } from './close-graded-attempt.ts';
import { assertTestBudget } from './test-budget.ts';

/**
 * Finishes an attempt: graded on the server from its saved answers against the question versions it
 * drew (an unanswered question is wrong; answers after the deadline were never saved), stored as a
 * quiz_attempts row (test 1: the mark, as today's, and student.test-submitted). Once: a
 * second finish (a retry after a lost answer, a second tab) answers the same result and grades
 * nothing. A grading spends from the test's budget (test-budget.ts); refused, the attempt stays open
 * with its answers, to be finished when the budget has room. An attempt whose time is over (deadline
 * and grace passed) is graded whatever the budget says: its start was counted, and the scheduled job
 * would finish it anyway (close-graded-attempt.ts). The student's row is locked before the
 * attempt's, the order of a fresh start, so the two never wait on each other crosswise, and the
 * budget is counted after that lock.
 */
export async function finishTestAttempt(
  em: EntityManager,
  { studentId, attemptId }: { studentId: number; attemptId: number },
) {
  return em.transactional(async (tx) => {
    const student = await tx.findOne(Student, { id: studentId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!student) throw unauthorized();
    const attempt = await tx.findOne(
      TestAttempt,
      { id: attemptId, student: studentId },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true, populate: ['quizAttempt'] },
    );
    if (!attempt) throw notFound('testAttemptUnknown');
    if (attempt.state === 'replaced') throw conflict('testAttemptReplaced');
    const test = testInfo(attempt.testNo);
    if (!test) throw new Error(`test attempt ${attempt.id} names test ${attempt.testNo}, which does not exist`);
    const { review } = await testSettings(tx, test.testNo);
    if (attempt.state === 'finished') {
      const graded = attempt.quizAttempt;
      if (!graded) throw conflict('testAttemptFinished');
      return { attempt, score: graded.score, total: graded.total, recorded: test.setsTestMark, review, graded: false };
    }
    authorize({ kind: 'student', id: studentId }, 'tests.take', student);
    const now = clockNow();
    if (!pastGrace(attempt.deadlineAt ?? null, now)) {
      await assertTestBudget(tx, { studentId, testNo: attempt.testNo, at: now, spending: 'grading' });
    }
    const { score, total, recorded } = await closeGradedAttempt(tx, { student, attempt, at: now });
    return { attempt, score, total, recorded, review, graded: true };
  });
}
