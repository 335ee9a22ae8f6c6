import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { Student } from '../entities/index.ts';
import { conflict, forbidden, gone } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import { consumeOneTimeLink, voidOneTimeLinks } from './one-time-links.ts';

const invalid = () => gone('emailLinkInvalid');

/**
 * The intern's mailed link proves their e-mail, and only inside their own session: the token says the
 * mailbox was opened, the session says by whom. Holding the mail alone proves nothing (the address
 * owner pressing a button in a mail a stranger caused must not make the stranger's account "proven"),
 * and neither does a session alone. So the link's subject must be the signed-in intern (`studentId`):
 * another intern's token is refused with one answer that names no account (403, the use taken back,
 * nothing proven), so the person holding the mail can sign out and sign in to the right account.
 *
 * Proven: email_verified_at set, student.email-verified recorded and the account's "This wasn't me"
 * links voided (the registrant has shown the mailbox is theirs), in one transaction with the link
 * spent. It proves only the address it was mailed to: an admin's correction of the e-mail voids the
 * links made before it, so such a link is refused like an unknown, used, replaced or expired one (410,
 * one answer, nothing changed). An erased intern's link proves nothing; an address whose owner said
 * the registration is not theirs can never be proven (409, its links were voided then too).
 */
export async function confirmEmail(
  em: EntityManager,
  { token, studentId }: { token: string; studentId: number },
  now = new Date(),
): Promise<{ studentId: number }> {
  return em.transactional(async (tx) => {
    const link = await consumeOneTimeLink(tx, { purpose: 'email-proof', token, now });
    if (link.status !== 'ok') throw invalid();
    // Thrown after the use: the transaction rolls it back, so the owner's link still works for them.
    if (link.subject !== String(studentId)) throw forbidden('emailLinkOtherAccount');
    const student = await tx.findOne(
      Student,
      { id: studentId },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
    if (!student || student.erasedAt) throw invalid();
    if (student.emailDisownedAt) throw conflict('emailDisowned');
    // Issuing refuses a proven address, and a new link voids the others: an unused link of a proven
    // address does not exist, but proving twice would still record nothing new.
    if (!student.emailVerifiedAt) {
      student.emailVerifiedAt = now;
      await voidOneTimeLinks(tx, { purpose: 'email-disown', subject: student.id, now });
      recordEvent(
        tx,
        'student.email-verified',
        { type: 'student', id: student.id },
        { studentId: student.id },
        `student:${student.id}`,
      );
    }
    await tx.flush();
    return { studentId: student.id };
  });
}
