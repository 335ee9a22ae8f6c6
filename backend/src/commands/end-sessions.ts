import type { EntityManager } from '@mikro-orm/postgresql';
import { Session } from '../entities/index.ts';
import { notFound } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import type { SessionUser } from '../middlewares/session.ts';

export const UNKNOWN_SESSION = 'This session has already ended.';

/** Deletes sessions of the account inside the caller's transaction (disabling an account uses it too). */
export async function deleteSessions(
  tx: EntityManager,
  account: SessionUser,
  which: { handle: string } | { exceptKey: string | undefined },
) {
  const owned = { accountKind: account.kind, accountId: account.id };
  return 'handle' in which
    ? tx.nativeDelete(Session, { ...owned, handle: which.handle })
    : tx.nativeDelete(Session, { ...owned, ...(which.exceptKey ? { id: { $ne: which.exceptKey } } : {}) });
}

/**
 * Ends sessions of the account: the one with the given handle, or every one but `exceptKey` (sign out
 * everywhere else). Only the account's own sessions can be named: another account's handle is
 * unknown here.
 */
export async function endSessions(
  em: EntityManager,
  account: SessionUser,
  which: { handle: string } | { exceptKey: string | undefined },
) {
  return em.transactional(async (tx) => {
    const count = await deleteSessions(tx, account, which);
    if ('handle' in which && count === 0) throw notFound(UNKNOWN_SESSION);
    recordEvent(
      tx,
      'account.sessions-ended',
      { type: account.kind, id: account.id },
      { accountKind: account.kind, accountId: account.id, count },
      `${account.kind}:${account.id}`,
    );
    await tx.flush();
    return { count };
  });
}
