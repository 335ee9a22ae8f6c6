import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrivatePostgres, freePort } from '../../../drills/stack.ts';
import { openOrm, type Orm } from './orm.ts';

// A PostgreSQL cluster of this test's own, so restarting it disturbs nothing else.
let pgServer: PrivatePostgres;
let orm: Orm;
beforeAll(async () => {
  pgServer = new PrivatePostgres(await freePort());
  pgServer.init();
  orm = await openOrm(pgServer.url);
}, 60_000);
afterAll(async () => {
  pgServer?.stop();
  // pg's pool.end() waits for sockets the restart already closed; do not hold the suite for it.
  await Promise.race([orm?.close().catch(() => undefined), new Promise((r) => setTimeout(r, 2000))]);
}, 30_000);

const selectOne = () =>
  Promise.race([
    orm.em.getConnection().execute('select 1 as one'),
    new Promise((_, reject) => setTimeout(() => reject(new Error('query waited 3 s for a connection')), 3000)),
  ]);

describe('the connection pool after PostgreSQL restarts', () => {
  it('answers again after a restart that killed ten open transactions (none leaks its connection)', async () => {
    expect(await selectOne()).toEqual([{ one: 1 }]);
    // Ten transactions are open (each has run a query) when the server restarts; each then tries its
    // next query on a dead connection and rolls back on it.
    let resume!: () => void;
    const restarted = new Promise<void>((r) => (resume = r));
    const open = Array.from({ length: 10 }, () =>
      orm.em.fork().transactional(async (tx) => {
        const conn = tx.getConnection();
        await conn.execute('select 1', [], 'all', tx.getTransactionContext());
        await restarted;
        await conn.execute('select 1', [], 'all', tx.getTransactionContext());
      }),
    );
    await new Promise((r) => setTimeout(r, 500));
    await pgServer.restartImmediateAsync();
    resume();
    const outcomes = await Promise.allSettled(open);
    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    for (let i = 0; i < 12; i++) expect(await selectOne()).toEqual([{ one: 1 }]); // more than the pool's 10
  }, 60_000);
});
