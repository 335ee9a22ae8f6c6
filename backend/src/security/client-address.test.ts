import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { ContactMessage } from '../entities/index.ts';
import { LOGIN_LIMITS } from '../routes/accounts/accounts.ts';
import { CONTACT_LIMIT } from '../routes/contact/contact.ts';
import { buildStudent, FACTORY_PASSWORD } from '../../test/factories.ts';
import { cookieFrom } from '../../test/accounts.ts';
import { api, type TestApp, useTestApp } from '../../test/support.ts';

/**
 * The client's address behind proxies (TRUST_PROXY_HOPS) as the rate limits see it. The test plays
 * both sides: the client writes whatever it likes into X-Forwarded-For, and the "proxy" appends the
 * address it saw (the last entry; with two hops, the second to last is the client's as the outer
 * proxy saw it). Requests really come from 127.0.0.1.
 */
let orm: MikroORM;
let noProxy: TestApp;
let oneProxy: TestApp;
let twoProxies: TestApp;

useTestApp(
  (started) => {
    orm = started.orm;
    [noProxy, oneProxy, twoProxies] = [started.app, started.more.oneProxy!, started.more.twoProxies!];
  },
  {
    config: { TRUST_PROXY_HOPS: '0' },
    more: { oneProxy: { TRUST_PROXY_HOPS: '1' }, twoProxies: { TRUST_PROXY_HOPS: '2' } },
  },
);

const TOO_MANY_LOGINS = 'Too many login attempts. Please wait 15 minutes and try again.';
const login = (app: TestApp, forwardedFor: string, email: string, password: string) =>
  api(app.url, '/api/login', {
    method: 'POST',
    json: { email, password },
    headers: { 'x-forwarded-for': forwardedFor },
  });
const contact = (app: TestApp, forwardedFor: string, n: number) =>
  api(app.url, '/api/contact', {
    method: 'POST',
    json: {
      name: 'Karthik',
      email: `karthik${n}@example.in`,
      subject: 'Batch',
      message: 'When does the next batch start?',
      consent: true,
    },
    headers: { 'x-forwarded-for': forwardedFor },
  });
/** What a client that rotates its own X-Forwarded-For writes on its n-th request. */
const spoofed = (n: number) => `198.18.${(n >> 8) & 255}.${n & 255}`;

describe('one trusted proxy (TRUST_PROXY_HOPS=1)', () => {
  it('keys a guesser by the address the proxy appended: 60 wrong passwords with a rotating spoofed X-Forwarded-For get 429', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 60; i++) {
      // A new e-mail each time too, so this is the per-address limit and not the per-account one.
      answers.push(
        (await login(oneProxy, `${spoofed(i)}, 203.0.113.10`, `guess-${i}@example.in`, 'wrong-password')).status,
      );
    }
    expect(answers.slice(0, LOGIN_LIMITS.failuresPerIp)).toEqual(Array(LOGIN_LIMITS.failuresPerIp).fill(401));
    expect(new Set(answers.slice(LOGIN_LIMITS.failuresPerIp))).toEqual(new Set([429]));

    const blocked = await login(oneProxy, `${spoofed(999)}, 203.0.113.10`, 'someone@example.in', 'wrong-password');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(TOO_MANY_LOGINS);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client behind the same proxy (another appended address) is not affected.
    expect(
      (await login(oneProxy, `${spoofed(999)}, 203.0.113.11`, 'someone@example.in', 'wrong-password')).status,
    ).toBe(401);
  });

  it('slows each real address failing for an account, and never the owner: rotating addresses locks nobody out', async () => {
    const owner = await buildStudent(orm.em.fork(), { email: 'target@example.in' });
    for (let i = 0; i < 3 * LOGIN_LIMITS.freeFailures; i++) {
      expect((await login(oneProxy, `203.0.113.${i + 1}`, 'Target@Example.in ', `guess-${i}`)).status).toBe(401);
    }
    // From yet another address, the right password: in at once.
    const owners = await login(oneProxy, '203.0.113.200', owner.email, FACTORY_PASSWORD);
    expect(owners.status).toBe(200);
    expect(cookieFrom(owners.headers)).toBeDefined();
    // One address failing for the account is slowed; the same address spoofing its X-Forwarded-For is the same address.
    for (let i = 0; i < LOGIN_LIMITS.freeFailures; i++)
      expect((await login(oneProxy, `${spoofed(i)}, 203.0.113.99`, owner.email, `again-${i}`)).status).toBe(401);
    const slowed = await login(oneProxy, `${spoofed(77)}, 203.0.113.99`, owner.email, FACTORY_PASSWORD);
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get('retry-after')).toBe('1');
    expect(cookieFrom(slowed.headers)).toBeUndefined();
  });

  it('limits an IPv6 client per /64: new addresses in its /64 share one count, another /64 does not', async () => {
    for (let i = 1; i <= CONTACT_LIMIT.points; i++) {
      expect((await contact(oneProxy, `${spoofed(i)}, 2001:db8:aa:bb::${i.toString(16)}`, i)).status).toBe(201);
    }
    const blocked = await contact(oneProxy, `${spoofed(99)}, 2001:db8:aa:bb:9f3c:11ff:fe20:7a01`, 99);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await contact(oneProxy, '2001:db8:aa:bc::1', 100)).status).toBe(201);
    expect(await orm.em.fork().count(ContactMessage, {})).toBe(CONTACT_LIMIT.points + 1);
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', async () => {
    for (let i = 1; i <= CONTACT_LIMIT.points; i++) {
      const address = i % 2 === 0 ? '::ffff:203.0.113.9' : '203.0.113.9';
      expect((await contact(oneProxy, address, i)).status).toBe(201);
    }
    expect((await contact(oneProxy, '::ffff:cb00:7109', 99)).status).toBe(429);
  });
});

describe('no proxy (TRUST_PROXY_HOPS=0, the default)', () => {
  it('ignores X-Forwarded-For: every request counts for the socket address whatever the header says', async () => {
    for (let i = 0; i < LOGIN_LIMITS.failuresPerIp; i++) {
      expect((await login(noProxy, spoofed(i), `guess-${i}@example.in`, 'wrong-password')).status).toBe(401);
    }
    for (const header of [spoofed(500), `${spoofed(501)}, 203.0.113.10`, '2001:db8::1']) {
      expect((await login(noProxy, header, 'someone@example.in', 'wrong-password')).status).toBe(429);
    }
  });
});

describe('two trusted proxies (TRUST_PROXY_HOPS=2: a CDN, then a load balancer)', () => {
  it('keys the client by the address the outer proxy appended, whatever the client wrote and whichever edge it came through', async () => {
    for (let i = 1; i <= CONTACT_LIMIT.points; i++) {
      expect((await contact(twoProxies, `${spoofed(i)}, 203.0.113.50, 10.0.0.${i}`, i)).status).toBe(201);
    }
    expect((await contact(twoProxies, `${spoofed(99)}, 203.0.113.50, 10.0.0.99`, 99)).status).toBe(429);
    expect((await contact(twoProxies, `203.0.113.50, 203.0.113.51, 10.0.0.1`, 100)).status).toBe(201);
  });
});
