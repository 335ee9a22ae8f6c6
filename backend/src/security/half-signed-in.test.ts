import type { MikroORM } from '@mikro-orm/postgresql';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildStudent } from '../../test/factories.ts';
import { bullBoardRoutes, routeTable, type RouteEntry } from '../../test/security/route-table.ts';
import { signedIn } from '../../test/signed-in.ts';
import { api, pendingCookieFor, type TestApp, useTestApp } from '../../test/support.ts';

/**
 * An admin's password without the second factor is not an admin session: a session halfway through
 * the sign-in (password right, code not given, or authenticator not yet set up) is refused by every
 * route but the second step's own, and those routes refuse everyone else (anonymous, an intern, a
 * fully signed-in admin). Walks the whole route table.
 */
let orm: MikroORM;
let app: TestApp;
let adminId: number;
let internId: number;

useTestApp((started) => ({ orm, app } = started), { cleanEach: false });
beforeAll(async () => {
  adminId = (await buildAdmin(orm.em.fork())).id;
  internId = (await buildStudent(orm.em.fork(), { validated: true, validatedAt: new Date() })).id;
});

const call = (route: RouteEntry, cookie: string) =>
  api(app.url, route.sample, {
    method: route.method,
    ...(route.json && !route.multipart ? { json: route.json } : {}),
    ...(route.multipart ? { body: new FormData() } : {}),
    cookie,
  });

const guarded = [...routeTable, ...bullBoardRoutes].filter((r) => r.access !== 'public' && r.access !== 'pending');
const secondStep = routeTable.filter((r) => r.access === 'pending');

describe('a half-finished admin sign-in', () => {
  it.each(guarded.map((r) => [`${r.method} ${r.sample}`, r] as const))(
    'is refused by %s (401)',
    async (_name, route) => {
      for (const step of ['code', 'enrol'] as const) {
        const res = await call(route, await pendingCookieFor(orm, adminId, step));
        expect(res.status, `${step}: ${res.text}`).toBe(401);
      }
    },
  );

  it('has its second-step routes, and nobody else has them', async () => {
    expect(secondStep.map((r) => r.path).sort()).toEqual([
      '/api/login/code',
      '/api/login/totp-enrolment',
      '/api/login/totp-enrolment/confirm',
    ]);
    for (const route of secondStep) {
      // Cookie headers side by side: a made-up one, the signed-in ones, a half-finished sign-in's.
      const others = {
        anonymous: 'sid=none',
        intern: (await signedIn(app, orm, { kind: 'student', id: internId })).cookie,
        admin: (await signedIn(app, orm, { kind: 'admin', id: adminId })).cookie,
        'the other step': await pendingCookieFor(orm, adminId, route.path === '/api/login/code' ? 'enrol' : 'code'),
      };
      for (const [who, cookie] of Object.entries(others)) {
        const res = await call(route, cookie);
        expect(res.status, `${route.path} as ${who}: ${res.text}`).toBe(401);
      }
      // Its own step reaches the route (a wrong sample code or an enrolled admin: refused, but not as a stranger).
      const own = await call(
        route,
        await pendingCookieFor(orm, adminId, route.path === '/api/login/code' ? 'code' : 'enrol'),
      );
      expect(own.status, `${route.path}: ${own.text}`).not.toBe(403);
      expect(own.status).toBeLessThan(500);
      if (route.path === '/api/login/code') expect(own.body.message).toMatch(/^That code is not right/);
    }
  });
});
