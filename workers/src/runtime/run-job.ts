import type { MikroORM } from '@mikro-orm/postgresql';
import { UnrecoverableError, type Job, type Queue } from 'bullmq';
import { fanOut, jobIdFor, type JobData, type QueueName } from 'backend/queues/fan-out';
import { log, logContext } from 'backend/log';
import { JobRun } from 'backend/entities/index';
import { redactError } from 'backend/lib/redact';
import { followerNotStarted, jobError, JOB_STOPPED } from './job-error.ts';
import { jobOptions } from './job-options.ts';
import { markJobRunActive, setJobRun } from './job-runs.ts';
import type { Processor } from './processor.ts';

export interface RuntimeDeps {
  orm: MikroORM;
  queues: Record<QueueName, Queue>;
  processors: Map<string, Processor>;
}

/**
 * Runs one job: marks its job_runs row active, runs the processor with a fresh entity manager, then
 * enqueues the handlers that wait for it (same event, `after` this one) before reporting completion,
 * so a crash in between re-runs this job (idempotent) and re-adds them (ignored as duplicates).
 */
export function runJob(deps: RuntimeDeps) {
  return async (job: Job<JobData>): Promise<Record<string, unknown>> => {
    const jobId = job.id ?? '';
    return logContext.run({ jobId }, async () => {
      const processor = deps.processors.get(job.name);
      if (!processor) throw new UnrecoverableError(`No processor for ${job.name}`);
      const em = deps.orm.em.fork();
      const attempt = job.attemptsMade + 1;
      const spec = (fanOut[job.data.eventType] ?? []).find((s) => s.handler === job.name);
      const studentId = typeof job.data.payload.studentId === 'number' ? job.data.payload.studentId : null;
      await markJobRunActive(em, { id: job.id ?? '', eventId: String(job.data.eventId), queue: spec?.queue ?? job.queueName, handler: job.name, studentId, attempts: attempt });
      try {
        const result =
          (await processor.run({
            jobId,
            data: job.data,
            em,
            attempt,
            progress: async (percent) => {
              const p = Math.max(0, Math.min(100, Math.round(percent)));
              await job.updateProgress(p);
              await setJobRun(em, jobId, { progress: p });
            },
          })) ?? {};
        await enqueueFollowers(deps, job);
        await setJobRun(em, jobId, { state: 'completed', progress: 100, result, error: null, errorCode: null });
        return result;
      } catch (caught) {
        // BullMQ keeps the message and stack in Redis, job_runs in PostgreSQL: neither gets an address.
        const err = redactError(caught);
        const final = err instanceof UnrecoverableError || attempt >= (job.opts.attempts ?? 1);
        await setJobRun(em, jobId, { state: final ? 'failed' : 'retrying', ...jobError(err, final) }).catch(() => undefined);
        if (final) await failFollowers(deps, job).catch(() => undefined);
        log[final ? 'error' : 'warn']({ handler: job.name, attempt, err }, final ? 'job failed' : 'job will retry');
        throw err;
      }
    });
  };
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
  const changed = await deps.orm.em
    .fork()
    .nativeUpdate(JobRun, { id: job.id, state: { $nin: ['failed', 'completed'] } }, { state: 'failed', error: JOB_STOPPED, updatedAt: new Date() });
  if (changed === 0) return;
  log.error({ handler: job.name, jobId: job.id, err }, 'job failed without running');
  await failFollowers(deps, job);
}

function followersOf(job: Job<JobData>) {
  return (fanOut[job.data.eventType] ?? []).filter((spec) => spec.after === job.name);
}

async function enqueueFollowers(deps: RuntimeDeps, job: Job<JobData>) {
  for (const spec of followersOf(job)) {
    const jobId = jobIdFor(job.data.eventId, spec.handler);
    await deps.queues[spec.queue].add(spec.handler, job.data, { ...jobOptions(), jobId });
    await deps.orm.em.fork().nativeUpdate(JobRun, { id: jobId, state: 'waiting' }, { state: 'queued', updatedAt: new Date() });
  }
}

async function failFollowers(deps: RuntimeDeps, job: Job<JobData>) {
  for (const spec of followersOf(job)) {
    const jobId = jobIdFor(job.data.eventId, spec.handler);
    await setJobRun(deps.orm.em.fork(), jobId, { state: 'failed', error: followerNotStarted(job.name) });
  }
}
