import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../db/sql.ts';
import { notFound } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import type { Actor } from '../events/types.ts';
import { assertPoolsKeep } from '../question-banks/pools.ts';

/** Locks a question's row and says whether it is retired and in which category; an unknown id is a 404. */
async function lockQuestion(tx: EntityManager, questionId: number) {
  const [row] = await sql<{ category: string; retired: boolean }>(
    tx,
    `select category, retired_at is not null as retired from questions where id = $1 for update`,
    [questionId],
  );
  if (!row) throw notFound('questionUnknown');
  return row;
}

/**
 * An editor retires a question: new attempts no longer draw it; attempts that drew it keep it (grading
 * and review read the version they drew). Refused when a test draws more from its category than would
 * be left, so every test can always start. Retiring a retired question changes nothing.
 */
export function retireQuestion(em: EntityManager, { questionId, by }: { questionId: number; by: Actor }) {
  return em.transactional(async (tx) => {
    const question = await lockQuestion(tx, questionId);
    if (question.retired) return { changed: false };
    await assertPoolsKeep(tx, question.category, 1);
    await sql(tx, `update questions set retired_at = now(), updated_at = now() where id = $1`, [questionId]);
    recordEvent(tx, 'question.retired', { type: 'question', id: String(questionId) }, { questionId }, by);
    await tx.flush();
    return { changed: true };
  });
}

/** An editor brings a retired question back: new attempts may draw it again. A current question changes nothing. */
export function restoreQuestion(em: EntityManager, { questionId, by }: { questionId: number; by: Actor }) {
  return em.transactional(async (tx) => {
    const question = await lockQuestion(tx, questionId);
    if (!question.retired) return { changed: false };
    await sql(tx, `update questions set retired_at = null, updated_at = now() where id = $1`, [questionId]);
    recordEvent(tx, 'question.restored', { type: 'question', id: String(questionId) }, { questionId }, by);
    await tx.flush();
    return { changed: true };
  });
}
