import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { totpCode } from '../backend/src/lib/totp.ts';
import { AppProcess, PrivatePostgres, PrivateRedis, freePort, runScript, waitForHttp } from './stack.ts';

/**
 * What drills 2-4 share: a private stack (own PostgreSQL cluster, own redis-server, the API and N
 * worker processes), an admin session, a SQL client on the private cluster, and small helpers.
 */
export interface Stack {
  env: Record<string, string>;
  base: string;
  postgres: PrivatePostgres;
  redis: PrivateRedis;
  api: AppProcess;
  workers: AppProcess[];
  db: pg.Client;
  adminCookie: string;
  /** A number from the first column of the first row. */
  n(sql: string, params?: unknown[]): Promise<number>;
  /** An API call as the admin (JSON in and out). */
  admin(method: string, path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }>;
  stop(): Promise<void>;
}

export async function startStack(
  opts: { workers?: number; env?: Record<string, string>; beforeApps?: (url: string) => Promise<void> } = {},
): Promise<Stack> {
  const postgres = new PrivatePostgres(await freePort());
  const redis = new PrivateRedis(await freePort());
  const apiPort = await freePort();
  const adminPassword = randomBytes(12).toString('base64url');
  // As in production: the site connects as its own role, which the migration (as the owner) creates.
  const siteUrl = Object.assign(new URL(postgres.url), {
    username: 'enrolment_app',
    password: randomBytes(12).toString('hex'),
  }).toString();
  const env: Record<string, string> = {
    DATABASE_URL: siteUrl,
    MIGRATION_DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    PORT: String(apiPort),
    PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
    ADMIN_EMAIL: 'drill-admin@example.in',
    ADMIN_PASSWORD: adminPassword,
    MAIL_OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'drill-outbox-')),
    TRUST_PROXY_HOPS: '1',
    LOG_LEVEL: 'warn',
    ...opts.env,
  };
  const base = `http://127.0.0.1:${apiPort}`;
  const api = new AppProcess('api', 'backend/src/main.ts', env);
  const workers = Array.from(
    { length: opts.workers ?? 2 },
    (_, i) => new AppProcess(`worker${i}`, 'workers/src/main.ts', env),
  );
  let db: pg.Client | undefined;
  const stop = async () => {
    await db?.end().catch(() => undefined);
    await api.kill('SIGTERM');
    await Promise.all(workers.map((w) => w.kill('SIGKILL')));
    await redis.kill();
    redis.remove();
    postgres.stop();
  };
  try {
    postgres.init();
    await redis.start();
    await runScript('backend/src/cli/migrate.ts', env);
    await opts.beforeApps?.(postgres.url);
    api.start();
    for (const w of workers) w.start();
    await waitForHttp(`${base}/api/health`);
    db = new pg.Client({ connectionString: postgres.url });
    // A drill that restarts PostgreSQL kills this connection; an unheard 'error' would end the drill.
    db.on('error', () => undefined);
    await db.connect();
    const client = db;
    const adminCookie = await signInFirstAdmin(base, env.ADMIN_EMAIL!, adminPassword);
    return {
      env,
      base,
      postgres,
      redis,
      api,
      workers,
      db: client,
      adminCookie,
      stop,
      async n(sql, params = []) {
        const { rows } = await client.query(sql, params);
        return Number(Object.values(rows[0] ?? { n: 0 })[0] ?? 0);
      },
      async admin(method, path, body) {
        const res = await fetch(base + path, {
          method,
          headers: {
            cookie: adminCookie,
            'x-forwarded-for': '127.0.0.2',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await res.text();
        let parsed: Record<string, unknown>;
        try {
          parsed = JSON.parse(text) as Record<string, unknown>;
        } catch {
          parsed = { text };
        }
        return { status: res.status, body: parsed };
      },
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/**
 * The first admin's first sign-in, as a browser does it: the password, then setting up the
 * authenticator (the drill acts as the phone: it computes the code from the secret it was shown).
 * Returns the Cookie of the admin session.
 */
async function signInFirstAdmin(base: string, email: string, password: string): Promise<string> {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': '127.0.0.2' };
  const cookieOf = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`admin login: ${login.status} ${await login.text()}`);
  const halfway = cookieOf(login);
  const begin = await fetch(`${base}/api/login/totp-enrolment`, {
    method: 'POST',
    headers: { ...headers, cookie: halfway },
  });
  if (begin.status !== 200) throw new Error(`authenticator set-up: ${begin.status} ${await begin.text()}`);
  const { secret } = (await begin.json()) as { secret: string };
  const confirm = await fetch(`${base}/api/login/totp-enrolment/confirm`, {
    method: 'POST',
    headers: { ...headers, cookie: halfway },
    body: JSON.stringify({ code: await totpCode(secret) }),
  });
  if (confirm.status !== 200) throw new Error(`authenticator confirmation: ${confirm.status} ${await confirm.text()}`);
  return cookieOf(confirm);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until the check gives something truthy, or returns undefined when time runs out. */
export async function poll<T>(check: () => Promise<T> | T, timeoutMs: number, everyMs = 100): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > deadline) return undefined;
    await sleep(everyMs);
  }
}

/**
 * Which of our processes owns the local end of a TCP connection (pg_stat_activity.client_port):
 * the socket inode from /proc/net/tcp, then the process whose fd table holds it.
 */
export function pidOwningLocalPort(port: number, candidates: number[]): number | undefined {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols.length > 9 && cols[1]!.endsWith(`:${hex}`)) inodes.add(cols[9]!);
    }
  }
  for (const pid of candidates) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (m && inodes.has(m[1]!)) return pid;
      } catch {
        /* fd closed meanwhile */
      }
    }
  }
  return undefined;
}

export const fmt = (n: number) => n.toLocaleString('en');
