import { z } from 'zod';
import { messages } from '../messages.ts';

/** The states of a job_runs row, in the order a job goes through them. */
export const jobStates = ['waiting', 'queued', 'active', 'retrying', 'completed', 'failed'] as const;
export type JobState = (typeof jobStates)[number];

/** GET /api/jobs/:id: a job id is `e<event id>-<handler>`. */
export const jobParams = z.object({ id: z.string().regex(/^e\d+-[a-z-]+$/, messages.unknownJob) });
/** GET /api/jobs?ids=a,b: at most 20 ids. */
export const jobListQuery = z.object({
  ids: z
    .string()
    .max(2000)
    .transform((s) => s.split(',').filter(Boolean).slice(0, 20)),
});

/** The durable state of one piece of background work (a job_runs row). */
export interface JobRun {
  id: string;
  handler: string;
  state: JobState;
  attempts: number;
  progress: number;
  result: Record<string, unknown> | null;
  error: string | null;
  updatedAt: string;
}
export interface JobList {
  jobs: JobRun[];
}
