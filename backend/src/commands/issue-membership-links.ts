import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { REFERRER_LINK_TTL_HOURS, REFERRER_UNLINK_TTL_DAYS } from 'shared/business';
import { Referrer, Student } from '../entities/index.ts';
import { issueOneTimeLink } from './one-time-links.ts';

/** A one-time link's subject for a membership and an intern account: the link acts on that pair and no other. */
export const membershipPair = (referrerId: number, studentId: number) => `${referrerId}:${studentId}`;

/** The pair a subject names, or null for a subject that is not one. */
export function parseMembershipPair(subject: string): { referrerId: number; studentId: number } | null {
  const match = /^(\d{1,10}):(\d{1,10})$/.exec(subject);
  return match ? { referrerId: Number(match[1]), studentId: Number(match[2]) } : null;
}

/** The member and the intern account a mail names (the intern's id as a number; the mail formats it). */
export interface MembershipPair {
  member: Pick<Referrer, 'id' | 'name' | 'email' | 'language'>;
  intern: Pick<Student, 'id' | 'name' | 'email'>;
}

export type IssuedMembershipLink =
  ({ status: 'issued'; token: string; expiresAt: Date } & MembershipPair) | { status: 'void'; why: string };

async function lockedPair(tx: EntityManager, referrerId: number, studentId: number) {
  const member = await tx.findOne(
    Referrer,
    { id: referrerId },
    { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
  const intern = await tx.findOne(Student, { id: studentId }, { refresh: true });
  return { member, intern };
}

const pairOf = (member: Referrer, intern: Student): MembershipPair => ({
  member: { id: member.id, name: member.name, email: member.email, language: member.language },
  intern: { id: intern.id, name: intern.name, email: intern.email },
});

/**
 * The link the member presses to link their membership to the intern account that asked, made by the
 * mail job that sends it (the token exists in clear only here and in the mail). The member row is
 * locked, so a link or removal meanwhile is seen. A newer request of the same intern voids the earlier
 * link. No link (void) when the member is no longer active, the intern is gone, or they are linked already.
 */
export async function issueMembershipLink(
  em: EntityManager,
  referrerId: number,
  studentId: number,
  now = new Date(),
): Promise<IssuedMembershipLink> {
  return em.transactional(async (tx) => {
    const { member, intern } = await lockedPair(tx, referrerId, studentId);
    if (!member || !member.confirmedAt || member.erasedAt)
      return { status: 'void' as const, why: `Referrer ${referrerId} is not an active member.` };
    if (!intern || intern.erasedAt) return { status: 'void' as const, why: `Student ${studentId} no longer exists.` };
    if (member.student?.id === studentId)
      return { status: 'void' as const, why: `Referrer ${referrerId} is linked to student ${studentId} already.` };
    const { token, expiresAt } = await issueOneTimeLink(tx, {
      purpose: 'membership-link',
      subject: membershipPair(referrerId, studentId),
      ttlMs: REFERRER_LINK_TTL_HOURS * 3600_000,
      now,
    });
    return { status: 'issued' as const, token, expiresAt, ...pairOf(member, intern) };
  });
}

export type IssuedUnlink = ({ token: string | null } & MembershipPair) | null;

/**
 * For the mail telling a member of a new link: the member and the intern account, and a one-time link
 * that removes that link (90 days: removing is always safe for the member, who holds the mailbox).
 * `token` is null when the link was removed meanwhile (the removal's own mail follows). Null when
 * either side is gone.
 */
export async function issueMembershipUnlink(
  em: EntityManager,
  referrerId: number,
  studentId: number,
  now = new Date(),
): Promise<IssuedUnlink> {
  return em.transactional(async (tx) => {
    const { member, intern } = await lockedPair(tx, referrerId, studentId);
    if (!member || member.erasedAt || !intern) return null;
    if (member.student?.id !== studentId) return { token: null, ...pairOf(member, intern) };
    const { token } = await issueOneTimeLink(tx, {
      purpose: 'membership-unlink',
      subject: membershipPair(referrerId, studentId),
      ttlMs: REFERRER_UNLINK_TTL_DAYS * 86_400_000,
      now,
    });
    return { token, ...pairOf(member, intern) };
  });
}
