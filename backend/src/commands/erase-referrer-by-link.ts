import type { EntityManager } from '@mikro-orm/postgresql';
import { referrerStillOwed } from 'shared/api/privacy';
import { conflict } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import { rupeesOwedTo } from '../queries/payouts.ts';
import { eraseReferrerData } from './erase-referrer-data.ts';
import { spendDataLink } from './export-referrer-data.ts';

/**
 * A refer-and-earn member erases their own data with the link mailed to their address (which proves
 * it is theirs): no admin decides, as nothing of an enrolment or a certificate hangs on it. Refused
 * while a payout is still owed to them (their UPI id is how it is paid), changing nothing. One
 * transaction: the link spent, the data erased, referrer.erased recorded.
 */
export async function eraseReferrerByLink(em: EntityManager, token: string, now = new Date()): Promise<void> {
  await em.transactional(async (tx) => {
    const referrerId = await spendDataLink(tx, token, now);
    // Refused, the transaction takes the link's use back: it still works once the payout is made.
    const owed = await rupeesOwedTo(tx, referrerId);
    if (owed > 0) throw conflict(referrerStillOwed(owed));
    await eraseReferrerData(tx, referrerId, now);
    recordEvent(tx, 'referrer.erased', { type: 'referrer', id: referrerId }, { referrerId }, `referrer:${referrerId}`);
    await tx.flush();
  });
}
