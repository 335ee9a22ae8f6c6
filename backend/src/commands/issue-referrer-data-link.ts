import type { EntityManager } from '@mikro-orm/postgresql';
import { EXPORT_LINK_TTL_HOURS } from 'shared/api/privacy';
import { Referrer } from '../entities/index.ts';
import { lockedRow } from '../db/locked-row.ts';
import { issueOneTimeLink } from './one-time-links.ts';

export type IssuedReferrerDataLink =
  | { status: 'issued'; token: string; expiresAt: Date; referrer: Pick<Referrer, 'id' | 'name' | 'email'> }
  | { status: 'inactive' }
  | { status: 'missing' };

/**
 * A new one-time link that downloads a referrer's data, made by the mail job that sends it, exactly as
 * issuePasswordReset: the token exists in clear only in this return value and in the mail (never in
 * the event, the job's data in Redis or a log); `one_time_links` keeps its SHA-256. The 24 hours count from
 * the mail. The referrer's other unused links are voided, so only the newest mail's link works.
 * A member who is no longer active (erased meanwhile) gets no link.
 */
export async function issueReferrerDataLink(
  em: EntityManager,
  referrerId: number,
  now = new Date(),
): Promise<IssuedReferrerDataLink> {
  return em.transactional(async (tx) => {
    const referrer = await lockedRow(tx, Referrer, { id: referrerId });
    if (!referrer) return { status: 'missing' as const };
    if (!referrer.confirmedAt || referrer.erasedAt) return { status: 'inactive' as const };
    const { token, expiresAt } = await issueOneTimeLink(tx, {
      purpose: 'referrer-data',
      subject: referrer.id,
      ttlMs: EXPORT_LINK_TTL_HOURS * 3600_000,
      now,
    });
    const { id, name, email } = referrer;
    return { status: 'issued' as const, token, expiresAt, referrer: { id, name, email } };
  });
}
