import type { EntityManager } from '@mikro-orm/postgresql';
import type { QuestionContent } from 'shared/api/question-banks';
import { sql } from '../db/sql.ts';
import { refusingTaken } from '../db/unique-violations.ts';
import { conflict, notFound } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import { changedFields } from '../events/changed-fields.ts';
import type { Actor } from '../events/types.ts';
import { assertPoolsKeep } from '../question-banks/pools.ts';

export interface SavedQuestion {
  id: number;
  version: number;
  versionId: number;
  changed: string[];
}

/**
 * Saves a question inside `tx` (the caller's transaction: one editor's save, or every question of an
 * import at once): a new question is version 1; an existing one gets version n+1 when anything differs
 * (nothing differs: nothing is written, `changed` is empty). Versions are never changed, so an attempt
 * that drew an earlier one is graded and reviewed on what the intern saw. Moving a question out of a
 * category is refused when a test draws more from that category than would be left. `by` is the
 * editor ('admin:7'); `audit` false when the caller records one event for many saves (an import).
 */
export async function saveQuestion(
  tx: EntityManager,
  {
    questionId,
    content,
    by,
    audit = true,
  }: { questionId: number | null; content: QuestionContent; by: Actor; audit?: boolean },
): Promise<SavedQuestion> {
  return refusingTaken(async () => {
    let before: { content: QuestionContent; version: number; versionId: number } | null = null;
    let id = questionId;
    if (id === null) {
      const [created] = await sql<{ id: number }>(
        tx,
        `insert into questions (name, category) values ($1, $2) returning id`,
        [content.name, content.category],
      );
      id = created!.id;
    } else {
      const [row] = await sql<{ content: QuestionContent; version: number; versionId: number; retired: boolean }>(
        tx,
        `select v.content, v.version, v.id as "versionId", q.retired_at is not null as retired
           from questions q join question_versions v on v.id = q.current_version_id
          where q.id = $1 for update of q`,
        [id],
      );
      if (!row) throw notFound('questionUnknown');
      before = row;
      if (!row.retired && row.content.category.toLowerCase() !== content.category.toLowerCase()) {
        await assertPoolsKeep(tx, row.content.category, 1);
      }
    }
    const changed = changedFields(before?.content ?? null, content);
    if (before && changed.length === 0) return { id, version: before.version, versionId: before.versionId, changed };
    const [saved] = await sql<{ version: number; versionId: number }>(
      tx,
      `insert into question_versions (question_id, version, content, created_by)
       select $1, coalesce(max(version), 0) + 1, $2, $3 from question_versions where question_id = $1
       returning version, id as "versionId"`,
      [id, JSON.stringify(content), by],
    );
    await sql(
      tx,
      `update questions set name = $2, category = $3, current_version_id = $4, updated_at = now() where id = $1`,
      [id, content.name, content.category, saved!.versionId],
    );
    if (audit) {
      recordEvent(
        tx,
        'question.saved',
        { type: 'question', id: String(id) },
        { questionId: id, version: saved!.version, changed },
        by,
      );
      await tx.flush();
    }
    return { id, version: saved!.version, versionId: saved!.versionId, changed };
  }, nameTaken);
}

/** A question's name is unique (any case): a taken one is the editor's 409 on the name field. */
const nameTaken = { questions_name: () => conflict('questionNameTaken', { field: 'name' }) };
