import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { Referrer, Student } from '../entities/index.ts';
import { conflict, gone, notFound } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import { parseMembershipPair } from './issue-membership-links.ts';
import { consumeOneTimeLink } from './one-time-links.ts';

/**
 * The member pressed the button of the mailed request: their membership is linked to the intern
 * account the mail named (the link's subject is that pair, so a link links nothing else), and
 * referrer.linked mails them that it is, with a link that removes it. The only way an intern's request
 * links a membership. Refused, changing nothing (the link stays usable where that helps): an unknown or
 * replaced link (404), a used one (409), an expired one (410), a member no longer active or an intern
 * account gone (409), a membership linked to another intern account (409: the member removes that
 * link first). Linked to this intern already: done, no event.
 */
export async function confirmMembershipLink(
  em: EntityManager,
  token: string,
  now = new Date(),
): Promise<{ referrerId: number; studentId: number }> {
  return em.transactional(async (tx) => {
    const link = await consumeOneTimeLink(tx, { purpose: 'membership-link', token, now });
    if (link.status === 'unknown') throw notFound('membershipLinkNotValid');
    const pair = parseMembershipPair(link.subject);
    if (!pair) throw notFound('membershipLinkNotValid');
    if (link.status === 'used') throw conflict('membershipLinkUsed');
    if (link.status === 'expired') throw gone('membershipLinkExpired');
    const member = await tx.findOne(
      Referrer,
      { id: pair.referrerId },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
    if (!member || !member.confirmedAt || member.erasedAt) throw conflict('membershipNotActive');
    const intern = await tx.findOne(Student, { id: pair.studentId }, { fields: ['id', 'erasedAt'], refresh: true });
    if (!intern || intern.erasedAt) throw conflict('internAccountGone');
    const linkedTo = member.student?.id;
    if (linkedTo === pair.studentId) return pair;
    if (linkedTo !== undefined) throw conflict('membershipLinkedElsewhere');
    member.student = tx.getReference(Student, pair.studentId);
    member.studentLink = 'member-confirmed';
    await tx.flush();
    recordEvent(
      tx,
      'referrer.linked',
      { type: 'referrer', id: member.id },
      { ...pair, link: 'member-confirmed' },
      `referrer:${member.id}`,
    );
    return pair;
  });
}
