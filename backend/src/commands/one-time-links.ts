import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { OneTimeLink, type OneTimeLinkPurpose } from '../entities/index.ts';
import { linkTokenHash, newLinkToken } from '../lib/link-token.ts';

/**
 * The one way to make, use and void a mailed one-time link (the `one_time_links` table, every
 * purpose). They run inside the caller's transaction (the command that owns the purpose locks its
 * subject and records its event); none writes an event. The token exists in clear only in
 * issueOneTimeLink's return value, which the mail job puts in the URL fragment of its mail: never in an
 * event, a job's data in Redis or a log.
 */

function inTransaction(em: EntityManager, what: string) {
  if (!em.isInTransaction()) throw new Error(`${what} must run inside a transaction`);
}

/**
 * A new link for `subject`. Its earlier live links of the same purpose are voided (used_at set), so
 * only the newest mail's link works and a mailbox holding several is no wider door than one; with
 * `keepEarlier` they stay valid until they expire or are used (the referrer confirmation and the
 * invitation: a resent mail does not kill the first one). `ttlMs` counts from now (the mail being
 * made), so a job that waited still sends a link that works.
 */
export async function issueOneTimeLink(
  em: EntityManager,
  {
    purpose,
    subject,
    ttlMs,
    now = new Date(),
    keepEarlier = false,
  }: { purpose: OneTimeLinkPurpose; subject: string | number; ttlMs: number; now?: Date; keepEarlier?: boolean },
): Promise<{ token: string; expiresAt: Date }> {
  inTransaction(em, 'issueOneTimeLink');
  if (!keepEarlier) await voidOneTimeLinks(em, { purpose, subject, now });
  const token = newLinkToken();
  const expiresAt = new Date(now.getTime() + ttlMs);
  em.create(OneTimeLink, { purpose, subject: String(subject), tokenHash: linkTokenHash(token), expiresAt });
  await em.flush();
  return { token, expiresAt };
}

/** Voids every live link of `purpose` for `subject` (a newer link, or a change that makes them wrong). */
export async function voidOneTimeLinks(
  em: EntityManager,
  { purpose, subject, now = new Date() }: { purpose: OneTimeLinkPurpose; subject: string | number; now?: Date },
) {
  return em.nativeUpdate(OneTimeLink, { purpose, subject: String(subject), usedAt: null }, { usedAt: now });
}

/**
 * Deletes a subject's links of these purposes, used or not: its erasure, or a record whose details
 * were replaced (an unknown link then, not a used one).
 */
export async function deleteOneTimeLinks(
  em: EntityManager,
  { purposes, subject }: { purposes: readonly OneTimeLinkPurpose[]; subject: string | number },
) {
  return em.nativeDelete(OneTimeLink, { purpose: { $in: [...purposes] }, subject: String(subject) });
}

/**
 * What a token is worth for `purpose`: 'unknown' (made up, or of another purpose: a link never does
 * what it was not made for), else its subject with 'ok', 'used' (spent or voided) or 'expired'. The
 * subject comes with a refusal too, so the owner can answer by the subject's state first.
 */
export type LinkState = { status: 'unknown' } | { status: 'ok' | 'used' | 'expired'; subject: string };

function stateOf(link: OneTimeLink | null, now: Date): LinkState {
  if (!link) return { status: 'unknown' };
  const status = link.usedAt ? 'used' : link.expiresAt.getTime() <= now.getTime() ? 'expired' : 'ok';
  return { status, subject: link.subject };
}

/**
 * Reads a link without using it or locking it: the check before slow work that must not hold a lock
 * (a new password's argon2 hash). consumeOneTimeLink must still decide afterwards.
 */
export async function checkOneTimeLink(
  em: EntityManager,
  { purpose, token, now = new Date() }: { purpose: OneTimeLinkPurpose; token: string; now?: Date },
): Promise<LinkState> {
  return stateOf(await em.findOne(OneTimeLink, { tokenHash: linkTokenHash(token), purpose }, { refresh: true }), now);
}

/**
 * Uses a link: its row locked (two presses at once cannot both pass), then unexpired and unused checked,
 * then marked used. A refusal changes nothing; a caller that refuses after an 'ok' (the subject's own
 * state) throws, and its transaction takes the use back.
 */
export async function consumeOneTimeLink(
  em: EntityManager,
  { purpose, token, now = new Date() }: { purpose: OneTimeLinkPurpose; token: string; now?: Date },
): Promise<LinkState> {
  inTransaction(em, 'consumeOneTimeLink');
  const link = await em.findOne(
    OneTimeLink,
    { tokenHash: linkTokenHash(token), purpose },
    { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
  const state = stateOf(link, now);
  if (link && state.status === 'ok') {
    link.usedAt = now;
    await em.flush();
  }
  return state;
}
