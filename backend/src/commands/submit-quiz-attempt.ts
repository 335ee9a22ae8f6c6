import type { EntityManager } from '@mikro-orm/postgresql';
import { QuizAttempt, Student } from '../entities/index.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import { grade, type Quiz } from '../quizzes/index.ts';

/**
 * Grades an attempt on the server and stores it. Test 1 is the compulsory one: its score becomes the
 * intern's test mark (a retake replaces it) and student.test-submitted makes the test certificate,
 * all in this one transaction. Tests 2 and 3 are stored and answered, nothing more.
 */
export async function submitQuizAttempt(em: EntityManager, studentId: number, quiz: Quiz, answers: number[]) {
  return em.transactional(async (tx) => {
    const student = await tx.findOne(Student, studentId);
    if (!student) throw unauthorized();
    if (!student.validated) throw forbidden('enrolmentWaiting');
    return storeGradedAttempt(tx, student, quiz, answers);
  });
}

/**
 * The one place a graded attempt is stored, inside the caller's transaction (the answers sent at once,
 * or a server attempt's saved answers at its finish): the quiz_attempts row, test 1's mark and its
 * student.test-submitted event.
 */
export async function storeGradedAttempt(tx: EntityManager, student: Student, quiz: Quiz, answers: (number | null)[]) {
  const { score, total } = grade(quiz, answers);
  const attempt = tx.create(QuizAttempt, { student, testNo: quiz.testNo, score, total, answers });
  if (quiz.setsTestMark) student.testMark = score;
  await tx.flush();
  if (quiz.setsTestMark) {
    recordEvent(tx, 'student.test-submitted', { type: 'student', id: student.id }, { studentId: student.id, attemptId: attempt.id, mark: score }, `student:${student.id}`);
  }
  return { attempt, score, total, recorded: quiz.setsTestMark };
}
