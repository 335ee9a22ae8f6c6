import type { EntityManager } from '@mikro-orm/postgresql';
import type { QuestionContent } from 'shared/api/question-banks';
import { sql } from '../db/sql.ts';
import type { ExportedQuestion } from '../question-banks/import/gift-write.ts';

export interface BankQuestion {
  id: number;
  name: string | null;
  retired: boolean;
  content: QuestionContent;
}

/**
 * The questions a file names (any case), and the unnamed ones whose ids an export wrote (`// [id:N]`),
 * with their current content: what an import matches its questions against.
 */
export async function questionsToMatch(
  em: EntityManager,
  { names, ids }: { names: readonly string[]; ids: readonly number[] },
): Promise<BankQuestion[]> {
  if (names.length === 0 && ids.length === 0) return [];
  return sql<BankQuestion>(
    em,
    `select q.id, q.name, q.retired_at is not null as retired, v.content
       from questions q join question_versions v on v.id = q.current_version_id
      where lower(q.name) = any($1::text[]) or (q.name is null and q.id = any($2::int[]))`,
    [names.map((n) => n.toLowerCase()), ids],
  );
}

/** Each category's current (not retired) questions and the most any test's rule draws from it (lowercased names). */
export async function categoryPools(em: EntityManager): Promise<Map<string, { pool: number; drawn: number }>> {
  const rows = await sql<{ category: string; pool: number; drawn: number }>(
    em,
    `with drawn as (
       select lower(r->>'category') as category, max((r->>'count')::int) as drawn
         from test_settings t, jsonb_array_elements(t.rules) r group by 1
     )
     select d.category, d.drawn,
            (select count(*)::int from questions q where lower(q.category) = d.category and q.retired_at is null) as pool
       from drawn d`,
  );
  return new Map(rows.map((r) => [r.category, { pool: r.pool, drawn: r.drawn }]));
}

/** The current questions (not retired) of every category or one (any case), by category, then name, then id. */
export async function questionsToExport(em: EntityManager, category?: string): Promise<ExportedQuestion[]> {
  return sql<ExportedQuestion>(
    em,
    `select q.id, v.content
       from questions q join question_versions v on v.id = q.current_version_id
      where q.retired_at is null and ($1::text is null or lower(q.category) = lower($1))
      order by lower(q.category), q.category, lower(q.name) nulls last, q.id`,
    [category ?? null],
  );
}
