import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { passwordProblem } from 'shared/api/password-strength';
import { Admin, AdminInvite, Session } from '../entities/index.ts';
import { gone, validationError } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import { hashPassword } from '../lib/passwords.ts';
import { linkTokenHash } from '../lib/link-token.ts';

/**
 * The invited person sets their password through the link. An unknown, used or expired link, or one
 * of an account disabled or active meanwhile, is 'This link has expired. Ask for a new one.' and
 * changes nothing. The link's row and the account are locked, so a link works once even when posted
 * twice at the same moment; every other link of the account dies with it. The next sign-in sets up
 * the authenticator, as for any admin.
 */
export async function acceptAdminInvite(em: EntityManager, token: string, newPassword: string, now = new Date()) {
  const hash = linkTokenHash(token);
  const usable = (invite: AdminInvite | null) =>
    invite && !invite.usedAt && invite.expiresAt > now && invite.admin.invitePending && !invite.admin.disabledAt;
  const found = await em.fork().findOne(AdminInvite, { tokenHash: hash }, { populate: ['admin'] });
  if (!found || !usable(found)) throw gone('linkExpired');
  const problem = passwordProblem(newPassword, [found.admin.email, found.admin.name]);
  if (problem) throw validationError(problem, 'newPassword');
  // The argon2 work happens before the transaction, so no row stays locked while it runs.
  const passwordHash = await hashPassword(newPassword);

  return em.transactional(async (tx) => {
    const admin = await tx.findOne(Admin, { id: found.admin.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    const invite = await tx.findOne(AdminInvite, { tokenHash: hash }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true, populate: ['admin'] });
    if (!admin || !usable(invite)) throw gone('linkExpired');
    admin.passwordHash = passwordHash;
    admin.invitePending = false;
    await tx.nativeUpdate(AdminInvite, { admin: admin.id, usedAt: null }, { usedAt: now });
    await tx.nativeDelete(Session, { accountKind: 'admin', accountId: admin.id });
    recordEvent(tx, 'admin.invite-accepted', { type: 'admin', id: admin.id }, { adminId: admin.id }, `admin:${admin.id}`);
    await tx.flush();
    return { adminId: admin.id };
  });
}
