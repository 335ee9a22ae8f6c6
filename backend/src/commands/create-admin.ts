import type { EntityManager } from '@mikro-orm/postgresql';
import { Admin, AdminRecoveryCode, Session } from '../entities/index.ts';
import { recordEvent } from '../events/record-event.ts';
import { passwordProblem } from 'shared/api/password-strength';
import { hashPassword } from '../lib/passwords.ts';
import { voidOneTimeLinks } from './one-time-links.ts';

export class WeakPasswordError extends Error {}

/**
 * Creates an admin account, or sets the password of an existing one (same e-mail), ending its
 * sessions. `resetTwoFactor` takes the authenticator and recovery codes away (a lost phone): the next
 * sign-in sets one up again. A common or guessable password is refused (an Error with the reason).
 */
export async function createAdmin(
  em: EntityManager,
  input: { email: string; name: string; password: string; resetTwoFactor?: boolean },
) {
  const email = input.email.trim().toLowerCase();
  const problem = passwordProblem(input.password, [email, input.name]);
  if (problem) throw new WeakPasswordError(problem);
  const passwordHash = await hashPassword(input.password);
  return em.transactional(async (tx) => {
    const existing = await tx.findOne(Admin, { email });
    if (existing) {
      existing.passwordHash = passwordHash;
      existing.name = input.name;
      // The password is set now: an invited account is no longer waiting for its link (its links die).
      // A disabled account stays disabled: the Accounts screen enables it. Its role does not change.
      existing.invitePending = false;
      await voidOneTimeLinks(tx, { purpose: 'admin-invite', subject: existing.id });
      const sessionsEnded = await tx.nativeDelete(Session, { accountKind: 'admin', accountId: existing.id });
      recordEvent(
        tx,
        'account.password-changed',
        { type: 'admin', id: existing.id },
        { accountKind: 'admin', accountId: existing.id, sessionsEnded },
        'system',
      );
      if (input.resetTwoFactor) {
        existing.totpSecret = null;
        existing.totpEnabledAt = null;
        existing.totpLastStep = null;
        await tx.nativeDelete(AdminRecoveryCode, { admin: existing.id });
        recordEvent(tx, 'admin.totp-reset', { type: 'admin', id: existing.id }, { adminId: existing.id }, 'system');
      }
      await tx.flush();
      return { admin: existing, created: false };
    }
    return { admin: tx.create(Admin, { email, name: input.name, passwordHash }), created: true };
  });
}
