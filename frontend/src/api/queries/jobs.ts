import { queryOptions } from '@tanstack/react-query';
import { getJobs } from '../intern.ts';

/** GET /api/jobs?ids=...: the states of the jobs a change made (owner or admin). */
export const jobRuns = {
  all: ['jobs'] as const,
  states: (ids: readonly string[]) =>
    queryOptions({ queryKey: ['jobs', ...ids] as const, queryFn: ({ signal }) => getJobs([...ids], signal) }),
};
