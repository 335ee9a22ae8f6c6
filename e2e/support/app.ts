import type { MikroORM } from '@mikro-orm/postgresql';
import { openCleanOrm, REDIS_URL, startTestApp, uniquePrefix } from '../../backend/test/support.ts';
import { startWorkerSet } from '../../workers/src/runtime/workers.ts';
import { processors } from '../../workers/src/processors/index.ts';

/**
 * The real product for a browser: the Koa app serving the built frontend (frontend/dist; `npm test`
 * builds it) on a random port, plus the workers (relay and processors) on the same Redis prefix.
 */
export async function startProduct() {
  const orm: MikroORM = await openCleanOrm();
  const prefix = uniquePrefix();
  const app = await startTestApp(orm, { REDIS_PREFIX: prefix });
  const workers = await startWorkerSet({
    orm,
    databaseUrl: process.env.DATABASE_URL!,
    redisUrl: REDIS_URL,
    prefix,
    processors,
    sweepMs: 500,
  });
  return {
    url: app.url,
    orm,
    async close() {
      await workers.close();
      await app.close();
      await orm.close(true);
    },
  };
}
