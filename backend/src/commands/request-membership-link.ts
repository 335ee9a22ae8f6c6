import type { EntityManager } from '@mikro-orm/postgresql';
import { Referrer } from '../entities/index.ts';
import { recordEvent } from '../events/record-event.ts';

/**
 * A signed-in intern asks to link the refer-and-earn membership of an address (lower case) to their
 * account. Only for an active member not already linked to this intern does it record
 * referrer.link-requested, whose mail job makes a one-time link and mails it to the member's own
 * address, naming the intern account: nothing is linked until the member confirms
 * (commands/confirm-membership-link.ts). Any other address changes nothing; both paths run the same
 * transaction and look-up, so neither the answer nor its time tells the asker who is a member.
 */
export async function requestMembershipLink(em: EntityManager, studentId: number, email: string): Promise<void> {
  await em.transactional(async (tx) => {
    const member = await tx.findOne(
      Referrer,
      { email, confirmedAt: { $ne: null }, erasedAt: null },
      { fields: ['id', 'student'] },
    );
    if (member && member.student?.id !== studentId) {
      recordEvent(
        tx,
        'referrer.link-requested',
        { type: 'referrer', id: member.id },
        { referrerId: member.id, studentId },
        `student:${studentId}`,
      );
    }
    await tx.flush();
  });
}
