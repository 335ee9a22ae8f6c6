// First: the configuration must know this is the API before any module reads it (process-keys.ts).
import './api-process.ts';
import { ConfigError, config, publicUrl } from './config.ts';
import { openOrm } from './db/orm.ts';
import { createApp } from './app.ts';
import { log } from './log.ts';
import { openApiRedis } from './redis.ts';
import { warnOnRedisSettings } from './redis-settings.ts';

/** The API process: serves /api and the built site on one port. Migrations run before it starts. */
async function main() {
  const cfg = config();
  if (!cfg.DOCUMENT_SIGNING_CERTS)
    log.warn('DOCUMENT_SIGNING_CERTS is not set: the verifier will call no PDF ours (README, docs/OPERATIONS.md)');
  const orm = await openOrm();
  const redis = openApiRedis(cfg.REDIS_URL);
  redis.on('error', (err) => log.warn({ err: err.message }, 'redis unavailable'));
  // BullMQ's production settings (noeviction, AOF): a warning, never a refusal to start.
  redis.once('ready', () => void warnOnRedisSettings(redis, log));
  const app = createApp({ config: cfg, orm, redis });
  const server = app.listen(cfg.PORT, () => log.info(`API and site listening on ${publicUrl(cfg)}`));
  server.requestTimeout = 30_000;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    server.close();
    server.closeIdleConnections();
    await app.close().catch(() => undefined);
    redis.disconnect();
    await orm.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(2);
  }
  log.fatal({ err }, 'API failed to start');
  process.exit(1);
});
