import type { EntityManager } from '@mikro-orm/postgresql';
import { Admin, Student } from '../entities/index.ts';
import type { SessionUser } from '../middlewares/session.ts';
import { dummyHash, verifyPassword } from './passwords.ts';

/** An e-mail as accounts are looked up by (and as the per-account login limit counts it). */
export const normalEmail = (email: string) => email.trim().toLowerCase();

/**
 * Checks an e-mail and password against the students, then the admins (one login form for both).
 * Exactly one argon2 verification runs whatever the outcome (a dummy hash when nobody has the
 * e-mail), so the answer time does not tell an unknown e-mail from a wrong password.
 */
export async function authenticate(
  em: EntityManager,
  email: string,
  password: string,
): Promise<SessionUser | undefined> {
  const address = normalEmail(email);
  // Both look-ups always run, so the number of queries does not tell either.
  const [student, admin] = await Promise.all([
    em.findOne(Student, { email: address }, { fields: ['id', 'passwordHash'] }),
    em.fork().findOne(Admin, { email: address }, { fields: ['id', 'passwordHash', 'disabledAt', 'invitePending'] }),
  ]);
  const account = student ?? admin;
  const ok = await verifyPassword(account?.passwordHash ?? (await dummyHash()), password);
  if (!ok || !account) return undefined;
  // A disabled staff account, or one invited whose password is not set, signs in nowhere (same answer).
  if (!student && admin && (admin.disabledAt || admin.invitePending)) return undefined;
  return { kind: student ? 'student' : 'admin', id: account.id };
}
