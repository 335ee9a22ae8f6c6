import { once } from 'node:events';
import type { Health } from 'shared/api/site';
import { sql } from '../../db/sql.ts';
import { createRouter, type RouterDeps } from '../router.ts';
import { policy } from '../../middlewares/policy.ts';

const timeoutMs = 1500;

async function check(probe: () => Promise<unknown>): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
      }),
    ]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/health: the truth about PostgreSQL and Redis, within 1.5 s even when one hangs. It is also
 * the specification's warm-up call: a non-empty answer means the server is ready.
 */
export function healthRouter(deps: RouterDeps) {
  const router = createRouter();
  router.get('/api/health', policy('public'), async (ctx) => {
    const [database, redis] = await Promise.all([
      check(() => sql(deps.orm.em, 'select 1')),
      // Right after start (or a reconnect) ioredis is still connecting: wait for it within the budget
      // instead of reporting a Redis that is about to answer as down.
      check(async () => {
        if (deps.redis.status !== 'ready') await once(deps.redis, 'ready');
        return deps.redis.ping();
      }),
    ]);
    const ok = database === 'up' && redis === 'up';
    ctx.status = ok ? 200 : 503;
    ctx.body = { status: ok ? 'ok' : 'degraded', database, redis } satisfies Health;
  });
  return router;
}
