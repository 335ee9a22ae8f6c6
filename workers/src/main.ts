// First: the configuration must know this is the workers' process before any module reads it (backend/src/process-keys.ts).
import './process.ts';
import type { MikroORM } from '@mikro-orm/postgresql';
import { ConfigError, config } from 'backend/config';
import { documentSigner, SigningCertificateError } from 'backend/signing/certificate';
import { log } from 'backend/log';
import { yieldToTheApi } from './priority.ts';

/** The worker process: outbox relay, queue workers and job schedulers. SIGTERM stops it gracefully. */
async function main() {
  const cfg = config();
  // The certificate every PDF is signed with, opened now: a missing or unreadable one stops the start, not
  // each document job. Before anything else: the processors' modules (OCR, PDFs, mail) take seconds to load
  // on a busy machine (the refusal took 5-9 s at load 17, and the test of it a minute), so they are loaded after.
  documentSigner(cfg);
  yieldToTheApi(cfg.WORKER_NICE);
  const [
    { openOrm },
    { openWorkerRedis },
    { warnOnRedisSettings },
    { missingProcessors, processors },
    workers,
    i18n,
    ocr,
  ] = await Promise.all([
    import('backend/db/orm'),
    import('backend/redis'),
    import('backend/redis-settings'),
    import('./processors/index.ts'),
    import('./runtime/workers.ts'),
    import('./i18n/catalogue.ts'),
    import('./ocr/engine.ts'),
  ]);
  const missing = missingProcessors();
  if (missing.length > 0) {
    // Every fan-out handler must have a processor, or its jobs would fail for ever: refuse to start.
    log.fatal({ missing }, 'handlers without a processor');
    console.error(`Refusing to start: no processor for ${missing.join(', ')}`);
    process.exit(2);
  }
  // The mails' and documents' words in every language, compiled now: a broken catalogue stops the start, not a mail.
  i18n.loadCatalogues();
  // The signal handlers come first: a SIGTERM while the workers are starting (they take jobs as soon as
  // they connect) must still stop them gracefully, not kill the process mid-job (found by drill 4).
  const running: { orm?: MikroORM; starting?: ReturnType<typeof workers.startWorkerSet> } = {};
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'workers stopping: finishing active jobs');
    const force = setTimeout(() => process.exit(1), 60_000);
    const set = await running.starting?.catch(() => undefined);
    await set?.close();
    await ocr.closeEngine();
    await running.orm?.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // BullMQ's production settings (noeviction, AOF): a warning, never a refusal to start. Its own
  // connection waits for Redis, so a Redis still starting delays only the warning.
  const settings = openWorkerRedis(cfg.REDIS_URL);
  settings.on('error', () => undefined);
  void warnOnRedisSettings(settings, log).finally(() => settings.disconnect());

  const orm = await openOrm();
  running.orm = orm;
  running.starting = workers.startWorkerSet({
    orm,
    databaseUrl: cfg.DATABASE_URL,
    redisUrl: cfg.REDIS_URL,
    prefix: cfg.REDIS_PREFIX,
    processors,
    schedules: true,
    reconcileMs: cfg.RECONCILE_MS,
  });
  await running.starting;
  log.info({ processors: processors.length }, 'workers started');
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof SigningCertificateError) {
    console.error(err.message);
    process.exit(2);
  }
  log.fatal({ err }, 'workers failed to start');
  process.exit(1);
});
