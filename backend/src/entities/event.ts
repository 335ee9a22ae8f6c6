import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { EventType } from '../events/types.ts';

/**
 * The outbox and the audit trail: append-only. A command inserts a row in its own transaction; the
 * relay later marks it dispatched once every handler's job is in the queue.
 */
export const DomainEvent = defineEntity({
  name: 'DomainEvent',
  tableName: 'events',
  properties: {
    id: p.bigint('number').primary(),
    /** Only recordEvent() inserts rows, and only with a type of events/types.ts. */
    type: p.string().$type<EventType>(),
    subjectType: p.string(),
    subjectId: p.string(),
    payload: p.json<Record<string, unknown>>(),
    actor: p.string(),
    createdAt: p.datetime().onCreate(() => new Date()),
    dispatchedAt: p.datetime().nullable(),
  },
});
export type DomainEvent = InferEntity<typeof DomainEvent>;
