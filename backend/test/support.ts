import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { loadConfig, type Config } from '../src/config.ts';
import { openOrm } from '../src/db/orm.ts';
import { createApp } from '../src/app.ts';
import { openApiRedis } from '../src/redis.ts';
import { asOwner } from './owner-connection.ts';
import questionSeed from '../src/question-banks/seed.json' with { type: 'json' };

export { asOwner };

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0';

/** A Redis key prefix no other test (or checkout) uses. */
export function uniquePrefix(): string {
  return `${process.env.TEST_REDIS_PREFIX ?? 'tlocal'}-${process.env.VITEST_POOL_ID ?? 0}-${randomBytes(4).toString('hex')}`;
}

/** The worker's database, emptied: each test file starts from the migrated schema and no rows. */
export async function openCleanOrm(): Promise<MikroORM> {
  const orm = await openOrm();
  await truncateAll();
  return orm;
}

/**
 * Empties every table a test wrote to (as the owner: the site's role may delete rows but not
 * truncate) and starts every used id sequence again at 1. Only tables holding rows are truncated:
 * truncating all of them replaces every table's files, which cost a second per test on a busy disk.
 */
const literal = (value: unknown) => `'${JSON.stringify(value).replace(/'/g, "''")}'::jsonb`;

export async function truncateAll(): Promise<void> {
  await asOwner(`do $$ declare t text; holds_rows boolean; written text[] := '{}'; s text; begin
    for t in select tablename from pg_tables where schemaname = 'public'
        and tablename not in ('mikro_orm_migrations', 'catalogue_entries', 'catalogue_versions',
                              'questions', 'question_versions', 'test_settings') loop
      execute format('select exists (select from %I)', t) into holds_rows;
      if holds_rows then written := written || format('%I', t); end if;
    end loop;
    if cardinality(written) > 0 then execute 'truncate ' || array_to_string(written, ', ') || ' cascade'; end if;
    -- The catalogue goes back to its seed (the migration's version 1 of each entry), not to nothing: the
    -- site has no courses without it. The API processes hear it as a publish.
    if exists (select from catalogue_versions where version > 1 or published_by <> 'system')
       or exists (select from catalogue_entries e where e.published_version is distinct from 1
                  or e.draft is distinct from (select v.content from catalogue_versions v where v.entry_id = e.id and v.version = 1)) then
      delete from catalogue_versions where version > 1 or published_by <> 'system';
      delete from catalogue_entries e where not exists (select from catalogue_versions v where v.entry_id = e.id);
      update catalogue_entries e set published_version = 1, draft = v.content, draft_updated_by = 'system'
        from catalogue_versions v where v.entry_id = e.id and v.version = 1;
      perform pg_notify('catalogue_published', 'reset');
    end if;
    -- The question banks go back to the seeded questions (version 1, by 'system') and tests.
    if exists (select from question_versions where created_by <> 'system')
       or exists (select from questions where retired_at is not null)
       or exists (select from test_settings where updated_by <> 'system') then
      update questions q set current_version_id = v.id, retired_at = null, name = v.content->>'name',
                             category = v.content->>'category', updated_at = v.created_at
        from question_versions v where v.question_id = q.id and v.version = 1 and v.created_by = 'system';
      delete from question_versions where created_by <> 'system';
      delete from questions q where not exists (select from question_versions v where v.question_id = q.id);
      delete from test_settings;
      insert into test_settings (test_no, rules, time_limit_minutes, review, updated_by)
        select t."testNo", t.rules, t."timeLimitMinutes", t.review, 'system'
          from jsonb_to_recordset(${literal(questionSeed.tests)}) as t("testNo" int, rules jsonb, "timeLimitMinutes" int, review text);
    end if;
    for s in select format('%I.%I', schemaname, sequencename) from pg_sequences where schemaname = 'public' and last_value is not null
        and sequencename not in ('questions_id_seq', 'question_versions_id_seq') loop
      perform setval(s, 1, false);
    end loop;
    perform setval('questions_id_seq', (select max(id) from questions));
    perform setval('question_versions_id_seq', (select max(id) from question_versions));
  end $$`);
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ ...process.env, PORT: '0', ...overrides });
}

/** The real Koa app on a random port, with its own Redis connection. */
export async function startTestApp(orm: MikroORM, overrides: Record<string, string> = {}) {
  const cfg = testConfig(overrides);
  const redis = openApiRedis(cfg.REDIS_URL);
  redis.on('error', () => undefined);
  // Fail-fast Redis refuses commands until connected: wait for it (or its first error) so a busy machine
  // does not turn the first request's Redis call into a spurious "down".
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 3000);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    if (redis.status === 'ready') done();
    else {
      redis.once('ready', done);
      redis.once('error', done);
    }
  });
  const app = createApp({ config: cfg, orm, redis });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    config: cfg,
    redis,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await app.close();
      redis.disconnect();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** Forgets every rate-limit counter of this app (tests share one app and one client IP). */
export async function resetRateLimits(app: Pick<TestApp, 'redis' | 'config'>): Promise<void> {
  const keys = await app.redis.keys(`${app.config.REDIS_PREFIX}:rl:*`);
  if (keys.length > 0) await app.redis.del(...keys);
}

/** How useTestApp starts a test file's app. */
interface TestAppOptions {
  /**
   * The app's settings over the test environment's, on a Redis prefix of its own unless they name one;
   * a function when they are made as the app starts (a built site's directory).
   */
  config?: Record<string, string> | (() => Promise<Record<string, string>> | Record<string, string>);
  /**
   * Empty every table and forget every rate limit before each test (the default). false: the file's
   * tests share what its own beforeAll built.
   */
  cleanEach?: boolean;
  /**
   * More apps on the same database, each with these settings over `config` and on a Redis prefix of its
   * own (an https site beside the http one, another count of proxies): `started.more[name]`.
   */
  more?: Record<string, Record<string, string>>;
}

