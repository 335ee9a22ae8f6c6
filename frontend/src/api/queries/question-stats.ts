import { queryOptions } from '@tanstack/react-query';
import { getQuestionStats, type StatsFilter } from '../question-stats.ts';

const STATS = ['admin', 'question-stats'] as const;

/** The item statistics of the question banks, by the screen's filter. */
export const questionStats = {
  all: STATS,
  list: (filter: StatsFilter) =>
    queryOptions({
      queryKey: [...STATS, filter] as const,
      queryFn: ({ signal }) => getQuestionStats(filter, signal),
    }),
};
