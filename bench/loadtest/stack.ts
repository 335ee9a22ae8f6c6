import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Redis } from 'ioredis';
import { join } from 'node:path';
import { Admin } from '../../backend/src/entities/index.ts';
import { hashPassword } from '../../backend/src/lib/passwords.ts';
import { certificatesOf, selfSignedP12 } from '../../backend/src/signing/certificate.ts';
import { sessionCookieFor } from '../../backend/test/support.ts';
import { AppProcess, freePort, logDir, waitForHttp } from '../../drills/stack.ts';
import { benchDatabase } from '../support.ts';
import { startMailSink } from './mail-sink.ts';

/**
 * The load test's own stack: a freshly migrated database of its own on the machine's PostgreSQL, the
 * machine's Redis under a prefix of its own, a real SMTP sink, and the API and `workers` worker
 * processes as real child processes (`backend/src/main.ts`, `workers/src/main.ts`, as `npm start` runs
 * them), in production mode.
 *
 * Two settings differ from a default production start, both set here and nowhere else:
 * - TRUST_PROXY_HOPS=1: as behind one reverse proxy, the client's address is the one the proxy appended
 *   to X-Forwarded-For. Each simulated visitor sends its own address there, as tens of thousands of
 *   people on their own phones do, so the per-address limits (registrations, uploads, upload bytes,
 *   sign-in, the OCR budget per address) apply per visitor, as in production; none is raised.
 * - OCR_SECONDS_PER_HOUR=36000 (the most it may be): the site-wide OCR budget. The default 1,800 s an
 *   hour covers about 0.5-1 screenshot a second; a season of 6 a second needs it raised (and the workers
 *   for it: docs/CAPACITY.md). At the default the readings beyond it wait for the next hour.
 */
export async function startLoadStack(opts: { workers: number }) {
  const { orm, url: databaseUrl } = await benchDatabase('enrolment_loadtest');
  const sink = await startMailSink();
  const port = await freePort();
  const prefix = `loadtest-${randomBytes(3).toString('hex')}`;
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0';
  const p12 = selfSignedP12('Tamil Nadu Tech Academy').toString('base64');
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    TOTP_KEY: randomBytes(32).toString('hex'),
    DOCUMENT_SIGNING_P12: p12,
    DOCUMENT_SIGNING_CERTS: certificatesOf({ DOCUMENT_SIGNING_P12: p12, DOCUMENT_SIGNING_P12_PASSWORD: '' }),
    SMTP_URL: sink.url,
    TRUST_PROXY_HOPS: '1',
    OCR_SECONDS_PER_HOUR: '36000',
    // Warnings only: the settings check and any trouble, without a log line per request costing CPU.
    LOG_LEVEL: 'warn',
  };
  const api = new AppProcess('loadtest-api', 'backend/src/main.ts', env, 'log');
  const workers = Array.from(
    { length: opts.workers },
    (_, i) => new AppProcess(`loadtest-worker${i}`, 'workers/src/main.ts', env, 'log'),
  );
  const stop = async () => {
    await api.kill('SIGTERM');
    await Promise.all(workers.map((w) => w.kill('SIGTERM')));
    await sink.close();
    await orm.close();
    await forgetPrefix(redisUrl, prefix);
  };
  try {
    api.start();
    for (const w of workers) w.start();
    const base = `http://127.0.0.1:${port}`;
    await waitForHttp(`${base}/api/health`);
    const em = orm.em.fork();
    const admin = em.create(Admin, {
      email: 'loadtest-admin@example.in',
      name: 'Load Test Admin',
      passwordHash: await hashPassword('loadtest-password-1'),
    });
    await em.flush();
    const adminCookie = await sessionCookieFor(orm, { kind: 'admin', id: admin.id });
    return {
      base,
      env,
      orm,
      sink,
      api,
      workers,
      adminCookie,
      stop,
      /** The warn-level lines the processes logged (the Redis settings check among them). */
      logLines(): string[] {
        return [api, ...workers].flatMap((p) => {
          try {
            return readFileSync(p.logFile, 'utf8').split('\n').filter(Boolean);
          } catch {
            return [];
          }
        });
      },
      logDir: join(logDir),
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** The run's keys in the shared Redis (queues, limits, budgets), deleted once its processes are gone; the database stays for a look afterwards. */
async function forgetPrefix(url: string, prefix: string) {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 1000 }) as AsyncIterable<string[]>) {
      if (keys.length) await redis.unlink(...keys);
    }
  } finally {
    redis.disconnect();
  }
}
