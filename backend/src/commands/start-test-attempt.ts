import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { Student, TestAttempt } from '../entities/index.ts';
import { forbidden, tooManyRequests, unauthorized } from '../errors.ts';
import { drawAttempt, type Quiz } from '../quizzes/index.ts';

/** New attempts of one test an intern may start in an hour: enough for honest retakes, too few to work the key out by trial and error. */
export const ATTEMPTS_PER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Starts a test on the server, or resumes it: an open attempt of this test comes back as it is (a
 * reload, a closed tab, another device), unless the intern asks for a fresh one ('Retake Test'), which
 * closes the open one ungraded ('replaced') and draws a new order. The student's row is locked first,
 * so two starts at once (a double tap, a retried request) make one attempt; the count of the last
 * hour's attempts is read from PostgreSQL, so Redis forgetting its counters lets nobody past it.
 */
export async function startTestAttempt(em: EntityManager, { studentId, quiz, fresh }: { studentId: number; quiz: Quiz; fresh: boolean }) {
  return em.transactional(async (tx) => {
    const student = await tx.findOne(Student, { id: studentId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!student) throw unauthorized();
    if (!student.validated) throw forbidden('enrolmentWaiting');
    const open = await tx.findOne(TestAttempt, { student: studentId, testNo: quiz.testNo, state: 'open' }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (open && !fresh) return { attempt: open, resumed: true };

    const now = new Date();
    const recent = await tx.find(
      TestAttempt,
      { student: studentId, testNo: quiz.testNo, startedAt: { $gt: new Date(now.getTime() - HOUR_MS) } },
      { fields: ['startedAt'], orderBy: { startedAt: 'asc' } },
    );
    if (recent.length >= ATTEMPTS_PER_HOUR) {
      // Free again when the oldest of the hour's attempts is an hour old.
      throw tooManyRequests('testTakenTooOften', Math.max(1, Math.ceil((recent[0]!.startedAt.getTime() + HOUR_MS - now.getTime()) / 1000)));
    }
    if (open) {
      open.state = 'replaced';
      open.finishedAt = now;
      open.updatedAt = now;
      // Written before the new row: one open attempt per test is a unique index.
      await tx.flush();
    }
    const { questionOrder, optionOrders } = drawAttempt(quiz);
    const attempt = tx.create(TestAttempt, {
      student, testNo: quiz.testNo, state: 'open', questionOrder, optionOrders, choices: questionOrder.map(() => null), startedAt: now, updatedAt: now,
    });
    await tx.flush();
    return { attempt, resumed: false };
  });
}
