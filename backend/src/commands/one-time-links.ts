import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { OneTimeLink, type OneTimeLinkPurpose } from '../entities/index.ts';
import { linkTokenHash, newLinkToken } from '../lib/link-token.ts';

/**
 * The one way to make and to use a mailed one-time link of the `one_time_links` table. Both run inside
 * the caller's transaction (the command that owns the purpose locks its subject and records its event);
 * neither writes an event. The token exists in clear only in issueOneTimeLink's return value, which the
 * mail job puts in the URL fragment of its mail: never in an event, a job's data in Redis or a log.
 */

function inTransaction(em: EntityManager, what: string) {
  if (!em.isInTransaction()) throw new Error(`${what} must run inside a transaction`);
}

/**
 * A new link for `subject`: its earlier live links of the same purpose are voided (used_at set), so
 * only the newest mail's link works and a mailbox holding several is no wider door than one. `ttlMs`
 * counts from now (the mail being made), so a job that waited still sends a link that works.
 */
export async function issueOneTimeLink(
  em: EntityManager,
  { purpose, subject, ttlMs, now = new Date() }: { purpose: OneTimeLinkPurpose; subject: string | number; ttlMs: number; now?: Date },
): Promise<{ token: string; expiresAt: Date }> {
  inTransaction(em, 'issueOneTimeLink');
  await voidOneTimeLinks(em, { purpose, subject, now });
  const token = newLinkToken();
  const expiresAt = new Date(now.getTime() + ttlMs);
  em.create(OneTimeLink, { purpose, subject: String(subject), tokenHash: linkTokenHash(token), expiresAt });
  await em.flush();
  return { token, expiresAt };
}

/** Voids every live link of `purpose` for `subject` (a newer link, or a change that makes them wrong). */
export async function voidOneTimeLinks(em: EntityManager, { purpose, subject, now = new Date() }: { purpose: OneTimeLinkPurpose; subject: string | number; now?: Date }) {
  return em.nativeUpdate(OneTimeLink, { purpose, subject: String(subject), usedAt: null }, { usedAt: now });
}

export type ConsumedLink = { status: 'ok'; subject: string } | { status: 'unknown' | 'used' | 'expired' };

/**
 * Uses a link: its row locked (two presses at once cannot both pass), then unexpired and unused checked,
 * then marked used. Gives the subject it was made for. A token of another purpose is 'unknown', exactly
 * as a forged one: a link never does what it was not made for. A refusal changes nothing.
 */
export async function consumeOneTimeLink(
  em: EntityManager,
  { purpose, token, now = new Date() }: { purpose: OneTimeLinkPurpose; token: string; now?: Date },
): Promise<ConsumedLink> {
  inTransaction(em, 'consumeOneTimeLink');
  const link = await em.findOne(OneTimeLink, { tokenHash: linkTokenHash(token), purpose }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!link) return { status: 'unknown' };
  if (link.usedAt) return { status: 'used' };
  if (link.expiresAt.getTime() <= now.getTime()) return { status: 'expired' };
  link.usedAt = now;
  await em.flush();
  return { status: 'ok', subject: link.subject };
}
