import { questionStatsQuery } from 'shared/api/question-stats';
import { todayInIndia } from 'shared/dates';
import { sendCsv } from '../../lib/csv.ts';
import { policy } from '../../middlewares/policy.ts';
import { validate } from '../../middlewares/validate.ts';
import {
  presentQuestionStats,
  QUESTION_STATS_CSV_HEADER,
  questionStatCsvRow,
} from '../../presenters/question-stats.ts';
import { questionStats } from '../../queries/question-stats.ts';
import { createRouter, type RouterDeps } from '../router.ts';

/**
 * Item statistics of the question banks (docs/QUESTION-BANKS.md, "Item statistics"), for the staff who
 * keep the banks: per question version, the finished attempts that drew it, its facility, its
 * discrimination and its flags, as JSON for the screen and as a CSV file. Counts only, no intern.
 */
export function questionStatsRouter({ em }: RouterDeps) {
  const router = createRouter({ prefix: '/api/admin' });

  const filtered = validate({ query: questionStatsQuery });
  router.get('/question-stats', policy('questions.edit'), filtered, async (ctx) => {
    const filter = filtered.of(ctx).query;
    ctx.body = presentQuestionStats(filter, await questionStats(em(), filter));
  });

  // The same rows as a file (lib/csv.ts: UTF-8 with BOM for the Tamil-only texts, formula-safe cells).
  router.get('/question-stats.csv', policy('questions.edit'), filtered, async (ctx) => {
    const filter = filtered.of(ctx).query;
    const { stats } = presentQuestionStats(filter, await questionStats(em(), filter));
    async function* rows() {
      yield stats.map(questionStatCsvRow);
    }
    const name = `question-stats${filter.test ? `-test${filter.test}` : ''}-${todayInIndia()}.csv`;
    await sendCsv(ctx, name, QUESTION_STATS_CSV_HEADER, rows());
  });

  return router;
}
