import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { TestAttempt } from '../entities/index.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { now as clockNow } from '../lib/clock.ts';
import { pastGrace } from '../question-banks/deadline.ts';

/**
 * Saves one answer of an open attempt: `question` is its number as shown (1 first), `choice` the
 * position of the chosen option as shown. Idempotent: the same answer again writes nothing; another
 * choice replaces the earlier one while the attempt is open. The attempt's row is locked, so answers
 * to one attempt arriving together are saved one after the other and a finish sees all or none of a
 * save. Another intern's attempt is 'unknown' (404), never 'not yours'. The server's clock decides the
 * time limit: an answer arriving after the deadline and its grace is refused (409), whatever the
 * phone's clock said when it was chosen.
 */
export async function saveTestAnswer(
  em: EntityManager,
  {
    studentId,
    attemptId,
    question,
    choice,
  }: { studentId: number; attemptId: number; question: number; choice: number },
) {
  return em.transactional(async (tx) => {
    const attempt = await tx.findOne(
      TestAttempt,
      { id: attemptId, student: studentId },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
    if (!attempt) throw notFound('testAttemptUnknown');
    if (attempt.state === 'finished') throw conflict('testAttemptFinished');
    if (attempt.state === 'replaced') throw conflict('testAttemptReplaced');
    if (question > attempt.choices.length) throw badRequest('testQuestionUnknown', { field: 'q' });
    const i = question - 1;
    if (choice >= attempt.optionOrders[i]!.length) throw badRequest('testAnswerNotAnOption', { field: 'choice' });
    const now = clockNow();
    if (pastGrace(attempt.deadlineAt ?? null, now)) throw conflict('testTimeUp');
    if (attempt.choices[i] === choice) return { attempt, changed: false };
    attempt.choices = attempt.choices.map((c, k) => (k === i ? choice : c));
    attempt.updatedAt = now;
    await tx.flush();
    return { attempt, changed: true };
  });
}
