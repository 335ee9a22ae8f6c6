import type { EntityManager } from '@mikro-orm/postgresql';
import { Admin } from '../entities/index.ts';
import { conflict, forbidden, notFound } from '../errors.ts';
import { sql } from '../db/sql.ts';
import { recordEvent } from '../events/record-event.ts';
import { UNKNOWN_ACCOUNT } from 'shared/api/admin-accounts';
import { deleteSessions } from './end-sessions.ts';

export const CANNOT_DISABLE_SELF = 'You cannot disable your own account.';
export const LAST_ADMIN = 'This is the last active admin: invite or enable another admin first.';
export const ACCOUNT_DISABLED = 'The account is disabled and signed out everywhere.';
export const ALREADY_DISABLED = 'This account is disabled already.';
export const ACCOUNT_ENABLED = 'The account is enabled again.';
export const ALREADY_ENABLED = 'This account is not disabled.';

/**
 * One lock for every change to which accounts are active admins: held to the end of the transaction,
 * so two disables at once run one after the other and the second counts what the first left.
 */
const lockAccounts = (tx: EntityManager) => sql(tx, `select pg_advisory_xact_lock(hashtext('admin-accounts'))`);

/**
 * An admin disables a staff account: it cannot sign in, its sessions (and any half-done sign-in) end
 * in the same transaction, and a pending invitation link stops working. Nobody disables their own
 * account, and the last active admin stays (counted under the lock). Disabling twice is a no-op.
 */
export async function disableAdmin(em: EntityManager, { targetId, actorId }: { targetId: number; actorId: number }) {
  if (targetId === actorId) throw forbidden(CANNOT_DISABLE_SELF);
  return em.transactional(async (tx) => {
    await lockAccounts(tx);
    const admin = await tx.findOne(Admin, { id: targetId }, { refresh: true });
    if (!admin) throw notFound(UNKNOWN_ACCOUNT);
    if (admin.disabledAt) return { admin, message: ALREADY_DISABLED };
    if (admin.role === 'admin' && !admin.invitePending) {
      const others = await tx.count(Admin, {
        role: 'admin',
        disabledAt: null,
        invitePending: false,
        id: { $ne: admin.id },
      });
      if (others === 0) throw conflict(LAST_ADMIN);
    }
    admin.disabledAt = new Date();
    const sessionsEnded = await deleteSessions(tx, { kind: 'admin', id: admin.id }, { exceptKey: undefined });
    recordEvent(
      tx,
      'admin.disabled',
      { type: 'admin', id: admin.id },
      { adminId: admin.id, sessionsEnded },
      `admin:${actorId}`,
    );
    await tx.flush();
    return { admin, message: ACCOUNT_DISABLED };
  });
}

/** An admin enables a disabled account again (an invited one gets a new link by a new invitation). */
export async function enableAdmin(em: EntityManager, { targetId, actorId }: { targetId: number; actorId: number }) {
  return em.transactional(async (tx) => {
    await lockAccounts(tx);
    const admin = await tx.findOne(Admin, { id: targetId }, { refresh: true });
    if (!admin) throw notFound(UNKNOWN_ACCOUNT);
    if (!admin.disabledAt) return { admin, message: ALREADY_ENABLED };
    admin.disabledAt = null;
    recordEvent(tx, 'admin.enabled', { type: 'admin', id: admin.id }, { adminId: admin.id }, `admin:${actorId}`);
    await tx.flush();
    return { admin, message: ACCOUNT_ENABLED };
  });
}
