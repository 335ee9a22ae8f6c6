import type { EntityManager } from '@mikro-orm/postgresql';
import { JobRun, type JobState } from 'backend/entities/index';

/** The only writer of job_runs state after the relay has created the row. */
export async function setJobRun(
  em: EntityManager,
  id: string,
  changes: { state?: JobState; attempts?: number; progress?: number; result?: Record<string, unknown> | null; error?: string | null },
) {
  await em.nativeUpdate(JobRun, { id }, { ...changes, updatedAt: new Date() });
}
