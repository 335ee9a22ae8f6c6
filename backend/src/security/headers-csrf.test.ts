import type { MikroORM } from '@mikro-orm/postgresql';
import { beforeAll, describe, expect, it } from 'vitest';
import { Student } from '../entities/index.ts';
import { buildStudent } from '../../test/factories.ts';
import { countRows } from '../../test/accounts.ts';
import { routeTable } from '../../test/security/route-table.ts';
import { signedIn, type SignedIn, visitor } from '../../test/signed-in.ts';
import { api, resetRateLimits, type TestApp, useTestApp } from '../../test/support.ts';
import { CREDENTIAL_CACHE } from '../routes/credentials/credentials.ts';

const CROSS_SITE = 'This request came from another site and was refused. Please use the form on our own site.';

/**
 * The browser-facing headers on every answer, and CSRF in depth: a state-changing request a browser
 * sends from another site is refused before it reaches any route, whatever the route (public form,
 * intern, bodiless admin POST); our own pages and non-browser clients (no Sec-Fetch-Site, no Origin)
 * pass. (The CSP itself is checked in Chromium on every page: the walk of e2e/support/walk.ts.)
 */
let orm: MikroORM;
let app: TestApp;
let https: TestApp;
let asAdmin: SignedIn;
let asIntern: SignedIn;

useTestApp(
  (started) => {
    ({ orm, app } = started);
    https = started.more.https!;
  },
  {
    config: { PUBLIC_URL: 'http://enrol.test:3000' },
    cleanEach: false,
    more: { https: { PUBLIC_URL: 'https://enrol.example.in' } },
  },
);
beforeAll(async () => {
  asAdmin = await signedIn(app, orm, { kind: 'admin' });
  asIntern = await signedIn(app, orm, { kind: 'student', fields: { validated: true, validatedAt: new Date() } });
});

const directives = (csp: string | null) =>
  new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([k, ...v]) => [k!, v]),
  );

describe('security headers', () => {
  it.each(['/', '/dashboard', '/api/health', '/api/me', '/api/nothing-here'])(
    '%s carries a strict CSP and the other headers',
    async (path) => {
      const res = await api(app.url, path);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      // The installable app's service worker and manifest: our own files only.
      expect(csp.get('worker-src')).toEqual(["'self'"]);
      expect(csp.get('manifest-src')).toEqual(["'self'"]);
      expect([...csp.values()].flat()).not.toContain("'unsafe-inline'");
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('same-origin');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
      expect(res.headers.get('strict-transport-security')).toBeNull(); // plain http: HSTS would be ignored or wrong
    },
  );

  it('adds HSTS and upgrade-insecure-requests when PUBLIC_URL is https', async () => {
    const res = await api(https.url, '/api/health');
    expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=31536000; includeSubDomains$/);
    expect(directives(res.headers.get('content-security-policy')).has('upgrade-insecure-requests')).toBe(true);
  });

  it('answers every API GET with no-store, for every caller, but the public credential files (briefly cached) and the published catalogue (revalidated)', async () => {
    // The documented exceptions (middlewares/no-store.ts): the same for everyone, and a revoke shows within their minute.
    const publicBriefly = new Set([
      '/.well-known/jwks.json',
      '/.well-known/jwks/:thumbprint',
      '/api/credentials/status/:list',
    ]);
    // The published catalogue: the same for everyone, revalidated on every visit by its ETag.
    const publicRevalidated = new Set(['/api/catalogue', '/api/catalogue/posts/:slug']);
    for (const route of routeTable.filter((r) => r.method === 'GET')) {
      for (const as of [visitor(app), asIntern, asAdmin]) {
        const res = await as(route.sample);
        if (publicBriefly.has(route.path) && res.status === 200)
          expect(res.headers.get('cache-control'), route.sample).toBe(CREDENTIAL_CACHE);
        else if (publicRevalidated.has(route.path) && res.status === 200)
          expect(res.headers.get('cache-control'), route.sample).toBe('no-cache');
        else expect(res.headers.get('cache-control'), `${route.sample}: ${res.status}`).toMatch(/(^|, )no-store$/);
      }
    }
  });
});

describe('requests from another site', () => {
  const crossSite = [
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['only Origin: https://evil.example', { origin: 'https://evil.example' }],
    ['only Origin: null (a sandboxed frame)', { origin: 'null' }],
  ] as const;

  it.each(crossSite)('%s: every state-changing route refuses it with 403, nothing changes', async (_name, headers) => {
    await resetRateLimits(app);
    const victim = await buildStudent(orm.em.fork(), { referralCode: 'REFVICTIM' });
    const events = await countRows(orm, 'events');
    for (const route of routeTable.filter((r) => r.method !== 'GET')) {
      for (const as of [visitor(app), asIntern, asAdmin]) {
        const path = route.sample.replace('999999', String(victim.id));
        const res = await as(path, {
          method: route.method,
          headers,
          ...(route.json ? { json: route.json } : {}),
        });
        expect(res.status, `${route.method} ${path}: ${res.text}`).toBe(403);
        expect(res.body.message).toBe(CROSS_SITE);
      }
    }
    expect(await countRows(orm, 'events')).toBe(events);
    expect(await countRows(orm, 'contact_messages')).toBe(0);
    const after = await orm.em.fork().findOneOrFail(Student, { id: victim.id });
    expect(after.validated).toBe(false);
    expect(after.referralCode).toBe('REFVICTIM');
  });

  it('lets our own pages through: a bodiless admin validate from the same origin works', async () => {
    const victim = await buildStudent(orm.em.fork());
    const path = `/api/admin/students/${victim.id}/validate`;
    const sameOrigin = await asAdmin(path, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin', origin: 'http://enrol.test:3000' },
    });
    expect(sameOrigin.status, sameOrigin.text).toBe(200);
    expect((await orm.em.fork().findOneOrFail(Student, { id: victim.id })).validated).toBe(true);
  });

  it('lets an older browser that sends only Origin through when it is our public address or our host', async () => {
    await resetRateLimits(app);
    const json = routeTable.find((r) => r.path === '/api/contact')!.json;
    const ours = await api(app.url, '/api/contact', {
      method: 'POST',
      json,
      headers: { origin: 'http://enrol.test:3000' },
    });
    expect(ours.status, ours.text).toBe(201);
    const host = await api(app.url, '/api/contact', { method: 'POST', json, headers: { origin: app.url } });
    expect(host.status, host.text).toBe(201);
  });

  it("lets a client that is not a browser through (the specification's own client sends neither header)", async () => {
    await resetRateLimits(app);
    const json = routeTable.find((r) => r.path === '/api/contact')!.json;
    const res = await api(app.url, '/api/contact', { method: 'POST', json });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
  });
});
