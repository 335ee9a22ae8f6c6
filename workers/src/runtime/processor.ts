import type { EntityManager } from '@mikro-orm/postgresql';
import { UnrecoverableError } from 'bullmq';
import type { Redis } from 'ioredis';
import type { JobData } from 'backend/queues/fan-out';
import { messages, type MessageCode } from 'shared/messages';

export interface JobContext {
  jobId: string;
  data: JobData;
  /** A fresh entity manager for this job (the global one must never be used in a worker). */
  em: EntityManager;
  /** 0-100, stored in job_runs for the client that polls. */
  progress(percent: number): Promise<void>;
  attempt: number;
  /** The worker set's Redis and key prefix, for counters shared by every worker process (the OCR budget). The runtime always gives it; a test calling a processor directly may not. */
  redis?: { client: Redis; prefix: string };
}

/**
 * Thrown by a processor that may not run yet (the OCR budget is spent): the job goes back to the queue,
 * delayed until `until` (epoch ms), without counting as a failed attempt; its job_runs row says queued.
 */
export class DeferredJob extends Error {
  constructor(readonly until: number) {
    super('the job waits for its budget');
    this.name = 'DeferredJob';
  }
}

/** One kind of background work. It must be idempotent: a job can run more than once. */
export interface Processor {
  handler: string;
  run(ctx: JobContext): Promise<Record<string, unknown> | void>;
  /** Called when the workers stop: ends work that would outlast a graceful stop (an OCR reading), failing its run so it is retried. */
  abort?(): Promise<void>;
}

/**
 * A failure that retrying cannot fix (a corrupt image, a deleted student): fail at once. One made by
 * `PermanentError.of(code)` carries a message of the catalogue, and job_runs keeps its code, so a
 * reader decides by the code, never by matching the text.
 */
export class PermanentError extends UnrecoverableError {
  constructor(
    message: string,
    readonly code: MessageCode | null = null,
  ) {
    super(message);
    this.name = 'PermanentError';
  }

  static of(code: MessageCode): PermanentError {
    return new PermanentError(messages[code], code);
  }
}
