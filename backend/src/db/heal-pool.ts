import type { Pool, PoolClient } from 'pg';

/**
 * Returns a pool slot whose connection died while checked out. When PostgreSQL restarts under an open
 * transaction, the rollback fails on the dead connection and Kysely (under MikroORM 7) then never
 * releases it: after ten such transactions the pool is empty and every query waits forever. Here a
 * connection that ends while checked out is released with its error (the pool destroys it), and the
 * release handed to Kysely becomes idempotent so a late normal release is harmless.
 */
export function healBrokenConnections(pool: Pool): void {
  const watched = new WeakSet<PoolClient>();
  pool.on('acquire', (client: PoolClient) => {
    // On acquire rather than on connect: MikroORM opens the pool's first connection before this is
    // attached, and that connection must be watched too (unwatched, it kept its slot after a restart).
    if (!watched.has(client)) {
      watched.add(client);
      const dead = (err?: Error) => setImmediate(() => client.release?.(err ?? new Error('connection ended')));
      client.on('error', dead);
      client.on('end', () => dead());
    }
    // pg-pool assigns client.release right after emitting 'acquire'.
    queueMicrotask(() => {
      const release = client.release.bind(client);
      let released = false;
      client.release = ((err?: Error | boolean) => {
        if (released) return;
        released = true;
        release(err);
      }) as PoolClient['release'];
    });
  });
}
