import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { EMAIL_PROOF_TTL_HOURS } from 'shared/business';
import { Student } from '../entities/index.ts';
import { issueOneTimeLink } from './one-time-links.ts';

export type IssuedEmailProof =
  | { status: 'issued'; token: string; expiresAt: Date; student: Pick<Student, 'id' | 'name' | 'email'> }
  | { status: 'proven' }
  | { status: 'missing' };

/**
 * A new link that proves an intern's e-mail, made by the mail job that sends it (the registration's
 * mail, or mail-email-proof): the token exists in clear only in this return value and in the mail (as
 * issuePasswordReset, whose comment says why). Earlier links are voided, so only the newest mail's
 * link works. The student row is locked while the address is read and the link stored: an admin's
 * correction of the e-mail (which voids the links) waits, so the link goes to the address it proves.
 * An erased intern, or one whose e-mail is proven already, gets no link.
 */
export async function issueEmailProof(em: EntityManager, studentId: number, now = new Date()): Promise<IssuedEmailProof> {
  return em.transactional(async (tx) => {
    const student = await tx.findOne(Student, { id: studentId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!student || student.erasedAt) return { status: 'missing' as const };
    if (student.emailVerifiedAt) return { status: 'proven' as const };
    const { token, expiresAt } = await issueOneTimeLink(tx, { purpose: 'email-proof', subject: student.id, ttlMs: EMAIL_PROOF_TTL_HOURS * 3600_000, now });
    const { id, name, email } = student;
    return { status: 'issued' as const, token, expiresAt, student: { id, name, email } };
  });
}
