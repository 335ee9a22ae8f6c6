import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Referrer } from './referrer.ts';

/**
 * A one-time link that confirms a referrer's e-mail. Only the SHA-256 of its random token is kept, so a
 * leaked table confirms nobody. `usedAt` is kept after use, so a replayed link is told it was used.
 */
export const ReferrerConfirmation = defineEntity({
  name: 'ReferrerConfirmation',
  tableName: 'referrer_confirmations',
  properties: {
    id: p.bigint('number').primary(),
    referrer: () => p.manyToOne(Referrer).deleteRule('cascade').index(),
    tokenHash: p.string().length(64).unique(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ReferrerConfirmation = InferEntity<typeof ReferrerConfirmation>;
