import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * What a one-time link may do. Each purpose names its own subject (the id of the row the link acts
 * on), so a link made for one purpose never opens another:
 * - 'email-proof': proves an intern's e-mail (a student's id);
 * - 'email-disown': the address owner's "This wasn't me", which blocks that registration's use of the address (a student's id);
 * - 'password-reset': sets an intern's new password (a student's id);
 * - 'referrer-confirmation': confirms a refer-and-earn member's e-mail (a referrer's id);
 * - 'admin-invite': sets an invited staff account's password (an admin's id);
 * - 'referrer-data': downloads, or erases, a refer-and-earn member's data (a referrer's id);
 * - 'membership-link': the member links their membership to the intern account that asked
 *   ('<referrer id>:<student id>': the mail names that account, and the link links no other);
 * - 'membership-unlink': the member removes that link ('<referrer id>:<student id>').
 */
export const oneTimeLinkPurposes = [
  'email-proof',
  'email-disown',
  'password-reset',
  'referrer-confirmation',
  'admin-invite',
  'referrer-data',
  'membership-link',
  'membership-unlink',
] as const;
export type OneTimeLinkPurpose = (typeof oneTimeLinkPurposes)[number];

/**
 * A mailed one-time link, of any purpose. Only the SHA-256 of its random token is kept, so a leaked
 * table opens nothing. `subject` is text so any kind of id fits (a student's id for 'email-proof'); no
 * foreign key, so the commands that erase a subject delete its links (commands/one-time-links.ts
 * deleteOneTimeLinks). `usedAt` is set when the link is used, and also when a newer link or a change
 * to the subject voids it; it is kept, so a replayed link is told it was used.
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
