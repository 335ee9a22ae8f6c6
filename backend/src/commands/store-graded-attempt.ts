import type { EntityManager } from '@mikro-orm/postgresql';
import { QuizAttempt, type Student } from '../entities/index.ts';
import { recordEvent } from '../events/record-event.ts';
import { grade, type Quiz } from '../quizzes/index.ts';

/**
 * The one place a graded attempt is stored, inside the caller's transaction (a server attempt's saved
 * answers at its finish, in the bank's order): the quiz_attempts row, stamped `at` (the test budget
 * counts these rows), test 1's mark and its student.test-submitted event. Test 1 is the compulsory
 * one: its score becomes the intern's test mark (a retake replaces it) and student.test-submitted
 * makes the test certificate. Tests 2 and 3 are stored and answered, nothing more.
 */
export async function storeGradedAttempt(
  tx: EntityManager,
  student: Student,
  quiz: Quiz,
  answers: (number | null)[],
  at: Date,
) {
  const { score, total } = grade(quiz, answers);
  const attempt = tx.create(QuizAttempt, { student, testNo: quiz.testNo, score, total, answers, createdAt: at });
  if (quiz.setsTestMark) student.testMark = score;
  await tx.flush();
  if (quiz.setsTestMark) {
    recordEvent(
      tx,
      'student.test-submitted',
      { type: 'student', id: student.id },
      { studentId: student.id, attemptId: attempt.id, mark: score },
      `student:${student.id}`,
    );
  }
  return { attempt, score, total, recorded: quiz.setsTestMark };
}
