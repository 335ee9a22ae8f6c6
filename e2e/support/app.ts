import type { MikroORM } from '@mikro-orm/postgresql';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { openCleanOrm, REDIS_URL, startTestApp, uniquePrefix } from '../../backend/test/support.ts';
import { startWorkerSet } from '../../workers/src/runtime/workers.ts';
import { processors } from '../../workers/src/processors/index.ts';
import { launchChromium } from './browser.ts';

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

export type Product = Awaited<ReturnType<typeof startProduct>>;

/**
 * The product and a Chromium for one test file, its mail written to the outbox (no SMTP): started
 * before the file's tests, closed after them, handed to `use` as they come up (as useTestApp does).
 */
export function useProductInChromium(use: (started: { product: Product; browser: Browser }) => void): void {
  let product: Product | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    delete process.env.SMTP_URL;
    [product, browser] = await Promise.all([startProduct(), launchChromium()]);
    use({ product, browser });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await product?.close();
  });
}
