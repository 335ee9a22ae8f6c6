import type { MikroORM } from '@mikro-orm/postgresql';
import { beforeAll, describe, expect, it } from 'vitest';
import { countRows, registrationForm, uploadScreenshot } from '../../test/accounts.ts';
import { bullBoardRoutes, routeTable, type RouteEntry } from '../../test/security/route-table.ts';
import { signedIn, type SignedIn } from '../../test/signed-in.ts';
import { api, resetRateLimits, type TestApp, useTestApp } from '../../test/support.ts';

/**
 * The operator role against every staff route of the route table: every 'admin' and 'editors' route
 * refuses an operator with 403 and changes nothing; every 'staff' and 'operators' route lets them in. A disabled operator's or
 * an invited account's session reaches nothing. The table (backend/test/security/route-table.ts)
 * names every route the app registers, so a new admin route is checked here as soon as it exists.
 */
let orm: MikroORM;
let app: TestApp;
let asAdmin: SignedIn;
/** A new session for each request: some routes (signing out, ending sessions) end the one they came with. */
let operator: SignedIn;

useTestApp((started) => ({ orm, app } = started), { cleanEach: false });
beforeAll(async () => {
  asAdmin = await signedIn(app, orm, { kind: 'admin' });
  operator = await signedIn(app, orm, { kind: 'admin', staffRole: 'operator' }, { sessionPerRequest: true });
});

async function asOperator(route: RouteEntry, as = operator) {
  await resetRateLimits(app);
  return as(route.sample, {
    method: route.method,
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
    for (const path of [`/api/uploads/${uploadId}`, `/api/uploads/${uploadId}/preview`]) {
      expect((await operator(path)).status).toBe(404);
    }
    expect((await asAdmin(`/api/uploads/${uploadId}`)).status).toBe(200);
  });

  it('sees itself as an operator in GET /api/me', async () => {
    const res = await operator('/api/me');
    expect(res.body.user).toMatchObject({ role: 'admin', staffRole: 'operator', id: operator.id });
  });
});

describe('a disabled or invited staff account', () => {
  it('reaches no staff route with a session it still holds (401), and the session ends', async () => {
    // A session each request: the first refusal ends the session it came with.
    const disabled = await signedIn(
      app,
      orm,
      { kind: 'admin', fields: { disabledAt: new Date() } },
      { sessionPerRequest: true },
    );
    const invited = await signedIn(
      app,
      orm,
      { kind: 'admin', fields: { invitePending: true } },
      { sessionPerRequest: true },
    );
    for (const who of [disabled, invited]) {
      for (const route of [
        all.find((r) => r.path === '/api/admin/jobs')!,
        all.find((r) => r.path === '/api/admin/students')!,
        bullBoardRoutes[0]!,
      ]) {
        const res = await asOperator(route, who);
        expect(res.status, `${route.path}: ${res.text}`).toBe(401);
      }
    }
    expect(await countRows(orm, 'sessions', `account_id in (${disabled.id}, ${invited.id})`)).toBe(0);
  });

  it('counts a role taken away or a disabling from the next request of a session already in use', async () => {
    const changed = await signedIn(app, orm, { kind: 'admin' });
    expect((await changed('/api/admin/students')).status).toBe(200);
    await orm.em.fork().getConnection().execute(`update admins set role = 'operator' where id = ?`, [changed.id]);
    const refused = await changed('/api/admin/students');
    expect(refused.status, refused.text).toBe(403);
    expect((await changed('/api/admin/jobs')).status).toBe(200);
    await orm.em.fork().getConnection().execute(`update admins set disabled_at = now() where id = ?`, [changed.id]);
    expect((await changed('/api/admin/jobs')).status).toBe(401);
  });
});