interface StartedTestApp {
  orm: MikroORM;
  app: TestApp;
  more: Record<string, TestApp>;
}

/**
 * The real app for one test file: the worker's database emptied, the app on its own Redis prefix, both
 * closed after the file; by default every test starts with empty tables and fresh rate limits. `use`
 * receives them once they are up. A file that starts workers too registers its own hooks after this
 * call: they run after the app is up and close before it does (vitest runs after-hooks in reverse).
 */
export function useTestApp(use: (started: StartedTestApp) => void, options: TestAppOptions = {}): void {
  const opened: { orm?: MikroORM; apps: TestApp[] } = { apps: [] };
  beforeAll(async () => {
    const orm = await openCleanOrm();
    opened.orm = orm;
    const config = typeof options.config === 'function' ? await options.config() : (options.config ?? {});
    const start = async (settings: Record<string, string>) => {
      const app = await startTestApp(orm, settings);
      opened.apps.push(app);
      return app;
    };
    const app = await start({ REDIS_PREFIX: uniquePrefix(), ...config });
    const more: Record<string, TestApp> = {};
    for (const [name, settings] of Object.entries(options.more ?? {}))
      more[name] = await start({ ...config, REDIS_PREFIX: uniquePrefix(), ...settings });
    use({ orm, app, more });
  });
  if (options.cleanEach ?? true) {
    beforeEach(async () => {
      await truncateAll();
      await Promise.all(opened.apps.map(resetRateLimits));
    });
  }
  afterAll(async () => {
    await Promise.all(opened.apps.splice(0).map((app) => app.close()));
    await opened.orm?.close();
    opened.orm = undefined;
  });
}

export async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as AddressInfo;
  await new Promise((resolve) => srv.close(resolve));
  return port;
}

/** A throw-away redis-server of our own, so a test can take Redis down and bring it back. */
export async function startRedisServer(port?: number): Promise<{ url: string; port: number; stop(): Promise<void> }> {
  const p = port ?? (await freePort());
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(p), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const url = `redis://127.0.0.1:${p}`;
  await waitFor(async () => {
    const r = openApiRedis(url, { retryStrategy: () => null, lazyConnect: true });
    r.on('error', () => undefined);
    try {
      await r.connect();
      return (await r.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      r.disconnect();
    }
  }, 5000);
  return {
    url,
    port: p,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

/** Polls until the check passes; fails the test with the last value when time runs out. */
export async function waitFor<T>(
  check: () => Promise<T> | T,
  timeoutMs = 10_000,
  everyMs = 50,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  for (;;) {
    last = await check();
    if (last) return last as NonNullable<T>;
    if (Date.now() > deadline)
      throw new Error(`waitFor timed out after ${timeoutMs} ms (last: ${JSON.stringify(last)})`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

export async function api(url: string, path: string, init: RequestInit & { json?: unknown; cookie?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  if (init.cookie) headers.set('cookie', init.cookie);
  const res = await fetch(url + path, {
    ...init,
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return {
    status: res.status,
    headers: res.headers,
    body: body as Record<string, unknown> & { message?: string },
    text,
  };
}

/**
 * A logged-in session for a student or admin, written straight into the sessions table the way the
 * session middleware stores it, so a test can act as anyone without going through the login form.
 * The primitive under `signedIn` (signed-in.ts), which is what tests sign in with.
 * An admin's is a fully signed-in one (both steps done). `signedInAgoMs` backdates the sign-in (the
 * absolute lifetime counts from it). Returns the Cookie header value.
 */
export async function sessionCookieFor(
  orm: MikroORM,
  user: { kind: 'student' | 'admin'; id: number },
  opts: { signedInAgoMs?: number } = {},
): Promise<string> {
  const { Session } = await import('../src/entities/index.ts');
  const { SESSION_COOKIE, sessionKeyOf } = await import('../src/middlewares/session.ts');
  const sid = randomBytes(32).toString('base64url');
  const signedInAt = Date.now() - (opts.signedInAgoMs ?? 0);
  const em = orm.em.fork();
  em.create(Session, {
    id: sessionKeyOf(sid),
    data: { user, signedInAt, _expire: Date.now() + 3600_000, _maxAge: 3600_000 },
    accountKind: user.kind,
    accountId: user.id,
    createdAt: new Date(signedInAt),
    lastSeenAt: new Date(),
    expiresAt: new Date(Date.now() + 3600_000),
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
    ip: '127.0.0.1',
  });
  await em.flush();
  return `${SESSION_COOKIE}=${sid}`;
}

/**
 * A session halfway through an admin's sign-in: the password was right, the second step ('code': the
 * authenticator's code; 'enrol': setting the authenticator up) is still to come. Returns the Cookie.
 */
export async function pendingCookieFor(
  orm: MikroORM,
  adminId: number,
  step: 'code' | 'enrol' = 'code',
): Promise<string> {
  const { Session } = await import('../src/entities/index.ts');
  const { SESSION_COOKIE, sessionKeyOf } = await import('../src/middlewares/session.ts');
  const sid = randomBytes(32).toString('base64url');
  const em = orm.em.fork();
  em.create(Session, {
    id: sessionKeyOf(sid),
    data: { pending: { id: adminId, step }, _expire: Date.now() + 900_000, _maxAge: 900_000 },
    accountKind: 'admin',
    accountId: adminId,
    createdAt: new Date(),
    lastSeenAt: new Date(),
    expiresAt: new Date(Date.now() + 900_000),
  });
  await em.flush();
  return `${SESSION_COOKIE}=${sid}`;
}
