import type { EventType } from '../events/types.ts';
import { fanOut as table, type HandlerSpec } from 'shared/fan-out';

export { queueNames, type HandlerSpec, type QueueName } from 'shared/fan-out';

/** The fan-out table (shared/src/fan-out.ts), checked against the event types: an entry for every event... */
export const fanOut: { readonly [T in EventType]: readonly HandlerSpec[] } = table;
/** ...and none for an event that does not exist (a misspelt key). */
const noStrayEvent: Record<Exclude<keyof typeof table, EventType>, never> = {};
void noStrayEvent;

/** BullMQ job ids may not contain ':' nor be all digits; this form is neither, and is deterministic. */
export function jobIdFor(eventId: number | string, handler: string): string {
  return `e${eventId}-${handler}`;
}

export function jobIdsForEvent(eventId: number, type: EventType): string[] {
  return fanOut[type].map((spec) => jobIdFor(eventId, spec.handler));
}

/**
 * The event type a scheduled job carries (workers/src/runtime/schedules.ts): no event made the job, and
 * no fan-out entry names this type, so nothing follows it.
 */
export const SCHEDULED = 'schedule';

/** The handlers a job's event fans out to; none for a scheduled job. */
export const handlersOf = (type: JobData['eventType']): readonly HandlerSpec[] =>
  type === SCHEDULED ? [] : fanOut[type];

/**
 * What every job carries: ids only (job payloads are stored in clear text in Redis). The workers read
 * only `eventId` from a job: they load that event row and give the processor its type, subject,
 * payload and actor (workers/src/runtime/job-origin.ts), so nothing else written into Redis counts.
 */
export interface JobData {
  eventId: number;
  eventType: EventType | typeof SCHEDULED;
  subjectId: string;
  payload: Record<string, unknown>;
  actor: string;
}
