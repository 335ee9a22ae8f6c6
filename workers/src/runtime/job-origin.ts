import type { EntityManager } from '@mikro-orm/postgresql';
import { UnrecoverableError, type Job, type Queue } from 'bullmq';
import { DomainEvent } from 'backend/entities/index';
import { fanOut, jobIdFor, type HandlerSpec, type JobData, type QueueName } from 'backend/queues/fan-out';
import { scheduledData, scheduleOf, type Schedule } from './schedules.ts';

/**
 * Who made a job: an event row (the relay, a follower, the reconciler or the retry route rebuilt it
 * from one) or one of the product's job schedulers. `data` is what the processor gets, rebuilt from
 * PostgreSQL (the event row) or from our own schedule template: never the job's own data, which
 * anyone who can write to Redis (or, when it was not yet read-only, Bull Board) can make up.
 */
export type JobOrigin =
  { kind: 'event'; data: JobData; spec: HandlerSpec } | { kind: 'schedule'; data: JobData; schedule: Schedule };

/** A job no event and no schedule of ours made: failed without running, and recorded (job_runs, log). */
export class RefusedJob extends UnrecoverableError {
  constructor(readonly reason: string) {
    super(`Refused: ${reason}`);
    this.name = 'RefusedJob';
  }
}

/** The positive integer event id a job claims, or undefined. */
export function claimedEventId(job: Job): number | undefined {
  const raw = (job.data as Partial<JobData> | undefined)?.eventId;
  const id = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : raw;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * The job's origin, or a RefusedJob. An event's job must name an event row that exists, whose type
 * fans out to this handler, on this queue, under the id the relay gives that event and handler. A
 * schedule's job must be one our job scheduler made (schedules.ts). The reasons are fixed words: the
 * job's own strings go nowhere but the job_runs row's handler column.
 */
export async function originOf(em: EntityManager, job: Job, schedulesQueue: Queue): Promise<JobOrigin> {
  if (job.repeatJobKey !== undefined && job.repeatJobKey !== null) {
    const schedule = await scheduleOf(job, schedulesQueue);
    if (!schedule) throw new RefusedJob('not made by a job scheduler of the product');
    return { kind: 'schedule', schedule, data: scheduledData(schedule.subject) };
  }
  const eventId = claimedEventId(job);
  if (eventId === undefined) throw new RefusedJob('names no event');
  const event = await em.findOne(DomainEvent, { id: eventId });
  if (!event) throw new RefusedJob('its event does not exist');
  const spec = (fanOut[event.type] ?? []).find((s) => s.handler === job.name);
  if (!spec) throw new RefusedJob('its event does not fan out to this handler');
  if (job.id !== jobIdFor(event.id, spec.handler))
    throw new RefusedJob('its id is not the one its event gives this handler');
  if (job.queueName !== (spec.queue satisfies QueueName)) throw new RefusedJob('its handler runs on another queue');
  return {
    kind: 'event',
    spec,
    data: {
      eventId: event.id,
      eventType: event.type,
      subjectId: event.subjectId,
      payload: event.payload,
      actor: event.actor,
    },
  };
}
