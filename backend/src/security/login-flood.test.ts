import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { valuedText } from 'shared/messages';
import { LOGIN_LIMITS } from '../routes/accounts/accounts.ts';
import { buildAdmin, buildStudent, FACTORY_PASSWORD } from '../../test/factories.ts';
import { cookieFrom, registrationForm, uploadScreenshot } from '../../test/accounts.ts';
import { pngBytes } from '../../test/images.ts';
import { api, startRedisServer, startTestApp, type TestApp, uniquePrefix, useTestApp } from '../../test/support.ts';

/**
 * "Anyone can lock any account out": the attacks tried the way the review tried them, on
 * the real app behind one trusted proxy (TRUST_PROXY_HOPS=1), so each request's client address is the
 * last X-Forwarded-For entry the "proxy" appended (security/client-address.test.ts). Failed logins
 * slow the address that makes them, for the account it tries; nothing locks the account itself.
 */
let orm: MikroORM;
let app: TestApp;

useTestApp((started) => ({ orm, app } = started), { config: { TRUST_PROXY_HOPS: '1' } });

const login = (from: string, email: string, password: string) =>
  api(app.url, '/api/login', { method: 'POST', json: { email, password }, headers: { 'x-forwarded-for': from } });
const attacker = (n: number) => `198.51.${(n >> 8) & 255}.${n & 255}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a flood of wrong passwords from elsewhere', () => {
  it('lets the admin in with the right password from a clean address at once, after 200 wrong ones from 50 other addresses', async () => {
    const admin = await buildAdmin(orm.em.fork(), { email: 'head@example.in' });
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++)
      statuses.push((await login(attacker(i % 50), 'head@example.in', `guess-${i}`)).status);
    // Four tries per address stay within the free failures: every one was checked, and failed.
    expect(statuses).toEqual(Array(200).fill(401));

    const owner = await login('203.0.113.77', 'head@example.in', FACTORY_PASSWORD);
    expect(owner.status).toBe(200);
    expect(owner.body).toMatchObject({ success: true, next: 'totp' });
    expect(cookieFrom(owner.headers)).toBeDefined();
    // The attackers' addresses gained nothing for the account: their next failures are slowed, not the owner.
    expect((await login(attacker(0), 'head@example.in', 'guess-more')).status).toBe(401);
    expect((await login(attacker(0), 'head@example.in', 'guess-more-2')).status).toBe(429);
    expect((await login('203.0.113.78', admin.email, FACTORY_PASSWORD)).status).toBe(200);
  }, 90_000);

  it('slows the attacking address with a growing Retry-After, for that account only', async () => {
    const target = await buildStudent(orm.em.fork(), { email: 'target@example.in' });
    const from = attacker(1);
    for (let i = 0; i < LOGIN_LIMITS.freeFailures; i++)
      expect((await login(from, target.email, `guess-${i}`)).status).toBe(401);

    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const slowed = await login(from, target.email, FACTORY_PASSWORD);
      expect(slowed.status).toBe(429);
      const retryAfter = Number(slowed.headers.get('retry-after'));
      expect(slowed.body).toMatchObject({
        code: 'tooManyLogins',
        values: { seconds: retryAfter },
        message: valuedText('tooManyLogins', { seconds: retryAfter }),
      });
      // The right password is not even checked while the address waits: no session.
      expect(cookieFrom(slowed.headers)).toBeUndefined();
      waits.push(retryAfter);
      await sleep(retryAfter * 1000 + 100);
      expect((await login(from, target.email, `late-guess-${round}`)).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4]);
    expect(valuedText('tooManyLogins', { seconds: 4 })).toBe(
      'Too many login attempts. Please wait 4 seconds and try again.',
    );
    expect(valuedText('tooManyLogins', { seconds: 1 })).toBe(
      'Too many login attempts. Please wait 1 second and try again.',
    );
    expect(valuedText('tooManyLogins', { seconds: 60 })).toBe(
      'Too many login attempts. Please wait 1 minute and try again.',
    );
    expect(valuedText('tooManyLogins', { seconds: 61 })).toBe(
      'Too many login attempts. Please wait 2 minutes and try again.',
    );

    // The same address, another account: not slowed. The owner, from their own address: in at once.
    await buildStudent(orm.em.fork(), { email: 'neighbour@example.in' });
    expect((await login(from, 'neighbour@example.in', FACTORY_PASSWORD)).status).toBe(200);
    expect((await login('203.0.113.5', target.email, FACTORY_PASSWORD)).status).toBe(200);
  }, 60_000);

  it(`stops an address spraying many accounts at ${LOGIN_LIMITS.failuresPerIp} failures, even for a right password, and no one else`, async () => {
    const student = await buildStudent(orm.em.fork());
    const from = attacker(2);
    for (let i = 0; i < LOGIN_LIMITS.failuresPerIp; i++)
      expect((await login(from, `intern-${i}@example.in`, 'Summer2026')).status).toBe(401);
    const stopped = await login(from, student.email, FACTORY_PASSWORD);
    expect(stopped.status).toBe(429);
    expect(stopped.body.message).toBe('Too many login attempts. Please wait 15 minutes and try again.');
    expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(LOGIN_LIMITS.windowSec - 60);
    expect((await login(attacker(3), student.email, FACTORY_PASSWORD)).status).toBe(200);
  }, 60_000);
});

describe('with Redis down', () => {
  it('slows in memory meanwhile, and still lets the owner in from a clean address', async () => {
    const redis = await startRedisServer();
    // An app of its own, started here: on a Redis server of its own that the test then stops.
    const alone = await startTestApp(orm, {
      REDIS_URL: redis.url,
      REDIS_PREFIX: uniquePrefix(),
      TRUST_PROXY_HOPS: '1',
    });
    let stopped: Promise<void> | undefined;
    try {
      const owner = await buildStudent(orm.em.fork(), { email: 'outage@example.in' });
      await (stopped = redis.stop());
      const at = (from: string, password: string) =>
        api(alone.url, '/api/login', {
          method: 'POST',
          json: { email: owner.email, password },
          headers: { 'x-forwarded-for': from },
        });
      for (let i = 0; i < LOGIN_LIMITS.freeFailures; i++)
        expect((await at(attacker(5), `guess-${i}`)).status).toBe(401);
      const slowed = await at(attacker(5), FACTORY_PASSWORD);
      expect(slowed.status).toBe(429);
      expect(slowed.headers.get('retry-after')).toBe('1');
      expect((await at('203.0.113.8', FACTORY_PASSWORD)).status).toBe(200);
    } finally {
      await alone.close();
      await (stopped ?? redis.stop());
    }
  }, 60_000);
});

describe('registration tells no stranger which addresses are staff', () => {
  /** Everything a client sees of an answer but the request's own id and date. */
  function visible(res: Awaited<ReturnType<typeof api>>) {
    const headers = [...res.headers.entries()].filter(([name]) => !['date', 'x-request-id'].includes(name));
    return { status: res.status, headers, text: res.text.replace(/"requestId":"[^"]*"/, '"requestId":"…"') };
  }

  it("answers a staff member's e-mail byte for byte as an intern's, on our form and the specification's", async () => {
    await buildStudent(orm.em.fork(), { email: 'intern@example.in' });
    await buildAdmin(orm.em.fork(), { email: 'operator@example.in', role: 'operator' });
    await buildAdmin(orm.em.fork(), { email: 'admin@example.in' });
    const ours = async (email: string, n: number) =>
      api(app.url, '/api/registrations', {
        method: 'POST',
        json: registrationForm(await uploadScreenshot(app.url), { email }),
        headers: { 'x-forwarded-for': attacker(10 + n) },
      });
    const legacy = async (email: string, n: number) => {
      const form = new FormData();
      const fields = registrationForm('unused', { email });
      const legacyNames: Record<string, string> = {
        phone: 'phoneno',
        startDate: 'startdate',
        endDate: 'enddate',
        confirmPassword: 'confirmpassword',
        utr: 'transaction',
      };
      for (const [k, v] of Object.entries(fields))
        if (k !== 'uploadId' && v !== undefined) form.set(legacyNames[k] ?? k, String(v));
      form.set('image', new Blob([new Uint8Array(await pngBytes())], { type: 'image/png' }), 'payment.png');
      return api(app.url, '/api/insertuser', {
        method: 'POST',
        body: form,
        headers: { 'x-forwarded-for': attacker(20 + n) },
      });
    };
    for (const register of [ours, legacy]) {
      const [intern, operator, admin] = [
        await register('intern@example.in', 0),
        await register('OPERATOR@example.in', 1),
        await register('admin@example.in', 2),
      ];
      expect(intern.status).toBe(409);
      expect(intern.body).toMatchObject({ success: false, message: '⚠️ Your E-mail already exists' });
      expect(visible(operator)).toEqual(visible(intern));
      expect(visible(admin)).toEqual(visible(intern));
    }
  }, 60_000);
});
