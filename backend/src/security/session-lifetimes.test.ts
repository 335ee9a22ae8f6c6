import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { SESSION_LIFETIMES } from '../middlewares/session-lifetimes.ts';
import { buildAdmin, buildStudent, FACTORY_PASSWORD } from '../../test/factories.ts';
import { cookieFrom, countRows, signInAdmin } from '../../test/accounts.ts';
import { api, type TestApp, useTestApp } from '../../test/support.ts';

/**
 * Every session ends at the earlier of an idle time (since its last request) and an absolute lifetime
 * (since the sign-in, however busy it is): admins 30 minutes idle and 12 h in all, interns 14 days idle and
 * 30 days in all (middlewares/session-lifetimes.ts). Sessions are made through the real login, then
 * aged in the database.
 */
let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));

const me = (cookie: string) => api(app.url, '/api/me', { cookie });
const sql = (text: string, params: unknown[] = []) => orm.em.fork().getConnection().execute(text, params);
/** Moves the account's sessions back in time: signed in `signedIn` ago, last used `lastSeen` ago. */
const age = (accountId: number, kind: string, signedIn: string, lastSeen = '0 seconds') =>
  sql(
    `update sessions set created_at = now() - ?::interval, last_seen_at = now() - ?::interval where account_kind = ? and account_id = ?`,
    [signedIn, lastSeen, kind, accountId],
  );

async function internSession(email: string) {
  const res = await api(app.url, '/api/login', { method: 'POST', json: { email, password: FACTORY_PASSWORD } });
  expect(res.status).toBe(200);
  return cookieFrom(res.headers)!;
}
async function adminSession(email: string) {
  const res = await signInAdmin(app.url, orm, email);
  expect(res.status, res.text).toBe(200);
  return cookieFrom(res.headers)!;
}

describe('session rows', () => {
  it('name their account, device and address, so they can be listed and ended per account', async () => {
    const student = await buildStudent(orm.em.fork(), { email: 'rows@example.in' });
    const res = await api(app.url, '/api/login', {
      method: 'POST',
      json: { email: 'rows@example.in', password: FACTORY_PASSWORD },
      headers: {
        'user-agent':
          'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
      },
    });
    expect(res.status).toBe(200);
    const [row] = await sql(
      `select account_kind, account_id, ip, user_agent, created_at <= now() as created, handle from sessions`,
    );
    expect(row).toMatchObject({ account_kind: 'student', account_id: student.id, ip: '127.0.0.1', created: true });
    expect(row?.user_agent).toContain('Android 14');
    expect(row?.handle).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('an admin session', () => {
  it('is refused 12 hours after the sign-in even though it was used a moment ago', async () => {
    const admin = await buildAdmin(orm.em.fork(), { email: 'long.day@example.in' });
    const cookie = await adminSession('long.day@example.in');
    await age(admin.id, 'admin', '11 hours 50 minutes');
    expect((await me(cookie)).status).toBe(200);
    await age(admin.id, 'admin', '12 hours 1 minute');
    const res = await api(app.url, '/api/admin/students', { cookie });
    expect(res.status).toBe(401);
    expect((await me(cookie)).status).toBe(401);
    // Gone from the table, not just refused.
    expect(await countRows(orm, 'sessions', `account_kind = 'admin'`)).toBe(0);
  });

  it('is refused after 30 minutes without a request, and lives on when used within them', async () => {
    const admin = await buildAdmin(orm.em.fork(), { email: 'lunch@example.in' });
    const cookie = await adminSession('lunch@example.in');
    await age(admin.id, 'admin', '3 hours', '25 minutes');
    expect((await me(cookie)).status).toBe(200);
    // That request counted as activity: the idle clock starts again.
    const [seen] = await sql(
      `select extract(epoch from now() - last_seen_at) as idle from sessions where account_id = ?`,
      [admin.id],
    );
    expect(Number(seen?.idle)).toBeLessThan(60);
    await age(admin.id, 'admin', '3 hours', '31 minutes');
    expect((await me(cookie)).status).toBe(401);
  });

  it("is not kept alive by the pages' keep-alive ping (GET /api/health) of an idle tab", async () => {
    const admin = await buildAdmin(orm.em.fork(), { email: 'idle.tab@example.in' });
    const cookie = await adminSession('idle.tab@example.in');
    await age(admin.id, 'admin', '1 hour', '25 minutes');
    expect((await api(app.url, '/api/health', { cookie })).status).toBe(200);
    const [seen] = await sql(
      `select extract(epoch from now() - last_seen_at) as idle from sessions where account_id = ?`,
      [admin.id],
    );
    expect(Number(seen?.idle)).toBeGreaterThan(24 * 60);
    await age(admin.id, 'admin', '1 hour', '31 minutes');
    expect((await me(cookie)).status).toBe(401);
  });

  it('gets a cookie that does not outlive the 12 hours', async () => {
    await buildAdmin(orm.em.fork(), { email: 'cookie.life@example.in' });
    const res = await signInAdmin(app.url, orm, 'cookie.life@example.in');
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('sid=') && !c.startsWith('sid=;'))!;
    const expires = Date.parse(/expires=([^;]+)/i.exec(setCookie)![1]!);
    expect(expires - Date.now()).toBeLessThanOrEqual(SESSION_LIFETIMES.admin.absoluteMs + 60_000);
    expect(expires - Date.now()).toBeGreaterThan(SESSION_LIFETIMES.admin.absoluteMs - 60_000);
  });
});

describe("an intern's session", () => {
  it('keeps its 14 days of idle time and ends 30 days after the sign-in, however active', async () => {
    const student = await buildStudent(orm.em.fork(), { email: 'month@example.in' });
    const cookie = await internSession('month@example.in');
    await age(student.id, 'student', '29 days', '13 days');
    expect((await me(cookie)).status).toBe(200);
    await age(student.id, 'student', '30 days 1 hour');
    expect((await me(cookie)).status).toBe(401);
  });

  it('ends after 14 days without a request', async () => {
    const student = await buildStudent(orm.em.fork(), { email: 'away@example.in' });
    const cookie = await internSession('away@example.in');
    await age(student.id, 'student', '20 days', '14 days 1 hour');
    expect((await api(app.url, '/api/documents', { cookie })).status).toBe(401);
  });
});
