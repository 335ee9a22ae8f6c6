import type { EntityManager } from '@mikro-orm/postgresql';
import { Session } from '../entities/index.ts';

/**
 * Deletes sessions past their idle or absolute end. They are refused anyway (middlewares/session.ts);
 * this keeps the table to the live ones, and a device and address no longer than needed.
 */
export async function purgeExpiredSessions(em: EntityManager, now: Date = new Date()): Promise<{ purged: number }> {
  const purged = await em.fork().nativeDelete(Session, { expiresAt: { $lt: now } });
  return { purged };
}
