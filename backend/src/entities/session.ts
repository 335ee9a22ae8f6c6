import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A server-side login session. The key is the SHA-256 of the cookie's id, so a leaked table logs nobody in. */
export const Session = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    id: p.string().length(64).primary(),
    data: p.json<Record<string, unknown>>(),
    expiresAt: p.datetime().index(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type Session = InferEntity<typeof Session>;
