import type { EntityManager } from '@mikro-orm/postgresql';
import type { DrawRule, QuestionContent, ReviewMode } from 'shared/api/question-banks';
import type { QuizNumber } from 'shared/api/tests';
import { sql } from '../db/sql.ts';
import type { Pool } from '../question-banks/draw.ts';

export interface TestSettingsRow {
  testNo: QuizNumber;
  rules: DrawRule[];
  timeLimitMinutes: number | null;
  review: ReviewMode;
  updatedAt: Date;
  updatedBy: string;
}

/** A test's draw rules, time limit and review setting (every test has a row: the migration seeds them). */
export async function testSettings(em: EntityManager, testNo: QuizNumber): Promise<TestSettingsRow> {
  const [row] = await sql<TestSettingsRow>(
    em,
    `select test_no as "testNo", rules, time_limit_minutes as "timeLimitMinutes", review,
            updated_at as "updatedAt", updated_by as "updatedBy"
       from test_settings where test_no = $1`,
    [testNo],
  );
  if (!row) throw new Error(`test ${testNo} has no settings row`);
  return row;
}

/** Each rule's pool: the current version of every question of its category that is not retired (any case). */
export async function poolsFor(em: EntityManager, rules: readonly DrawRule[]): Promise<Pool[]> {
  const rows = await sql<{ category: string; id: number; options: number }>(
    em,
    `select lower(q.category) as category, v.id, jsonb_array_length(v.content->'options') as options
       from questions q join question_versions v on v.id = q.current_version_id
      where q.retired_at is null and lower(q.category) = any($1::text[])
      order by v.id`,
    [rules.map((r) => r.category.toLowerCase())],
  );
  return rules.map((rule) => ({
    count: rule.count,
    versions: rows
      .filter((r) => r.category === rule.category.toLowerCase())
      .map(({ id, options }) => ({ id, options })),
  }));
}

/** The contents of the given question versions, by id (an attempt's questions, whatever has been saved since). */
export async function questionVersions(
  em: EntityManager,
  ids: readonly number[],
): Promise<Map<number, QuestionContent>> {
  const rows = await sql<{ id: number; content: QuestionContent }>(
    em,
    `select id, content from question_versions where id = any($1::int[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.content]));
}
