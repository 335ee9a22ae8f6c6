import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { SESSION_LIFETIMES } from 'shared/session-lifetimes';
import { buildAdmin, buildStudent, FACTORY_PASSWORD } from '../../test/factories.ts';
import { cookieFrom, freshTotpCode } from '../../test/accounts.ts';
import { api, type TestApp, useTestApp } from '../../test/support.ts';
import { sql } from '../db/sql.ts';

let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));

const copiesCookie = (headers: Headers) => headers.getSetCookie().find((c) => c.startsWith('copies='));
const valueOf = (setCookie: string | undefined) => setCookie?.split(';')[0]!.slice('copies='.length);

async function internSignsIn(email: string) {
  const res = await api(app.url, '/api/login', { method: 'POST', json: { email, password: FACTORY_PASSWORD } });
  expect(res.status).toBe(200);
  return { sid: cookieFrom(res.headers)!, copies: copiesCookie(res.headers) };
}

describe("the readable cookie naming an intern's offline copies", () => {
  it("names each intern sign-in's copies, readable by the page, no longer than the idle lifetime; GET /api/me renews it and says it", async () => {
    const intern = await buildStudent(orm.em.fork());
    const first = await internSignsIn(intern.email);
    expect(first.copies).toBeDefined();
    expect(first.copies).not.toMatch(/httponly/i);
    expect(first.copies).toMatch(/samesite=lax/i);
    expect(first.copies).toMatch(/path=\//i);
    const id = valueOf(first.copies)!;
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const expires = Date.parse(/expires=([^;]+)/i.exec(first.copies!)![1]!);
    expect(expires - Date.now()).toBeLessThanOrEqual(SESSION_LIFETIMES.student.idleMs + 60_000);
    expect(expires - Date.now()).toBeGreaterThan(SESSION_LIFETIMES.student.idleMs - 60_000);

    const me = await api(app.url, '/api/me', { cookie: `${first.sid}; copies=${id}` });
    expect(me.body.copies).toBe(id);
    expect(valueOf(copiesCookie(me.headers))).toBe(id);
    // Another read with the right cookie sets nothing.
    expect(
      copiesCookie((await api(app.url, '/api/documents', { cookie: `${first.sid}; copies=${id}` })).headers),
    ).toBeUndefined();

    // The same intern signing in again: another name, so the copies of the first sign-in are not theirs.
    const second = await internSignsIn(intern.email);
    expect(valueOf(second.copies)).not.toBe(id);
  });

  it('is removed at logout, and whenever a request carries it without the session behind it (ended on the server)', async () => {
    const intern = await buildStudent(orm.em.fork());
    const { sid, copies } = await internSignsIn(intern.email);
    const cookie = `${sid}; copies=${valueOf(copies)}`;
    const logout = await api(app.url, '/api/logout', { method: 'POST', cookie });
    expect(logout.status).toBe(204);
    expect(copiesCookie(logout.headers)).toMatch(/^copies=;.*expires=Thu, 01 Jan 1970/i);

    const again = await internSignsIn(intern.email);
    const stale = `${again.sid}; copies=${valueOf(again.copies)}`;
    await sql(orm.em.fork(), "delete from sessions where account_kind = 'student' and account_id = $1", [intern.id]);
    const refused = await api(app.url, '/api/me', { cookie: stale });
    expect(refused.status).toBe(401);
    expect(copiesCookie(refused.headers)).toMatch(/^copies=;.*expires=Thu, 01 Jan 1970/i);
  });

  it('is never given to staff: an admin gets none, GET /api/me names no copies, and one carried along is removed', async () => {
    const admin = await buildAdmin(orm.em.fork());
    const password = await api(app.url, '/api/login', {
      method: 'POST',
      json: { email: admin.email, password: FACTORY_PASSWORD },
    });
    expect(copiesCookie(password.headers)).toBeUndefined();
    const pending = cookieFrom(password.headers)!;
    const code = await api(app.url, '/api/login/code', {
      method: 'POST',
      cookie: pending,
      json: { code: await freshTotpCode(orm, admin.email) },
    });
    expect(code.status).toBe(200);
    expect(copiesCookie(code.headers)).toBeUndefined();
    const sid = cookieFrom(code.headers)!;
    const me = await api(app.url, '/api/me', { cookie: `${sid}; copies=AAAAAAAAAAAAAAAAAAAAAA` });
    expect(me.body.user).toMatchObject({ role: 'admin' });
    expect(me.body).not.toHaveProperty('copies');
    expect(copiesCookie(me.headers)).toMatch(/^copies=;/);
  });
});
