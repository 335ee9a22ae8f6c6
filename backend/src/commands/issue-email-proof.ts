import type { EntityManager } from '@mikro-orm/postgresql';
import { EMAIL_DISOWN_TTL_DAYS, EMAIL_PROOF_TTL_HOURS } from 'shared/business';
import { Student } from '../entities/index.ts';
import { lockedRow } from '../db/locked-row.ts';
import { issueOneTimeLink } from './one-time-links.ts';

export type IssuedEmailProof =
  | {
      status: 'issued';
      token: string;
      disownToken: string;
      expiresAt: Date;
      student: Pick<Student, 'id' | 'name' | 'email' | 'createdAt'>;
    }
  | { status: 'proven' }
  | { status: 'disowned' }
  | { status: 'missing' };

/**
 * A new link that proves an intern's e-mail, made by the mail job that sends it (the registration's
 * mail, or mail-email-proof): the token exists in clear only in this return value and in the mail (as
 * issuePasswordReset, whose comment says why). Earlier proof links are voided, so only the newest
 * mail's link works. Beside it, the mail's "This wasn't me" link (`disownToken`, purpose
 * `email-disown`): every mail's stays valid for its days, so the address owner can answer any of them.
 * The student row is locked while the address is read and the links stored: an admin's correction of
 * the e-mail (which voids the links) waits, so the links go to the address they act on. An erased
 * intern, one whose e-mail is proven already, and one whose address owner said the registration is
 * not theirs get no link.
 */
export async function issueEmailProof(
  em: EntityManager,
  studentId: number,
  now = new Date(),
): Promise<IssuedEmailProof> {
  return em.transactional(async (tx) => {
    const student = await lockedRow(tx, Student, { id: studentId });
    if (!student || student.erasedAt) return { status: 'missing' as const };
    if (student.emailVerifiedAt) return { status: 'proven' as const };
    if (student.emailDisownedAt) return { status: 'disowned' as const };
    const { token, expiresAt } = await issueOneTimeLink(tx, {
      purpose: 'email-proof',
      subject: student.id,
      ttlMs: EMAIL_PROOF_TTL_HOURS * 3600_000,
      now,
    });
    const disown = await issueOneTimeLink(tx, {
      purpose: 'email-disown',
      subject: student.id,
      ttlMs: EMAIL_DISOWN_TTL_DAYS * 86_400_000,
      now,
      keepEarlier: true,
    });
    const { id, name, email, createdAt } = student;
    return {
      status: 'issued' as const,
      token,
      disownToken: disown.token,
      expiresAt,
      student: { id, name, email, createdAt },
    };
  });
}
