import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { Payout } from '../entities/index.ts';
import { conflict, notFound } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import type { Actor } from '../events/types.ts';
import { jobIdsForEvent } from '../queues/fan-out.ts';

export const PAYOUT_UTR_USED = 'This UTR already paid another payout; nothing changed.';

/**
 * Records that a payout went out (its UPI reference); payout.paid mails the referrer a statement. A
 * UTR is one transfer: one that already paid another payout is refused (a unique index holds it).
 */
export async function markPayoutPaid(em: EntityManager, payoutId: number, utr: string, actor: Actor) {
  try {
    return await paid(em, payoutId, utr, actor);
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) throw conflict(PAYOUT_UTR_USED);
    throw err;
  }
}

function paid(em: EntityManager, payoutId: number, utr: string, actor: Actor) {
  return em.transactional(async (tx) => {
    const payout = await tx.findOne(Payout, { id: payoutId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!payout) throw notFound('No payout has this id.');
    if (payout.status === 'paid') throw conflict('This payout is already marked paid.');
    payout.status = 'paid';
    payout.utr = utr;
    payout.paidAt = new Date();
    const event = recordEvent(tx, 'payout.paid', { type: 'payout', id: payout.id }, { payoutId: payout.id }, actor);
    await tx.flush();
    return { payout, jobs: jobIdsForEvent(event.id, 'payout.paid') };
  });
}
