import type { EntityManager } from '@mikro-orm/postgresql';
import { Session } from '../entities/index.ts';
import { notFound } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import type { SessionUser } from '../middlewares/session.ts';

export const UNKNOWN_SESSION = 'This session has already ended.';

/**
 * Ends sessions of the account: the one with the given handle, or every one but `exceptKey` (sign out
 * everywhere else). Only the account's own sessions can be named: another account's handle is
 * unknown here.
 */
export async function endSessions(em: EntityManager, account: SessionUser, which: { handle: string } | { exceptKey: string | undefined }) {
  return em.transactional(async (tx) => {
    const owned = { accountKind: account.kind, accountId: account.id };
    const count =
      'handle' in which
        ? await tx.nativeDelete(Session, { ...owned, handle: which.handle })
        : await tx.nativeDelete(Session, { ...owned, ...(which.exceptKey ? { id: { $ne: which.exceptKey } } : {}) });
    if ('handle' in which && count === 0) throw notFound(UNKNOWN_SESSION);
    recordEvent(tx, 'account.sessions-ended', { type: account.kind, id: account.id }, { accountKind: account.kind, accountId: account.id, count }, `${account.kind}:${account.id}`);
    await tx.flush();
    return { count };
  });
}
