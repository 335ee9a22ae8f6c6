import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Referrer } from './referrer.ts';

/**
 * A one-time link, mailed to a referrer's own address, that downloads everything held about them
 * (issue 18: the e-mail's owner confirms before the data leaves). Only the token's SHA-256 is kept.
 */
export const ReferrerDataLink = defineEntity({
  name: 'ReferrerDataLink',
  tableName: 'referrer_data_links',
  properties: {
    id: p.bigint('number').primary(),
    referrer: () => p.manyToOne(Referrer).deleteRule('cascade').index(),
    tokenHash: p.string().length(64).unique(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ReferrerDataLink = InferEntity<typeof ReferrerDataLink>;
