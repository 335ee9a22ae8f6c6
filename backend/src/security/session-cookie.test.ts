import type { MikroORM } from '@mikro-orm/postgresql';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildStudent, FACTORY_PASSWORD } from '../../test/factories.ts';
import { cookieFrom, countRows, signInAdmin } from '../../test/accounts.ts';
import { api, resetRateLimits, type TestApp, useTestApp } from '../../test/support.ts';

/**
 * The login cookie's attributes (plain HTTP and behind HTTPS), logout killing the session on the
 * server, and login timing that does not tell an unknown e-mail from a wrong password.
 * (Session rotation on login and the basic logout are in routes/accounts/accounts.test.ts.)
 */
let orm: MikroORM;
let app: TestApp;
let https: TestApp;
let httpsNoProxy: TestApp;
let address = 0;
// Every request from its own address (TRUST_PROXY_HOPS=1): the per-address login limits stay out of the way.
const nextAddress = () => `10.7.${(++address >> 8) & 255}.${address & 255}`;

useTestApp(
  (started) => {
    ({ orm, app } = started);
    https = started.more.https!;
    httpsNoProxy = started.more.httpsNoProxy!;
  },
  {
    config: { TRUST_PROXY_HOPS: '1' },
    cleanEach: false,
    more: {
      https: { PUBLIC_URL: 'https://enrol.example.in' },
      httpsNoProxy: { TRUST_PROXY_HOPS: '0', PUBLIC_URL: 'https://enrol.example.in' },
    },
  },
);
beforeAll(async () => {
  await buildStudent(orm.em.fork(), { email: 'cookie-intern@example.in' });
  await buildAdmin(orm.em.fork(), { email: 'cookie-admin@example.in' });
});

const login = (url: string, email: string, password: string, headers: Record<string, string> = {}) =>
  api(url, '/api/login', {
    method: 'POST',
    json: { email, password },
    headers: { 'x-forwarded-for': nextAddress(), ...headers },
  });
/** An intern by the password; an admin by the password and the authenticator's code. */
const signIn = (email: string) =>
  email.includes('admin')
    ? signInAdmin(app.url, orm, email, { headers: { 'x-forwarded-for': nextAddress() } })
    : login(app.url, email, FACTORY_PASSWORD);

function sessionSetCookie(headers: Headers, name = 'sid'): string {
  const sid = headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  expect(sid, headers.getSetCookie().join(' | ')).toBeDefined();
  return sid!;
}

describe('the login cookie', () => {
  it.each([
    ['an intern', 'cookie-intern@example.in'],
    ['an admin', 'cookie-admin@example.in'],
  ])('for %s: HttpOnly, SameSite=Lax, Path=/, no Domain, not Secure over plain HTTP', async (_who, email) => {
    const res = await signIn(email);
    expect(res.status).toBe(200);
    const attrs = sessionSetCookie(res.headers)
      .split(';')
      .map((a) => a.trim().toLowerCase());
    expect(attrs).toContain('httponly');
    expect(attrs).toContain('samesite=lax');
    expect(attrs).toContain('path=/');
    expect(attrs.some((a) => a.startsWith('domain'))).toBe(false);
    expect(attrs).not.toContain('secure');
    // The value is a long random id, nothing a client could read meaning from.
    expect(attrs[0]!.slice('sid='.length)).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('is __Host-sid and carries Secure when PUBLIC_URL is https (behind the TLS proxy)', async () => {
    const res = await login(https.url, 'cookie-intern@example.in', FACTORY_PASSWORD, { 'x-forwarded-proto': 'https' });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('sid='))).toBe(false);
    const attrs = sessionSetCookie(res.headers, '__Host-sid')
      .split(';')
      .map((a) => a.trim().toLowerCase());
    expect(attrs).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax', 'path=/']));
    expect(attrs.some((a) => a.startsWith('domain'))).toBe(false);
  });

  it('carries Secure (and logs in, not a 500) when PUBLIC_URL is https but the proxy is not trusted', async () => {
    const res = await login(httpsNoProxy.url, 'cookie-intern@example.in', FACTORY_PASSWORD);
    expect(res.status, res.text).toBe(200);
    const attrs = sessionSetCookie(res.headers, '__Host-sid')
      .split(';')
      .map((a) => a.trim().toLowerCase());
    expect(attrs).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax', 'path=/']));
  });
});

describe('logout', () => {
  it('kills the session on the server: a copy of the old cookie no longer works anywhere', async () => {
    const res = await login(app.url, 'cookie-intern@example.in', FACTORY_PASSWORD);
    const cookie = cookieFrom(res.headers)!;
    const copy = cookie; // what an attacker who stole the cookie holds
    expect((await api(app.url, '/api/me', { cookie })).status).toBe(200);
    const sessionsBefore = await countRows(orm, 'sessions');
    expect((await api(app.url, '/api/logout', { method: 'POST', cookie })).status).toBe(204);
    expect(await countRows(orm, 'sessions')).toBe(sessionsBefore - 1);
    for (const path of ['/api/me', '/api/documents', '/api/extra-courses']) {
      const again = await api(app.url, path, { cookie: copy });
      expect(again.status, path).toBe(401);
    }
  });

  it("an admin's logout ends Bull Board access with the same cookie", async () => {
    const res = await signIn('cookie-admin@example.in');
    const cookie = cookieFrom(res.headers)!;
    expect((await api(app.url, '/admin/queues', { cookie })).status).toBe(200);
    await api(app.url, '/api/logout', { method: 'POST', cookie });
    expect((await api(app.url, '/admin/queues', { cookie })).status).toBe(401);
    expect((await api(app.url, '/api/admin/students', { cookie })).status).toBe(401);
  });
});

describe('login timing', () => {
  it('an unknown e-mail and a known e-mail with a wrong password take the same time (medians within 30%)', async () => {
    const timed = async (email: string) => {
      const t = performance.now();
      const res = await login(app.url, email, 'not-the-password-1');
      const ms = performance.now() - t;
      expect(res.status).toBe(401);
      return ms;
    };
    // The known account takes 18 wrong passwords here from one address, past its free failures (the
    // slowing would answer 429): forget the counts before each pair (outside the timed part).
    for (let i = 0; i < 3; i++) {
      await resetRateLimits(app);
      await timed(`warm-${i}@example.in`);
      await timed('cookie-intern@example.in');
    }
    const unknown: number[] = [];
    const wrong: number[] = [];
    // Alternating (and which goes first alternating too), so a busy moment slows both kinds alike.
    for (let i = 0; i < 15; i++) {
      await resetRateLimits(app);
      if (i % 2 === 0) {
        unknown.push(await timed(`nobody-${i}@example.in`));
        wrong.push(await timed('cookie-intern@example.in'));
      } else {
        wrong.push(await timed('cookie-intern@example.in'));
        unknown.push(await timed(`nobody-${i}@example.in`));
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const [mu, mw] = [median(unknown), median(wrong)];
    const difference = Math.abs(mu - mw) / Math.max(mu, mw);
    expect(difference, `unknown ${mu.toFixed(1)} ms, wrong password ${mw.toFixed(1)} ms`).toBeLessThanOrEqual(0.3);
  }, 60_000);
});
