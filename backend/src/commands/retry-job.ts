import type { EntityManager } from '@mikro-orm/postgresql';
import type { Queue } from 'bullmq';
import { DomainEvent, JobRun } from '../entities/index.ts';
import { conflict, notFound } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import type { Actor } from '../events/types.ts';
import { jobOptions } from '../queues/job-options.ts';
import type { JobData, QueueName } from '../queues/fan-out.ts';

/** job_runs.error_code of a job the workers refused (workers/src/runtime/job-error.ts). */
const REFUSED = 'refused';

/**
 * Runs a failed job again (staff, from the Operations screen; Bull Board is read-only). If BullMQ
 * still holds the failed job it is retried in place; if Redis has dropped it, it is added again under
 * the same id, rebuilt from its event. The processor is idempotent, so a retry never duplicates a
 * document or a mail. The retry is an event (job.retry-requested: who, which job), in the audit log.
 * A job the workers refused (no event or schedule made it) is never run again.
 */
export async function retryJob(em: EntityManager, queues: Record<QueueName, Queue>, jobId: string, actor: Actor) {
  const run = await em.findOne(JobRun, { id: jobId });
  if (!run) throw notFound('unknownJob');
  if (run.state !== 'failed') throw conflict('Only a failed job can be retried.');
  if (run.errorCode === REFUSED)
    throw conflict('This job was refused: no event or schedule of the product made it. It cannot be run.');
  const queue = queues[run.queue as QueueName];
  if (!queue) throw notFound('unknownJob');
  const job = await queue.getJob(jobId);
  if (job && (await job.isFailed())) {
    await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
  } else if (!job) {
    const event = await em.findOne(DomainEvent, { id: run.eventId });
    if (!event) throw conflict('This job cannot be rebuilt: its event is gone.');
    const data: JobData = {
      eventId: event.id,
      eventType: event.type,
      subjectId: event.subjectId,
      payload: event.payload,
      actor: event.actor,
    };
    await queue.add(run.handler, data, { ...jobOptions(run.handler), jobId });
  }
  await em.transactional(async (tx) => {
    await tx.nativeUpdate(
      JobRun,
      { id: jobId, state: 'failed' },
      { state: 'queued', error: null, updatedAt: new Date() },
    );
    recordEvent(tx, 'job.retry-requested', { type: 'job', id: jobId }, { jobId, handler: run.handler }, actor);
  });
  return { message: 'The job will run again.' };
}
