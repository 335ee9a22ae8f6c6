import type { JobsOptions } from 'bullmq';
import { config } from '../config.ts';

/**
 * Retries with exponential backoff (2 s, 4 s, 8 s, ... by default); completed jobs are kept a week so
 * a re-added duplicate id is still recognised, failed ones a month for operators. Shared by the
 * relay, the runtime and the API (an operator's retry re-adds a job).
 */
export function jobOptions(): JobsOptions {
  const cfg = config();
  return {
    attempts: cfg.JOB_ATTEMPTS,
    backoff: { type: 'exponential', delay: cfg.JOB_BACKOFF_MS },
    removeOnComplete: { age: 7 * 24 * 3600, count: 50_000 },
    removeOnFail: { age: 30 * 24 * 3600 },
  };
}
