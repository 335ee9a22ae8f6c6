import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../db/sql.ts';
import { Referrer, Student } from '../entities/index.ts';

/** A confirmed referrer: the only kind any lookup here returns (and any presenter of ours is given). */
export type ActiveReferrer = Referrer & { code: string; confirmedAt: Date };

function active(referrer: Referrer | null): ActiveReferrer | null {
  return referrer?.confirmedAt && referrer.code ? (referrer as ActiveReferrer) : null;
}

/** The referral dashboard's lookup: both the e-mail (lower case) and the phone (normal form) must match. */
export async function activeReferrerByContact(em: EntityManager, email: string, phone: string) {
  return active(await em.findOne(Referrer, { email, phone, confirmedAt: { $ne: null } }));
}

/**
 * How an intern's referrer record came to be theirs, both sides having acted: joined while signed in
 * as the intern (the confirmation mail named the account), or asked for by the intern and confirmed by
 * the member from a mail naming the account.
 */
export type ReferrerLink = 'joined-signed-in' | 'member-confirmed';

/**
 * The refer-and-earn records linked to an intern, oldest first: the one rule (the view
 * student_referrers: referrers.student_id, migrations referrer_links and referrer_links_two_sided)
 * that the intern's own record, their data export, the erasure and its preview, retention and the
 * admin's student record all read. A record is the intern's only when it is confirmed, not erased and
 * linked to the intern by both sides; never by a phone or an e-mail, proven or not, which a stranger
 * can register with. Usually one.
 */
export async function linkedReferrers(
  em: EntityManager,
  studentId: number,
): Promise<{ referrerId: number; links: ReferrerLink[] }[]> {
  const rows = await sql<{ referrer_id: number; links: ReferrerLink[] }>(
    em,
    `select referrer_id, array_agg(link order by link) as links from student_referrers where student_id = $1 group by referrer_id order by referrer_id`,
    [studentId],
  );
  return rows.map((r) => ({ referrerId: r.referrer_id, links: r.links }));
}

/** An intern's own referrer record (the oldest linked one); undefined when the intern no longer exists. */
export async function activeReferrerOfStudent(
  em: EntityManager,
  studentId: number,
): Promise<ActiveReferrer | null | undefined> {
  const student = await em.findOne(Student, studentId, { fields: ['id'] });
  if (!student) return undefined;
  const [linked] = await linkedReferrers(em, studentId);
  return linked ? active(await em.findOne(Referrer, linked.referrerId)) : null;
}

/** Every active referrer, oldest first (the specification's GET /api/getrefer). */
export const activeReferrers = (em: EntityManager) =>
  em.find(Referrer, { confirmedAt: { $ne: null } }, { orderBy: { createdAt: 'asc', id: 'asc' } });
