import type { EntityManager } from '@mikro-orm/postgresql';
import { TestAttempt } from '../entities/index.ts';

/** One of the intern's own test attempts, whatever its state; null for another intern's or an id nobody has. */
export function ownTestAttempt(
  em: EntityManager,
  { studentId, attemptId }: { studentId: number; attemptId: number },
): Promise<TestAttempt | null> {
  return em.findOne(TestAttempt, { id: attemptId, student: studentId }, { refresh: true });
}
