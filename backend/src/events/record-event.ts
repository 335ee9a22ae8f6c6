import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainEvent } from '../entities/index.ts';
import type { Actor, EventPayloads, EventType } from './types.ts';

/**
 * Adds an event to the outbox. Call it inside the command's transaction: the event commits with the
 * state change or not at all, and the relay turns it into jobs after the commit.
 */
export function recordEvent<T extends EventType>(
  em: EntityManager,
  type: T,
  subject: { type: string; id: string | number },
  payload: EventPayloads[T],
  actor: Actor,
) {
  if (!em.isInTransaction()) throw new Error(`recordEvent(${type}) must run inside a transaction`);
  return em.create(DomainEvent, {
    type,
    subjectType: subject.type,
    subjectId: String(subject.id),
    payload: payload as unknown as Record<string, unknown>,
    actor,
  });
}
