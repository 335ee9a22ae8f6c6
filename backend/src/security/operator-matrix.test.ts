import type { MikroORM } from '@mikro-orm/postgresql';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin } from '../../test/factories.ts';
import { countRows, registrationForm, uploadScreenshot } from '../../test/accounts.ts';
import { bullBoardRoutes, routeTable, type RouteEntry } from '../../test/security/route-table.ts';
import { api, resetRateLimits, sessionCookieFor, type TestApp, useTestApp } from '../../test/support.ts';

/**
 * The operator role against every staff route of the route table: every 'admin' and 'editors' route
 * refuses an operator with 403 and changes nothing; every 'staff' and 'operators' route lets them in. A disabled operator's or
 * an invited account's session reaches nothing. The table (backend/test/security/route-table.ts)
 * names every route the app registers, so a new admin route is checked here as soon as it exists.
 */
let orm: MikroORM;
let app: TestApp;
let operatorId: number;
let adminId: number;

useTestApp((started) => ({ orm, app } = started), { cleanEach: false });
beforeAll(async () => {
  adminId = (await buildAdmin(orm.em.fork())).id;
  operatorId = (await buildAdmin(orm.em.fork(), { role: 'operator' })).id;
});

async function asOperator(route: RouteEntry, id = operatorId) {
  await resetRateLimits(app);
  const cookie = await sessionCookieFor(orm, { kind: 'admin', id });
  return api(app.url, route.sample, {
    method: route.method,
    cookie,
    ...(route.json !== undefined ? { json: route.json } : {}),
  });
}

const all = [...routeTable, ...bullBoardRoutes];
const adminOnly = all.filter((r) => r.access === 'admin' || r.access === 'editors');
const staff = all.filter((r) => r.access === 'staff' || r.access === 'operators');

describe('an operator', () => {
  it('has routes on both sides (the table is not empty by mistake)', () => {
    expect(adminOnly.length).toBeGreaterThan(15);
    expect(staff.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/jobs',
        'POST /api/admin/jobs/:id/retry',
        'GET /api/admin/mail',
        'POST /api/admin/mail/:id/resend',
        'GET /api/admin/payouts',
        'GET /admin/queues',
      ]),
    );
  });

  it.each(adminOnly.map((r) => [`${r.method} ${r.sample}`, r] as const))(
    'is refused %s (403, nothing changes)',
    async (_name, route) => {
      const events = await countRows(orm, 'events');
      const admins = await countRows(orm, 'admins');
      const res = await asOperator(route);
      expect(res.status, res.text).toBe(403);
      expect(res.body.message).toBe('This page is for admins only.');
      expect(await countRows(orm, 'events')).toBe(events);
      expect(await countRows(orm, 'admins')).toBe(admins);
    },
  );

  it.each(staff.map((r) => [`${r.method} ${r.sample}`, r] as const))('may use %s', async (_name, route) => {
    const res = await asOperator(route);
    expect([401, 403]).not.toContain(res.status);
    expect(res.status, res.text).toBeLessThan(500);
  });

  it("cannot open a registered intern's payment screenshot by its upload id (an admin can)", async () => {
    const uploadId = await uploadScreenshot(app.url);
    const reg = await api(app.url, '/api/registrations', {
      method: 'POST',
      json: registrationForm(uploadId, { email: 'screenshot.owner@example.in' }),
    });
    expect(reg.status, reg.text).toBe(201);
    const operator = await sessionCookieFor(orm, { kind: 'admin', id: operatorId });
    for (const path of [`/api/uploads/${uploadId}`, `/api/uploads/${uploadId}/preview`]) {
      expect((await api(app.url, path, { cookie: operator })).status).toBe(404);
    }
    expect(
      (
        await api(app.url, `/api/uploads/${uploadId}`, {
          cookie: await sessionCookieFor(orm, { kind: 'admin', id: adminId }),
        })
      ).status,
    ).toBe(200);
  });

  it('sees itself as an operator in GET /api/me', async () => {
    const res = await api(app.url, '/api/me', {
      cookie: await sessionCookieFor(orm, { kind: 'admin', id: operatorId }),
    });
    expect(res.body.user).toMatchObject({ role: 'admin', staffRole: 'operator', id: operatorId });
  });
});

describe('a disabled or invited staff account', () => {
  it('reaches no staff route with a session it still holds (401), and the session ends', async () => {
    const disabled = await buildAdmin(orm.em.fork(), { disabledAt: new Date() });
    const invited = await buildAdmin(orm.em.fork(), { invitePending: true });
    for (const id of [disabled.id, invited.id]) {
      for (const route of [
        all.find((r) => r.path === '/api/admin/jobs')!,
        all.find((r) => r.path === '/api/admin/students')!,
        bullBoardRoutes[0]!,
      ]) {
        const res = await asOperator(route, id);
        expect(res.status, `${route.path}: ${res.text}`).toBe(401);
      }
    }
    expect(await countRows(orm, 'sessions', `account_id in (${disabled.id}, ${invited.id})`)).toBe(0);
  });

  it('counts a role taken away or a disabling from the next request of a session already in use', async () => {
    const changed = await buildAdmin(orm.em.fork());
    const cookie = await sessionCookieFor(orm, { kind: 'admin', id: changed.id });
    expect((await api(app.url, '/api/admin/students', { cookie })).status).toBe(200);
    await orm.em.fork().getConnection().execute(`update admins set role = 'operator' where id = ?`, [changed.id]);
    const refused = await api(app.url, '/api/admin/students', { cookie });
    expect(refused.status, refused.text).toBe(403);
    expect((await api(app.url, '/api/admin/jobs', { cookie })).status).toBe(200);
    await orm.em.fork().getConnection().execute(`update admins set disabled_at = now() where id = ?`, [changed.id]);
    expect((await api(app.url, '/api/admin/jobs', { cookie })).status).toBe(401);
  });
});
