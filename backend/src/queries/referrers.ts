import type { EntityManager } from '@mikro-orm/postgresql';
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
 * An intern's own referrer record: the one with their e-mail. Anyone can join with any e-mail, so only
 * a record whose owner confirmed it is the intern's. Undefined when the intern no longer exists.
 */
export async function activeReferrerOfStudent(em: EntityManager, studentId: number): Promise<ActiveReferrer | null | undefined> {
  const student = await em.findOne(Student, studentId, { fields: ['id', 'email'] });
  if (!student) return undefined;
  return active(await em.findOne(Referrer, { email: student.email.toLowerCase(), confirmedAt: { $ne: null } }));
}

/** Every active referrer, oldest first (the specification's GET /api/getrefer). */
export const activeReferrers = (em: EntityManager) =>
  em.find(Referrer, { confirmedAt: { $ne: null } }, { orderBy: { createdAt: 'asc', id: 'asc' } });
