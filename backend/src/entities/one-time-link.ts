import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * What a one-time link may do. Each purpose names its own subject (the id of the row the link acts
 * on), so a link made for one purpose never opens another.
 */
export const oneTimeLinkPurposes = ['email-proof'] as const;
export type OneTimeLinkPurpose = (typeof oneTimeLinkPurposes)[number];

/**
 * A mailed one-time link, of any purpose (the intern's e-mail proof first; the older links have tables
 * of their own until they move here). Only the SHA-256 of its random token is kept, so a leaked table
 * opens nothing. `subject` is text so any kind of id fits (a student's id for 'email-proof'); `usedAt`
 * is set when the link is used, and also when a newer link for the same purpose and subject voids it.
 */
export const OneTimeLink = defineEntity({
  name: 'OneTimeLink',
  tableName: 'one_time_links',
  properties: {
    id: p.bigint('number').primary(),
    purpose: p.enum(oneTimeLinkPurposes),
    subject: p.string(),
    tokenHash: p.string().length(64).unique(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type OneTimeLink = InferEntity<typeof OneTimeLink>;
