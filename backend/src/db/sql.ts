import type { EntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery } from 'kysely';

const names = new Map<string, string>();
const statementName = (text: string) => {
  let name = names.get(text);
  if (!name) {
    name = `q_${names.size + 1}`;
    names.set(text, name);
  }
  return name;
};

/**
 * The one way to run SQL (see docs/ARCHITECTURE.md, "Reaching PostgreSQL"): `text` is constant, with
 * $1, $2... for the values, which go to PostgreSQL as bound parameters (MikroORM's own `execute`
 * inlines them: new text for every call, and a 5 MB file as a 10 MB hex literal).
 *
 * Inside the entity manager's transaction it runs there. Otherwise it is a named prepared statement
 * on a pooled connection: planned once per connection, not on every request (0.4 ms of the admin
 * list's 1 ms of database time was parsing and planning).
 */
export async function sql<T extends object = Record<string, unknown>>(em: EntityManager, text: string, values: readonly unknown[] = []): Promise<T[]> {
  const trx = em.getTransactionContext();
  if (trx) return (await trx.executeQuery(CompiledQuery.raw(text, [...values]))).rows as T[];
  const pool = await em.getConnection().getNativeClient();
  const result = await pool.query({ name: statementName(text), text, values: [...values] });
  return result.rows as T[];
}
