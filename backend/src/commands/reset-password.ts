import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { passwordProblem } from 'shared/api/password-strength';
import { Session, Student } from '../entities/index.ts';
import { gone, validationError } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import { hashPassword } from '../lib/passwords.ts';
import { checkOneTimeLink, consumeOneTimeLink, voidOneTimeLinks } from './one-time-links.ts';

const expired = () => gone('linkExpired');
const purpose = 'password-reset';

/**
 * Sets an intern's new password through a reset link. An unknown, used, voided or expired link is one
 * answer (410, 'This link has expired. Ask for a new one.') and changes nothing; a weak password is a
 * 400 naming newPassword and leaves the link usable. On success, in one transaction: the password,
 * the link spent and the intern's other links voided, every session of the account ended (a thief's
 * cookie dies too), and student.password-reset, whose job mails 'your password was changed'.
 */
export async function resetPassword(
  em: EntityManager,
  token: string,
  newPassword: string,
  now = new Date(),
): Promise<{ sessionsEnded: number }> {
  // The checks and the argon2 work happen before the transaction, so no row stays locked while they run.
  const found = await checkOneTimeLink(em.fork(), { purpose, token, now });
  const student = found.status === 'ok' ? await em.fork().findOne(Student, { id: Number(found.subject) }) : null;
  if (!student) throw expired();
  const problem = passwordProblem(newPassword, [student.email, student.name]);
  if (problem) throw validationError(problem, 'newPassword');
  const passwordHash = await hashPassword(newPassword);

  return em.transactional(async (tx) => {
    // Used by a parallel request, or voided by a newer link, meanwhile: refused.
    const link = await consumeOneTimeLink(tx, { purpose, token, now });
    if (link.status !== 'ok') throw expired();
    const row = await tx.findOne(
      Student,
      { id: student.id },
      { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['passwordHash'] },
    );
    if (!row) throw expired();
    row.passwordHash = passwordHash;
    await voidOneTimeLinks(tx, { purpose, subject: student.id, now });
    const sessionsEnded = await tx.nativeDelete(Session, { accountKind: 'student', accountId: student.id });
    recordEvent(
      tx,
      'student.password-reset',
      { type: 'student', id: student.id },
      { studentId: student.id, sessionsEnded },
      `student:${student.id}`,
    );
    await tx.flush();
    return { sessionsEnded };
  });
}
