import type { JobRun } from '../entities/index.ts';

export function presentJobRun(run: JobRun) {
  return {
    id: run.id,
    handler: run.handler,
    state: run.state,
    attempts: run.attempts,
    progress: run.progress,
    result: run.result ?? null,
    error: run.error ?? null,
    updatedAt: run.updatedAt,
  };
}
