import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { Student } from '../entities/index.ts';
import { gone } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import { consumeOneTimeLink, voidOneTimeLinks } from './one-time-links.ts';

const invalid = () => gone('disownLinkInvalid');

/**
 * "This wasn't me": the owner of an address, holding the link a registration's mail carried, says
 * the registration is not theirs. No session (they have no account, or not this one): the token is
 * what shows they read that mailbox. From then on the account can never prove this address (its proof
 * and "This wasn't me" links are voided, and no new one is made: issueEmailProof, requestEmailProof),
 * no mail goes to the address for this account (workers/src/mail/define.ts), and admins see the flag
 * on the student's record. An admin's correction of the e-mail (commands/correct-student.ts) clears it
 * for the new address. student.email-disowned is the audit record (actor 'visitor': the address owner
 * has no account of ours); it fans out to nothing, so nothing more is mailed.
 *
 * A second mail's link pressed after the first: the same answer, nothing recorded again. A link of an
 * account whose e-mail was proven (its links were voided then), or erased, or expired: 410.
 */
export async function disownEmail(
  em: EntityManager,
  token: string,
  now = new Date(),
): Promise<{ studentId: number; already: boolean }> {
  return em.transactional(async (tx) => {
    const link = await consumeOneTimeLink(tx, { purpose: 'email-disown', token, now });
    if (link.status === 'unknown') throw invalid();
    const student = await tx.findOne(
      Student,
      { id: Number(link.subject) },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
    if (!student || student.erasedAt) throw invalid();
    if (link.status === 'used' && student.emailDisownedAt) return { studentId: student.id, already: true };
    if (link.status !== 'ok' || student.emailVerifiedAt) throw invalid();
    student.emailDisownedAt = now;
    await voidOneTimeLinks(tx, { purpose: 'email-proof', subject: student.id, now });
    await voidOneTimeLinks(tx, { purpose: 'email-disown', subject: student.id, now });
    recordEvent(
      tx,
      'student.email-disowned',
      { type: 'student', id: student.id },
      { studentId: student.id },
      'visitor',
    );
    await tx.flush();
    return { studentId: student.id, already: false };
  });
}
