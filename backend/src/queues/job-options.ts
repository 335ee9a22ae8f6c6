import type { JobsOptions } from 'bullmq';
import { handlerPriority } from 'shared/fan-out';
import { config } from '../config.ts';

/**
 * Retries with exponential backoff (2 s, 4 s, 8 s, ... by default); completed jobs are kept a week so
 * a re-added duplicate id is still recognised, failed ones a month for operators. Shared by the
 * relay, the runtime and the API (an operator's retry re-adds a job). A handler's priority
 * (shared/fan-out.ts) goes with every add of its job, so a retried or reconciled job keeps its place.
 */
export function jobOptions(handler?: string): JobsOptions {
  const cfg = config();
  const priority = handler === undefined ? undefined : handlerPriority[handler];
  return {
    ...(priority === undefined ? {} : { priority }),
    attempts: cfg.JOB_ATTEMPTS,
    backoff: { type: 'exponential', delay: cfg.JOB_BACKOFF_MS },
    removeOnComplete: { age: 7 * 24 * 3600, count: 50_000 },
    removeOnFail: { age: 30 * 24 * 3600 },
  };
}
