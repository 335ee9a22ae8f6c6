import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { DelayedError, UnrecoverableError, type Job, type Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { handlersOf, jobIdFor, type JobData, type QueueName } from 'backend/queues/fan-out';
import { log, logContext } from 'backend/log';
import { redactError } from 'backend/lib/redact';
import { followerNotStarted, jobError, JOB_REFUSED, JOB_STOPPED, REFUSED_CODE } from './job-error.ts';
import { originOf, RefusedJob, type JobOrigin } from './job-origin.ts';
import { jobOptions } from './job-options.ts';
import {
  failUnfinishedJobRun,
  markJobRunActive,
  recordRefusedJobRun,
  requeueWaitingJobRun,
  setJobRun,
} from './job-runs.ts';
import { DeferredJob, type Processor } from './processor.ts';

export interface RuntimeDeps {
  orm: MikroORM;
  queues: Record<QueueName, Queue>;
  processors: Map<string, Processor>;
  /** The producer connection and the key prefix, lent to processors for shared counters. */
  redis: { client: Redis; prefix: string };
}

/**
 * Runs one job: checks who made it (job-origin.ts: an event row or one of our schedules, else it is
 * refused, recorded and failed without running), marks its job_runs row active, runs the processor
 * with a fresh entity manager and the data of the event row (never the job's own), then enqueues the
 * handlers that wait for it (same event, `after` this one) before reporting completion, so a crash in
 * between re-runs this job (idempotent) and re-adds them (ignored as duplicates).
 */
export function runJob(deps: RuntimeDeps) {
  return async (job: Job<JobData>, token?: string): Promise<Record<string, unknown>> => {
    const jobId = job.id ?? '';
    return logContext.run({ jobId }, async () => {
      const em = deps.orm.em.fork();
      const origin = await checkedOrigin(deps, em, job);
      const processor = deps.processors.get(job.name);
      // A real job whose processor this worker set lacks (production refuses to start so: main.ts).
      if (!processor) throw new UnrecoverableError(`No processor for ${job.name}`);
      const { data } = origin;
      const attempt = job.attemptsMade + 1;
      const studentId = typeof data.payload.studentId === 'number' ? data.payload.studentId : null;
      const queue = origin.kind === 'event' ? origin.spec.queue : job.queueName;
      await markJobRunActive(em, {
        id: jobId,
        eventId: String(data.eventId),
        queue,
        handler: job.name,
        studentId,
        attempts: attempt,
      });
      try {
        const result =
          (await processor.run({
            jobId,
            data,
            em,
            attempt,
            redis: deps.redis,
            progress: async (percent) => {
              const p = Math.max(0, Math.min(100, Math.round(percent)));
              await job.updateProgress(p);
              await setJobRun(em, jobId, { progress: p });
            },
          })) ?? {};
        await enqueueFollowers(deps, job.name, data);
        await setJobRun(em, jobId, { state: 'completed', progress: 100, result, error: null, errorCode: null });
        return result;
      } catch (caught) {
        if (caught instanceof DeferredJob) {
          await setJobRun(em, jobId, { state: 'queued', progress: 0 });
          await job.moveToDelayed(caught.until, token);
          throw new DelayedError();
        }
        // BullMQ keeps the message and stack in Redis, job_runs in PostgreSQL: neither gets an address.
        const err = redactError(caught);
        const final = err instanceof UnrecoverableError || attempt >= (job.opts.attempts ?? 1);
        await setJobRun(em, jobId, { state: final ? 'failed' : 'retrying', ...jobError(err, final) }).catch(
          () => undefined,
        );
        if (final) await failFollowers(deps, job.name, data).catch(() => undefined);
        log[final ? 'error' : 'warn']({ handler: job.name, attempt, err }, final ? 'job failed' : 'job will retry');
        throw err;
      }
    });
  };
}

/**
 * The job's origin, or a RefusedJob thrown after the refusal is logged and written to job_runs (a
 * failed row operators see, which nothing puts back or retries).
 */
async function checkedOrigin(deps: RuntimeDeps, em: EntityManager, job: Job<JobData>): Promise<JobOrigin> {
  try {
    return await originOf(em, job, deps.queues.schedules);
  } catch (err) {
    if (!(err instanceof RefusedJob)) throw err;
    log.error(
      { handler: job.name, jobId: job.id, queue: job.queueName, reason: err.reason },
      'job refused: no event or schedule of the product made it',
    );
    await recordRefusedJobRun(em, {
      id: job.id ?? '',
      queue: job.queueName,
      handler: job.name,
      error: JOB_REFUSED,
      errorCode: REFUSED_CODE,
      reason: err.reason,
    });
    throw err;
  }
}

/**
 * BullMQ fails some jobs without calling the processor: a job whose worker died (SIGKILL, OOM) while
 * running it more than maxStalledCount times is failed on its next pick-up with "job stalled more than
 * allowable limit". The processor never ran, so its job_runs row would say 'active' for ever, an admin
 * could not retry it, and its followers would wait for ever. Called from the worker's 'failed' event:
 * an UnrecoverableError the runtime did not record is recorded here (failed; BullMQ's reason goes to the log),
 * and the followers are failed as runJob does.
 */
export async function recordFailureWithoutRun(deps: RuntimeDeps, job: Job<JobData> | undefined, err: Error) {
  if (!job?.id || err.name !== 'UnrecoverableError') return;
  const em = deps.orm.em.fork();
  // A forged job that stalled must not fail the real job under its id, nor that job's followers.
  const origin = await originOf(em, job, deps.queues.schedules).catch(() => undefined);
  if (!origin) return;
  if (!(await failUnfinishedJobRun(em, job.id, JOB_STOPPED))) return;
  log.error({ handler: job.name, jobId: job.id, err }, 'job failed without running');
  await failFollowers(deps, job.name, origin.data);
}

/** The handlers of the same event that wait for this one (none for a schedule's job). */
function followersOf(handler: string, data: JobData) {
  return handlersOf(data.eventType).filter((spec) => spec.after === handler);
}

async function enqueueFollowers(deps: RuntimeDeps, handler: string, data: JobData) {
  for (const spec of followersOf(handler, data)) {
    const jobId = jobIdFor(data.eventId, spec.handler);
    await deps.queues[spec.queue].add(spec.handler, data, { ...jobOptions(spec.handler), jobId });
    await requeueWaitingJobRun(deps.orm.em.fork(), jobId);
  }
}

async function failFollowers(deps: RuntimeDeps, handler: string, data: JobData) {
  for (const spec of followersOf(handler, data)) {
    const jobId = jobIdFor(data.eventId, spec.handler);
    await setJobRun(deps.orm.em.fork(), jobId, { state: 'failed', error: followerNotStarted(handler) });
  }
}
