import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { openOrm } from '../../backend/src/db/orm.ts';
import { REDIS_URL, startTestApp, truncateAll, uniquePrefix } from '../../backend/test/support.ts';
import { configureMail } from '../../workers/src/mail/transport.ts';
import { startWorkerSet } from '../../workers/src/runtime/workers.ts';
import { processors } from '../../workers/src/processors/index.ts';
import { startSmtpServer } from '../../workers/test/smtp.ts';
import { launchChromium } from './browser.ts';

/**
 * The real product for a browser: the Koa app serving the built frontend (frontend/dist; `npm test`
 * builds it) on a random port, plus the workers (relay and processors) on the same Redis prefix.
 * `reset` empties it for the next test file: the workers stop (their running jobs finish), the
 * tables and every Redis key of the prefix (queues, rate limits) are emptied, and fresh workers start.
 */
async function startProduct() {
  // Emptied by reset(), which every file calls before its tests, the first one too.
  const orm: MikroORM = await openOrm();
  const prefix = uniquePrefix();
  const app = await startTestApp(orm, { REDIS_PREFIX: prefix });
  const startWorkers = () =>
    startWorkerSet({
      orm,
      databaseUrl: process.env.DATABASE_URL!,
      redisUrl: REDIS_URL,
      prefix,
      processors,
      sweepMs: 500,
    });
  let workers = await startWorkers();
  return {
    url: app.url,
    orm,
    async reset() {
      await workers.close();
      await truncateAll();
      const keys = await app.redis.keys(`${prefix}:*`);
      if (keys.length > 0) await app.redis.del(...keys);
      workers = await startWorkers();
    },
    async close() {
      await workers.close();
      await app.close();
      await orm.close(true);
    },
  };
}

export type Product = Awaited<ReturnType<typeof startProduct>>;
type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

/**
 * One product and one Chromium per test worker, shared by the files it runs: the e2e project runs
 * with `isolate: false`, so this module, and what it started, outlives each file. They end with the
 * worker's process.
 */
let shared: Promise<{ product: Product; browser: Browser }> | undefined;

/**
 * What every end-to-end file starts from: the product emptied and a Chromium, and the mail its workers
 * send, written to a fresh outbox directory or, with `{ smtp: true }`, delivered to a real SMTP server
 * of the file's own. Handed to `use` once they are up (before the file's own beforeAll hooks run).
 */
type Started = { product: Product; browser: Browser; outbox: string };
export function useProductInChromium(
  use: (started: Started & { smtp: SmtpServer }) => void,
  options: { smtp: true },
): void;
export function useProductInChromium(use: (started: Started) => void): void;
export function useProductInChromium(
  use: (started: Started & { smtp: SmtpServer }) => void,
  { smtp: withSmtp = false }: { smtp?: boolean } = {},
): void {
  let outbox: string | undefined;
  let smtp: SmtpServer | undefined;
  beforeAll(async () => {
    outbox = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    smtp = withSmtp ? await startSmtpServer() : undefined;
    configureMail({ smtpUrl: smtp?.url, outboxDir: outbox });
    shared ??= Promise.all([startProduct(), launchChromium()]).then(([product, browser]) => ({ product, browser }));
    const { product, browser } = await shared;
    await product.reset();
    // Without { smtp: true } the overload's `use` does not take `smtp`.
    use({ product, browser, outbox, smtp: smtp! });
  }, 60_000);
  afterAll(async () => {
    configureMail(undefined);
    await smtp?.close();
    // A worker may still write a mail there while it is removed (ENOTEMPTY on a loaded machine): try again.
    if (outbox) await rm(outbox, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  });
}
