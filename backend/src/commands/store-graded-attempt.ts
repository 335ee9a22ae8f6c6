import type { EntityManager } from '@mikro-orm/postgresql';
import { QuizAttempt, type Student } from '../entities/index.ts';
import { recordEvent } from '../events/record-event.ts';
import type { Actor } from '../events/types.ts';
import { gradeAttempt, type DrawnAttempt } from '../question-banks/grade.ts';
import type { TestInfo } from '../question-banks/tests.ts';
import { questionVersions } from '../queries/question-banks.ts';

/**
 * The one place a graded attempt is stored, inside the caller's transaction (a server attempt's saved
 * answers at its finish, graded against the question versions it drew): the quiz_attempts row (each
 * question's chosen option in the question's own order, in the order shown), stamped `at` (the test budget
 * counts these rows), test 1's mark and its student.test-submitted event. Test 1 is the compulsory
 * one: its score becomes the intern's test mark (a retake replaces it) and student.test-submitted
 * makes the test certificate. Tests 2 and 3 are stored and answered, nothing more. `actor`: who
 * finished it, the intern unless the scheduled job closed an attempt whose time was over ('system').
 */
export async function storeGradedAttempt(
  tx: EntityManager,
  student: Student,
  test: TestInfo,
  drawn: DrawnAttempt,
  at: Date,
  actor: Actor = `student:${student.id}`,
) {
  const { score, total, answers } = gradeAttempt(await questionVersions(tx, drawn.questionVersionIds), drawn);
  const attempt = tx.create(QuizAttempt, { student, testNo: test.testNo, score, total, answers, createdAt: at });
  if (test.setsTestMark) student.testMark = score;
  await tx.flush();
  if (test.setsTestMark) {
    recordEvent(
      tx,
      'student.test-submitted',
      { type: 'student', id: student.id },
      { studentId: student.id, attemptId: attempt.id, mark: score },
      actor,
    );
  }
  return { attempt, score, total, recorded: test.setsTestMark };
}
