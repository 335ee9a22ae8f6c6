import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { Referrer } from '../entities/index.ts';
import { conflict, gone, notFound } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import type { Actor } from '../events/types.ts';
import { parseMembershipPair } from './issue-membership-links.ts';
import { consumeOneTimeLink } from './one-time-links.ts';

function unlink(tx: EntityManager, member: Referrer, studentId: number, by: 'intern' | 'member', actor: Actor) {
  member.student = null;
  member.studentLink = null;
  recordEvent(
    tx,
    'referrer.unlinked',
    { type: 'referrer', id: member.id },
    { referrerId: member.id, studentId, by },
    actor,
  );
}

/**
 * The intern removes the link between their account and the refer-and-earn memberships linked to it
 * (usually one) from their dashboard: one referrer.unlinked each, which mails the member. Only the
 * links the view student_referrers reads (confirmed, not erased); a join still waiting for its
 * confirmation keeps naming the intern, as its mail did. 404 when none is linked.
 */
export async function unlinkMembershipsOfIntern(em: EntityManager, studentId: number): Promise<number> {
  return em.transactional(async (tx) => {
    const members = await tx.find(
      Referrer,
      { student: studentId, confirmedAt: { $ne: null }, erasedAt: null },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true, orderBy: { id: 'asc' } },
    );
    if (members.length === 0) throw notFound('referralNotJoined');
    for (const member of members) unlink(tx, member, studentId, 'intern', `student:${studentId}`);
    await tx.flush();
    return members.length;
  });
}

/**
 * The member removes the link with the link in the mail that told them of it (its subject is the
 * membership and the intern account). A link removed already (by the intern, or replaced) answers done,
 * with no event. Refused: an unknown link (404), a used one (409), an expired one (410: the intern can
 * still remove it, or the company on request).
 */
export async function unlinkMembershipByLink(em: EntityManager, token: string, now = new Date()): Promise<void> {
  await em.transactional(async (tx) => {
    const link = await consumeOneTimeLink(tx, { purpose: 'membership-unlink', token, now });
    if (link.status === 'unknown') throw notFound('membershipLinkNotValid');
    const pair = parseMembershipPair(link.subject);
    if (!pair) throw notFound('membershipLinkNotValid');
    if (link.status === 'used') throw conflict('membershipLinkUsed');
    if (link.status === 'expired') throw gone('membershipUnlinkExpired');
    const member = await tx.findOne(
      Referrer,
      { id: pair.referrerId },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
    if (!member || member.student?.id !== pair.studentId) return;
    unlink(tx, member, pair.studentId, 'member', `referrer:${member.id}`);
    await tx.flush();
  });
}
