/** The question banks' item statistics (docs/API.md, /api/admin/question-stats), typed by shared/src/api/question-stats.ts. */
import type { QuestionStatsView } from 'shared/api/question-stats';
import { api } from './client.ts';

export type { QuestionFlag, QuestionStat, QuestionStatsView } from 'shared/api/question-stats';

/** The screen's filter: one test's attempts ('' all three), one category's questions ('' all). */
export interface StatsFilter {
  test: '' | '1' | '2' | '3';
  category: string;
}

function statsQuery(filter: StatsFilter): string {
  const params = new URLSearchParams();
  if (filter.test) params.set('test', filter.test);
  if (filter.category) params.set('category', filter.category);
  return params.size ? `?${params}` : '';
}

export const getQuestionStats = (filter: StatsFilter, signal?: AbortSignal) =>
  api.get<QuestionStatsView>(`/api/admin/question-stats${statsQuery(filter)}`, { signal });

/** The same filter's rows as a CSV download. */
export const questionStatsCsvUrl = (filter: StatsFilter) => `/api/admin/question-stats.csv${statsQuery(filter)}`;
