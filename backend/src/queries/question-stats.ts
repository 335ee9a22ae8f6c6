import type { EntityManager } from '@mikro-orm/postgresql';
import type { QuestionContent } from 'shared/api/question-banks';
import type { QuestionStatsQuery } from 'shared/api/question-stats';
import { sql, sqlBatches } from '../db/sql.ts';
import { gradeAttempt, type DrawnAttempt } from '../question-banks/grade.ts';
import { ItemTallies, type ItemStat } from '../question-banks/item-stats.ts';
import { questionVersions } from './question-banks.ts';

/** A question version's statistics with what the screen and the CSV say of it. */
export interface QuestionStatRow extends ItemStat {
  questionId: number;
  name: string | null;
  version: number;
  current: boolean;
  retired: boolean;
  content: QuestionContent;
}

/**
 * The item statistics of every question version the finished attempts drew (of one test, else of all
 * three), each attempt graded by the one grading rule (question-banks/grade.ts) and tallied
 * (question-banks/item-stats.ts). Read through a cursor, a batch at a time, so memory stays flat however
 * many attempts there are. Every attempt counts, retakes too: each is a real answer to the question. The
 * rest score is the whole attempt's, so the category filter picks versions after the tally, never
 * before. Attempts that are open or were replaced were never graded and do not count.
 */
export async function questionStats(em: EntityManager, filter: QuestionStatsQuery) {
  const tallies = new ItemTallies();
  const versions = new Map<number, QuestionContent>();
  let attempts = 0;
  for await (const batch of sqlBatches<DrawnAttempt>(
    em,
    `select question_version_ids as "questionVersionIds", option_orders as "optionOrders", choices
       from test_attempts
      where state = 'finished' and ($1::int is null or test_no = $1)
      order by id`,
    [filter.test ?? null],
    { batchSize: 2000 },
  )) {
    const missing = [...new Set(batch.flatMap((a) => a.questionVersionIds))].filter((id) => !versions.has(id));
    if (missing.length) for (const [id, content] of await questionVersions(em, missing)) versions.set(id, content);
    for (const attempt of batch) tallies.add(attempt.questionVersionIds, gradeAttempt(versions, attempt).correct);
    attempts += batch.length;
  }

  const category = filter.category?.toLowerCase();
  const items = tallies
    .results()
    .filter((s) => !category || versions.get(s.versionId)!.category.toLowerCase() === category);
  const about = await sql<{
    id: number;
    questionId: number;
    name: string | null;
    version: number;
    current: boolean;
    retired: boolean;
  }>(
    em,
    `select v.id, v.question_id as "questionId", q.name, v.version,
            q.current_version_id = v.id as current, q.retired_at is not null as retired
       from question_versions v join questions q on q.id = v.question_id
      where v.id = any($1::int[])`,
    [items.map((s) => s.versionId)],
  );
  const byId = new Map(about.map((a) => [a.id, a]));
  const rows: QuestionStatRow[] = items.map((s) => {
    const { id: _id, ...question } = byId.get(s.versionId)!;
    return { ...s, ...question, content: versions.get(s.versionId)! };
  });
  rows.sort(
    (a, b) =>
      a.content.category.localeCompare(b.content.category) ||
      (a.name ?? '').localeCompare(b.name ?? '', 'en', { numeric: true }) ||
      a.questionId - b.questionId ||
      a.version - b.version,
  );
  const categories = [...new Set([...versions.values()].map((c) => c.category))].sort((a, b) => a.localeCompare(b));
  return { attempts, categories, rows };
}
