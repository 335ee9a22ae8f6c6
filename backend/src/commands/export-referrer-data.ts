import type { EntityManager } from '@mikro-orm/postgresql';
import { Referrer } from '../entities/index.ts';
import { gone, notFound } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import { referrerPersonalData, type ReferrerPersonalData } from '../queries/personal-data.ts';
import { consumeOneTimeLink } from './one-time-links.ts';

/**
 * Spends a referrer's mailed data link inside the caller's transaction (its row locked: two clicks at
 * the same moment wait for each other, and the second finds it used) and gives the referrer's id.
 * Refused, changing nothing: an unknown link, or one whose member was erased meanwhile (404); a used
 * or voided link, and an expired one (410). A caller that refuses afterwards throws, and its
 * transaction takes the use back.
 */
export async function spendDataLink(tx: EntityManager, token: string, now: Date): Promise<number> {
  const link = await consumeOneTimeLink(tx, { purpose: 'referrer-data', token, now });
  if (link.status === 'unknown') throw notFound('exportLinkNotValid');
  const referrer = await tx.findOne(Referrer, { id: Number(link.subject) });
  if (!referrer || referrer.erasedAt) throw notFound('exportLinkNotValid');
  if (link.status === 'used') throw gone('exportLinkUsed');
  if (link.status === 'expired') throw gone('exportLinkExpired');
  return referrer.id;
}

/**
 * Opens a referrer's mailed download link: in one transaction the link is spent,
 * referrer.data-exported is recorded, and the data is read, so a link gives the data exactly once.
 */
export async function exportReferrerData(
  em: EntityManager,
  token: string,
  now = new Date(),
): Promise<ReferrerPersonalData> {
  return em.transactional(async (tx) => {
    const referrerId = await spendDataLink(tx, token, now);
    recordEvent(
      tx,
      'referrer.data-exported',
      { type: 'referrer', id: referrerId },
      { referrerId },
      `referrer:${referrerId}`,
    );
    await tx.flush();
    const data = await referrerPersonalData(tx, referrerId);
    if (!data) throw notFound('exportLinkNotValid');
    return data;
  });
}
