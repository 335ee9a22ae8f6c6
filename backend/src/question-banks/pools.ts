import type { EntityManager } from '@mikro-orm/postgresql';
import type { DrawRule } from 'shared/api/question-banks';
import { sql } from '../db/sql.ts';
import { conflict } from '../errors.ts';

/**
 * Refuses to take `leaving` questions out of `category` (retiring one, moving one to another category)
 * when a test's rule draws more from it than would be left: a test must always be able to start.
 * Called inside the transaction that takes them out, after the questions' rows are locked.
 */
export async function assertPoolsKeep(tx: EntityManager, category: string, leaving: number): Promise<void> {
  const [row] = await sql<{ drawn: number | null; pool: number }>(
    tx,
    `select (select max((r->>'count')::int) from test_settings t, jsonb_array_elements(t.rules) r
              where lower(r->>'category') = lower($1)) as drawn,
            (select count(*)::int from questions where lower(category) = lower($1) and retired_at is null) as pool`,
    [category],
  );
  if (row && row.drawn !== null && row.pool - leaving < row.drawn) throw conflict('questionPoolWouldShrink');
}

/** The number of current questions of each category a set of rules names (lowercased names as keys). */
export async function poolSizes(tx: EntityManager, rules: readonly DrawRule[]): Promise<Record<string, number>> {
  const rows = await sql<{ category: string; n: number }>(
    tx,
    `select lower(category) as category, count(*)::int as n from questions
      where retired_at is null and lower(category) = any($1::text[]) group by 1`,
    [rules.map((r) => r.category.toLowerCase())],
  );
  return Object.fromEntries(
    rules.map((r) => [r.category, rows.find((x) => x.category === r.category.toLowerCase())?.n ?? 0]),
  );
}
