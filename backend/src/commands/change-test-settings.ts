import type { EntityManager } from '@mikro-orm/postgresql';
import type { TestSettings } from 'shared/api/question-banks';
import type { QuizNumber } from 'shared/api/tests';
import { sql } from '../db/sql.ts';
import { conflict } from '../errors.ts';
import { changedFields } from '../events/changed-fields.ts';
import { recordEvent } from '../events/record-event.ts';
import type { Actor } from '../events/types.ts';

/** The settings in one key order (jsonb keeps its own), so that equal settings compare equal. */
const normal = (s: TestSettings): TestSettings => ({
  rules: s.rules.map(({ category, count }) => ({ category, count })),
  timeLimitMinutes: s.timeLimitMinutes,
  review: s.review,
});

/**
 * An editor changes a test's draw rules, time limit or review. Refused (409, on the rule's count) when a
 * rule draws more than its category holds: every test must be able to start. The pool's questions are
 * locked for share while they are counted, so a retire at the same moment waits and then sees the new
 * rules (question-banks/pools.ts). Attempts already started keep their draw and their deadline; new
 * attempts use the new settings. Nothing different: nothing written, `changed` empty.
 */
export function changeTestSettings(
  em: EntityManager,
  { testNo, settings, by }: { testNo: QuizNumber; settings: TestSettings; by: Actor },
): Promise<{ changed: string[] }> {
  return em.transactional(async (tx) => {
    const [before] = await sql<TestSettings>(
      tx,
      `select rules, time_limit_minutes as "timeLimitMinutes", review from test_settings where test_no = $1 for update`,
      [testNo],
    );
    if (!before) throw new Error(`test ${testNo} has no settings row`);
    const changed = changedFields(normal(before), normal(settings));
    if (changed.length === 0) return { changed };

    const pool = await sql<{ category: string }>(
      tx,
      `select lower(category) as category from questions
        where retired_at is null and lower(category) = any($1::text[]) for share`,
      [settings.rules.map((r) => r.category.toLowerCase())],
    );
    settings.rules.forEach((rule, i) => {
      const size = pool.filter((q) => q.category === rule.category.toLowerCase()).length;
      if (size < rule.count) throw conflict('testRulePoolTooSmall', { field: `rules.${i}.count` });
    });

    await sql(
      tx,
      `update test_settings set rules = $2, time_limit_minutes = $3, review = $4, updated_at = now(), updated_by = $5
        where test_no = $1`,
      [testNo, JSON.stringify(settings.rules), settings.timeLimitMinutes, settings.review, by],
    );
    recordEvent(tx, 'test.settings-changed', { type: 'test', id: String(testNo) }, { testNo, changed }, by);
    await tx.flush();
    return { changed };
  });
}
