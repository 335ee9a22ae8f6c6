import type { EntityManager } from '@mikro-orm/postgresql';
import type { Student, TestAttempt } from '../entities/index.ts';
import type { Actor } from '../events/types.ts';
import { testInfo } from '../question-banks/tests.ts';
import { storeGradedAttempt } from './store-graded-attempt.ts';

/**
 * Grades an open attempt from the answers saved so far and closes it ('finished'), inside the caller's
 * transaction, with the student's and the attempt's rows locked by the caller (student first). The
 * one grading of every path: the intern's Finish, a start that finds the attempt's time over, and the
 * scheduled job that finishes attempts left open past their deadline (`actor` 'system' then). The
 * budget is the caller's to check: an attempt whose time is over is always graded, since its start
 * was counted against the budget of both starts and gradings.
 */
export async function closeGradedAttempt(
  tx: EntityManager,
  { student, attempt, at, actor }: { student: Student; attempt: TestAttempt; at: Date; actor?: Actor },
) {
  const test = testInfo(attempt.testNo);
  if (!test) throw new Error(`test attempt ${attempt.id} names test ${attempt.testNo}, which does not exist`);
  const { attempt: record, score, total, recorded } = await storeGradedAttempt(tx, student, test, attempt, at, actor);
  attempt.state = 'finished';
  attempt.finishedAt = at;
  attempt.updatedAt = at;
  attempt.quizAttempt = record;
  await tx.flush();
  return { score, total, recorded };
}
