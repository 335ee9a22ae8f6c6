import type { AdminJob } from 'shared/api/admin-operations';
import type { JobRun as JobRunView } from 'shared/api/jobs';
import type { JobRun } from '../entities/index.ts';

export function presentJobRun(run: JobRun): JobRunView {
  return {
    id: run.id,
    handler: run.handler,
    state: run.state,
    attempts: run.attempts,
    progress: run.progress,
    result: run.result ?? null,
    error: run.error ?? null,
    updatedAt: run.updatedAt.toISOString(),
  };
}

/** A job as operators see it: whose, from which event and queue. */
export function presentAdminJobRun(run: JobRun): AdminJob {
  return { ...presentJobRun(run), queue: run.queue, eventId: run.eventId, studentId: run.studentId ?? null, createdAt: run.createdAt.toISOString() };
}
