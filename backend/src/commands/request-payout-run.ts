import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '../events/record-event.ts';
import type { Actor } from '../events/types.ts';
import { jobIdsForEvent } from '../queues/fan-out.ts';

/** An admin runs the payout for a period now: payout.run-requested makes the payout-run job. */
export async function requestPayoutRun(em: EntityManager, period: string, actor: Actor) {
  return em.transactional(async (tx) => {
    const event = recordEvent(tx, 'payout.run-requested', { type: 'payout_period', id: period }, { period }, actor);
    await tx.flush();
    return { eventId: event.id, jobs: jobIdsForEvent(event.id, 'payout.run-requested') };
  });
}
