import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { EXPORT_LINK_EXPIRED, EXPORT_LINK_NOT_VALID, EXPORT_LINK_USED } from 'shared/api/privacy';
import { ReferrerDataLink } from '../entities/index.ts';
import { gone, notFound } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import { linkTokenHash } from '../lib/link-token.ts';
import { referrerPersonalData, type ReferrerPersonalData } from '../queries/personal-data.ts';

/**
 * A referrer's mailed data link, locked inside the caller's transaction: two clicks at the same
 * moment wait for each other, and the second finds it used. Refused, changing nothing: an unknown
 * link, or one whose member was erased meanwhile (404); a used or voided link, and an expired one (410).
 */
export async function lockDataLink(tx: EntityManager, token: string, now: Date): Promise<ReferrerDataLink> {
  const link = await tx.findOne(ReferrerDataLink, { tokenHash: linkTokenHash(token) }, { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['referrer'] });
  if (!link || link.referrer.erasedAt) throw notFound(EXPORT_LINK_NOT_VALID);
  if (link.usedAt) throw gone(EXPORT_LINK_USED);
  if (link.expiresAt.getTime() <= now.getTime()) throw gone(EXPORT_LINK_EXPIRED);
  return link;
}

/**
 * Opens a referrer's mailed download link: in one transaction the link is spent,
 * referrer.data-exported is recorded, and the data is read, so a link gives the data exactly once.
 */
export async function exportReferrerData(em: EntityManager, token: string, now = new Date()): Promise<ReferrerPersonalData> {
  return em.transactional(async (tx) => {
    const link = await lockDataLink(tx, token, now);
    link.usedAt = now;
    const referrerId = link.referrer.id;
    recordEvent(tx, 'referrer.data-exported', { type: 'referrer', id: referrerId }, { referrerId }, `referrer:${referrerId}`);
    await tx.flush();
    const data = await referrerPersonalData(tx, referrerId);
    if (!data) throw notFound(EXPORT_LINK_NOT_VALID);
    return data;
  });
}
