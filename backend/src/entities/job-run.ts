import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { jobStates } from 'shared/api/jobs';
import { timestamps } from './timestamps.ts';

export { jobStates, type JobState } from 'shared/api/jobs';

/**
 * The durable state of one background job: what the client polls and what operators read after
 * Redis has dropped the completed job. The id is the BullMQ job id (event id + handler).
 */
export const JobRun = defineEntity({
  name: 'JobRun',
  tableName: 'job_runs',
  properties: {
    id: p.string().primary(),
    eventId: p.bigint('number').index(),
    queue: p.string(),
    handler: p.string(),
    /** Whose job this is: the student it concerns, or null for company-wide work. */
    studentId: p.integer().nullable().index(),
    state: p.enum(jobStates).default('queued').index(),
    attempts: p.integer().default(0),
    progress: p.integer().default(0),
    result: p.json<Record<string, unknown>>().nullable(),
    error: p.text().nullable(),
    /** The message catalogue's code (shared/messages.ts) of a failure written for people, e.g. notAnImage. */
    errorCode: p.text().nullable(),
    /** When the current (or last) attempt started; with updatedAt at completion it gives the run time. */
    startedAt: p.datetime().nullable(),
    ...timestamps,
  },
});
export type JobRun = InferEntity<typeof JobRun>;
