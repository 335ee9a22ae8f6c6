import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A server-side login session. The key is the SHA-256 of the cookie's id, so a leaked table logs nobody
 * in; `handle` is the random id a browser may see (an admin ending one of their sessions). The account
 * columns repeat what `data` says, so one account's sessions are found by index.
 */
export const Session = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    id: p.string().length(64).primary(),
    handle: p.uuid().defaultRaw('gen_random_uuid()'),
    data: p.json<Record<string, unknown>>(),
    accountKind: p.string().length(10).nullable(),
    accountId: p.integer().nullable(),
    /** The earlier of the idle and the absolute end; rows past it are dead (and purged). */
    expiresAt: p.datetime().index(),
    /** When the user signed in: the absolute lifetime counts from here. */
    createdAt: p.datetime().onCreate(() => new Date()),
    lastSeenAt: p.datetime().defaultRaw('now()'),
    ip: p.string().length(64).nullable(),
    userAgent: p.string().length(300).nullable(),
  },
});
export type Session = InferEntity<typeof Session>;
