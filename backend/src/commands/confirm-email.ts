import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { Student } from '../entities/index.ts';
import { gone } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import { consumeOneTimeLink } from './one-time-links.ts';

const invalid = () => gone('emailLinkInvalid');

/**
 * The intern's mailed link proves their e-mail: email_verified_at is set and student.email-verified
 * recorded, in one transaction with the link spent. Signed in or not, as anyone: the token is the
 * proof. It proves only the address it was mailed to: an admin's correction of the e-mail voids the
 * links made before it, so such a link is refused like an unknown, used, replaced or expired one (410,
 * one answer, nothing changed). An erased intern's link proves nothing.
 */
export async function confirmEmail(em: EntityManager, token: string, now = new Date()): Promise<{ studentId: number }> {
  return em.transactional(async (tx) => {
    const link = await consumeOneTimeLink(tx, { purpose: 'email-proof', token, now });
    if (link.status !== 'ok') throw invalid();
    const student = await tx.findOne(Student, { id: Number(link.subject) }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!student || student.erasedAt) throw invalid();
    // Issuing refuses a proven address, and a new link voids the others: an unused link of a proven
    // address does not exist, but proving twice would still record nothing new.
    if (!student.emailVerifiedAt) {
      student.emailVerifiedAt = now;
      recordEvent(tx, 'student.email-verified', { type: 'student', id: student.id }, { studentId: student.id }, `student:${student.id}`);
    }
    await tx.flush();
    return { studentId: student.id };
  });
}
