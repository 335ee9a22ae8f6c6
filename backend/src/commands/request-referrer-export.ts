import type { EntityManager } from '@mikro-orm/postgresql';
import { Referrer } from '../entities/index.ts';
import { recordEvent } from '../events/record-event.ts';

/**
 * Someone asked for a referrer's data by e-mail (already lower-cased). Only for a confirmed, not erased
 * member does it record referrer.data-export-requested, whose mail job makes the one-time link and
 * mails it to the member's own address, so only the mailbox's owner gets the data. Any other address
 * changes nothing; both paths run the same transaction and look-up, so neither the answer nor its
 * time tells who is a member (as requestPasswordReset).
 */
export async function requestReferrerExport(em: EntityManager, email: string): Promise<void> {
  await em.transactional(async (tx) => {
    const referrer = await tx.findOne(
      Referrer,
      { email, confirmedAt: { $ne: null }, erasedAt: null },
      { fields: ['id'] },
    );
    if (referrer) {
      recordEvent(
        tx,
        'referrer.data-export-requested',
        { type: 'referrer', id: referrer.id },
        { referrerId: referrer.id },
        'visitor',
      );
    }
    await tx.flush();
  });
}
