import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { TestAttempt } from '../entities/index.ts';
import { badRequest, conflict, notFound } from '../errors.ts';

/**
 * Saves one answer of an open attempt: `question` is its number as shown (1 first), `choice` the
 * position of the chosen option as shown. Idempotent: the same answer again writes nothing; another
 * choice replaces the earlier one while the attempt is open. The attempt's row is locked, so answers
 * to one attempt arriving together are saved one after the other and a finish sees all or none of a
 * save. Another intern's attempt is 'unknown' (404), never 'not yours'.
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
    if (attempt.choices[i] === choice) return { attempt, changed: false };
    attempt.choices = attempt.choices.map((c, k) => (k === i ? choice : c));
    attempt.updatedAt = new Date();
    await tx.flush();
    return { attempt, changed: true };
  });
}
