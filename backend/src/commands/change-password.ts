import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { Admin, Session, Student } from '../entities/index.ts';
import { unauthorized, validationError } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import { passwordProblem } from 'shared/api/password-strength';
import { hashPassword, verifyPassword } from '../lib/passwords.ts';
import type { SessionUser } from '../middlewares/session.ts';
import { voidOneTimeLinks } from './one-time-links.ts';

/**
 * A signed-in user changes their password: the current one is checked, the new one must not be common
 * or guessable from the account, and every other session of the account ends (a thief's copy of the
 * cookie dies with it). The session `keepSessionKey` (the one making the change) stays; the route gives
 * it a new id.
 */
export async function changePassword(
  em: EntityManager,
  account: SessionUser,
  input: { currentPassword: string; newPassword: string },
  keepSessionKey: string | undefined,
) {
  // The argon2 work happens before the transaction, so no row stays locked while it runs.
  const fields = ['id', 'email', 'name', 'passwordHash'] as const;
  const found =
    account.kind === 'admin'
      ? await em.fork().findOne(Admin, { id: account.id }, { fields })
      : await em.fork().findOne(Student, { id: account.id }, { fields });
  if (!found) throw unauthorized();
  if (!(await verifyPassword(found.passwordHash, input.currentPassword)))
    throw validationError('wrongCurrentPassword', 'currentPassword');
  if (input.newPassword === input.currentPassword) throw validationError('samePassword', 'newPassword');
  const problem = passwordProblem(input.newPassword, [found.email, found.name]);
  if (problem) throw validationError(problem, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);

  return em.transactional(async (tx) => {
    const locked = { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['passwordHash'] } as const;
    const row =
      account.kind === 'admin'
        ? await tx.findOne(Admin, { id: account.id }, locked)
        : await tx.findOne(Student, { id: account.id }, locked);
    // Changed meanwhile by another request: this one's check of the current password is stale.
    if (!row || row.passwordHash !== found.passwordHash)
      throw validationError('wrongCurrentPassword', 'currentPassword');
    row.passwordHash = passwordHash;
    const sessionsEnded = await tx.nativeDelete(Session, {
      accountKind: account.kind,
      accountId: account.id,
      ...(keepSessionKey ? { id: { $ne: keepSessionKey } } : {}),
    });
    // An intern's reset links still in a mailbox would undo the change: they are voided with it.
    if (account.kind === 'student') await voidOneTimeLinks(tx, { purpose: 'password-reset', subject: account.id });
    recordEvent(
      tx,
      'account.password-changed',
      { type: account.kind, id: account.id },
      { accountKind: account.kind, accountId: account.id, sessionsEnded },
      `${account.kind}:${account.id}`,
    );
    await tx.flush();
    return { sessionsEnded };
  });
}
