import { LockMode, type EntityManager, type EntityName, type FilterQuery } from '@mikro-orm/postgresql';

/**
 * The row, locked FOR UPDATE in the caller's transaction and read fresh from PostgreSQL (not the copy
 * the entity manager may hold): what a command reads before it writes from what it read, so a
 * concurrent change of the row waits until this transaction ends.
 */
export function lockedRow<T extends object>(tx: EntityManager, entity: EntityName<T>, where: FilterQuery<NoInfer<T>>) {
  return tx.findOne<T>(entity, where, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
}
