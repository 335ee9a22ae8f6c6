import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { passwordProblem } from 'shared/api/password-strength';
import { Admin, Session } from '../entities/index.ts';
import { gone, validationError } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import { hashPassword } from '../lib/passwords.ts';
import { checkOneTimeLink, consumeOneTimeLink, voidOneTimeLinks } from './one-time-links.ts';

const purpose = 'admin-invite';
const waitingForLink = (admin: Admin | null): admin is Admin => !!admin && admin.invitePending && !admin.disabledAt;

/**
 * The invited person sets their password through the link. An unknown, used or expired link, or one
 * of an account disabled or active meanwhile, is 'This link has expired. Ask for a new one.' and
 * changes nothing. The account and the link's row are locked, so a link works once even when posted
 * twice at the same moment; every other link of the account dies with it. The next sign-in sets up
 * the authenticator, as for any admin.
 */
export async function acceptAdminInvite(em: EntityManager, token: string, newPassword: string, now = new Date()) {
  const found = await checkOneTimeLink(em.fork(), { purpose, token, now });
  const account = found.status === 'ok' ? await em.fork().findOne(Admin, { id: Number(found.subject) }) : null;
  if (!waitingForLink(account)) throw gone('linkExpired');
  const problem = passwordProblem(newPassword, [account.email, account.name]);
  if (problem) throw validationError(problem, 'newPassword');
  // The argon2 work happens before the transaction, so no row stays locked while it runs.
  const passwordHash = await hashPassword(newPassword);

  return em.transactional(async (tx) => {
    const admin = await tx.findOne(Admin, { id: account.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    const link = await consumeOneTimeLink(tx, { purpose, token, now });
    if (!waitingForLink(admin) || link.status !== 'ok') throw gone('linkExpired');
    admin.passwordHash = passwordHash;
    admin.invitePending = false;
    await voidOneTimeLinks(tx, { purpose, subject: admin.id, now });
    await tx.nativeDelete(Session, { accountKind: 'admin', accountId: admin.id });
    recordEvent(
      tx,
      'admin.invite-accepted',
      { type: 'admin', id: admin.id },
      { adminId: admin.id },
      `admin:${admin.id}`,
    );
    await tx.flush();
    return { adminId: admin.id };
  });
}
