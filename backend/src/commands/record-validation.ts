import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainEvent } from '../entities/index.ts';
import { recordEvent } from '../events/record-event.ts';
import type { Actor, EventPayloads } from '../events/types.ts';
import { documentAvailability } from 'shared/documents';
import { jobIdsForEvent } from '../queues/fan-out.ts';

/** Each validation's completion event (same payload) and the certificate that event makes. */
const completions = {
  'student.validated': { completed: 'student.completed', certificate: 'completion-certificate' },
  'extra-course.validated': { completed: 'extra-course.completed', certificate: 'extra-certificate' },
} as const;

/**
 * The events of an admin's validation, inside the validating command's transaction: the validation,
 * and, when the enrolment's end date (Asia/Kolkata) has already come, its completion too, so the
 * certificate job and its mail follow at once instead of waiting for the daily run. The daily run
 * (record-due-completions.ts) skips an owner that has a completion event, so it never makes a second.
 * Answers the job ids of both fan-outs, for the admin screen to poll.
 */
export async function recordValidation<T extends keyof typeof completions>(
  tx: EntityManager,
  type: T,
  subject: { type: string; id: number },
  payload: EventPayloads[T],
  actor: Actor,
  owner: { endDate: string; now: Date },
): Promise<string[]> {
  const { completed, certificate } = completions[type];
  const events: DomainEvent[] = [recordEvent(tx, type, subject, payload, actor)];
  if (documentAvailability(certificate, { validated: true, endDate: owner.endDate }, owner.now).available) {
    events.push(recordEvent(tx, completed, subject, payload as EventPayloads[typeof completed], actor));
  }
  await tx.flush();
  return events.flatMap((event) => jobIdsForEvent(event.id, event.type));
}
