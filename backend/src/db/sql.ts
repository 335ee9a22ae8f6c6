import type { EntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery } from 'kysely';
import type { Pool } from 'pg';
import Cursor from 'pg-cursor';

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
export async function sql<T extends object = Record<string, unknown>>(
  em: EntityManager,
  text: string,
  values: readonly unknown[] = [],
): Promise<T[]> {
  const trx = em.getTransactionContext();
  if (trx) return (await trx.executeQuery(CompiledQuery.raw(text, [...values]))).rows as T[];
  const pool = await em.getConnection().getNativeClient();
  const result = await pool.query({ name: statementName(text), text, values: [...values] });
  return result.rows as T[];
}

/**
 * A long read in batches (an export): one statement on its own pooled connection, read through a
 * PostgreSQL cursor `batchSize` rows at a time in a read-only transaction, so memory stays flat however
 * many rows match and the first rows leave before the last are read. `jit: false` turns PostgreSQL's
 * JIT compilation off for it (a 100,000-row read with subqueries spent over a second compiling).
 * Stopping early (the client went away) closes the cursor and gives the connection back; a failed
 * connection is handed back with its error (the pool drops it).
 */
export async function* sqlBatches<T extends object = Record<string, unknown>>(
  em: EntityManager,
  text: string,
  values: readonly unknown[] = [],
  opts: { batchSize?: number; jit?: boolean } = {},
): AsyncGenerator<T[]> {
  const pool: Pool = await em.getConnection().getNativeClient();
  const client = await pool.connect();
  let failure: Error | undefined;
  let cursor: Cursor<T> | undefined;
  let done = false;
  try {
    await client.query('begin transaction read only');
    if (opts.jit === false) await client.query('set local jit = off');
    cursor = client.query(new Cursor<T>(text, [...values]));
    for (;;) {
      const rows = await cursor.read(opts.batchSize ?? 1000);
      if (rows.length === 0) break;
      yield rows;
    }
    await cursor.close();
    await client.query('commit');
    done = true;
  } catch (err) {
    failure = err as Error;
    throw err;
  } finally {
    if (!done) {
      // Stopped early or failed: end the transaction; a connection that cannot is dropped.
      await cursor?.close().catch(() => undefined);
      await client.query('rollback').catch((err: Error) => (failure ??= err));
    }
    client.release(failure);
  }
}
