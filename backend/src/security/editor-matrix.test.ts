import type { MikroORM } from '@mikro-orm/postgresql';
import { beforeAll, describe, expect, it } from 'vitest';
import { JobRun, MailLog } from '../entities/index.ts';
import { buildAdmin, buildStudent } from '../../test/factories.ts';
import { countRows, registrationForm, uploadScreenshot } from '../../test/accounts.ts';
import { bullBoardRoutes, routeTable, type RouteEntry } from '../../test/security/route-table.ts';
import { signedIn, type SignedIn } from '../../test/signed-in.ts';
import { api, resetRateLimits, type TestApp, useTestApp } from '../../test/support.ts';

/**
 * The editor role against every staff route of the route table: an editor runs the catalogue and
 * sees no intern's personal data, so every 'admin' and 'operators' route refuses them with 403 and
 * changes nothing; every 'staff' and 'editors' route lets them in, and what those answer holds no
 * intern's name, e-mail or phone. The table (backend/test/security/route-table.ts) names every route
 * the app registers, so a new admin or operator route is checked here as soon as it exists.
 */
let orm: MikroORM;
let app: TestApp;
/** A new session for each request: some routes (signing out, revoking sessions) end the one they came with. */
let editor: SignedIn;

const intern = { name: 'Kalaiselvi Embroidery', email: 'kalaiselvi.embroidery@example.in', phone: '9345612790' };
const needles = [intern.name, intern.email, intern.phone].map((n) => n.toLowerCase());
const jobId = 'e900002-mail-offer-letter';

useTestApp((started) => ({ orm, app } = started), { cleanEach: false });
beforeAll(async () => {
  await buildAdmin(orm.em.fork());
  editor = await signedIn(app, orm, { kind: 'admin', staffRole: 'editor' }, { sessionPerRequest: true });
  const em = orm.em.fork();
  const studentId = (await buildStudent(em, intern)).id;
  // A failed mail to the intern and its job: what the staff screens an editor may not open are about.
  em.create(MailLog, {
    jobId,
    template: 'mail-offer-letter',
    recipient: intern.email,
    subject: `Welcome, ${intern.name}`,
    studentId,
    eventId: 900002,
    status: 'failed',
    error: `550 5.1.1 <${intern.email}>: no such user`,
    attempts: 3,
  });
  em.create(JobRun, {
    id: jobId,
    eventId: 900002,
    queue: 'mail',
    handler: 'mail-offer-letter',
    studentId,
    state: 'failed',
    attempts: 3,
    error: `550 5.1.1 <${intern.email}>: no such user`,
  });
  await em.flush();
});
async function asEditor(route: Pick<RouteEntry, 'sample' | 'method' | 'json'>) {
  await resetRateLimits(app);
  return editor(route.sample, {
    method: route.method,
    ...(route.json !== undefined ? { json: route.json } : {}),
  });
}

const all = [...routeTable, ...bullBoardRoutes];
const notForEditors = all.filter((r) => r.access === 'admin' || r.access === 'operators');
const forEditors = all.filter((r) => r.access === 'staff' || r.access === 'editors');

/** What an editor's action could have changed: who may sign in, what was recorded, what was sent or queued. */
const changed = async () =>
  Promise.all(['admins', 'events', 'mail_log', 'job_runs', 'students'].map((table) => countRows(orm, table)));

describe('an editor', () => {
  it('has routes on both sides (the table is not empty by mistake)', () => {
    expect(notForEditors.length).toBeGreaterThan(25);
    expect(notForEditors.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/students',
        'GET /api/admin/jobs',
        'GET /api/admin/mail',
        'GET /api/admin/overview',
        'GET /api/admin/accounts',
        'GET /admin/queues',
        'GET /metrics',
      ]),
    );
    expect(forEditors.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(['GET /api/admin/security', 'POST /api/admin/recovery-codes']),
    );
  });

  it.each(notForEditors.map((r) => [`${r.method} ${r.sample}`, r] as const))(
    'is refused %s (403, nothing changes)',
    async (_name, route) => {
      const before = await changed();
      const res = await asEditor(route);
      expect(res.status, res.text).toBe(403);
      expect(res.body.message).toBe('This page is for admins only.');
      expect(await changed()).toEqual(before);
    },
  );

  it.each(forEditors.map((r) => [`${r.method} ${r.sample}`, r] as const))(
    'may use %s, and sees no personal data there',
    async (_name, route) => {
      const res = await asEditor(route);
      expect([401, 403]).not.toContain(res.status);
      expect(res.status, res.text).toBeLessThan(500);
      for (const needle of needles) expect(res.text.toLowerCase()).not.toContain(needle);
    },
  );

  it("cannot read an intern's job by its id, nor their payment screenshot by its upload id", async () => {
    const job = await asEditor({ method: 'GET', sample: `/api/jobs/${jobId}` });
    expect(job.status).toBe(404);
    expect(job.body.message).toBe('Unknown job.');
    const list = await asEditor({ method: 'GET', sample: `/api/jobs?ids=${jobId}` });
    expect(list.body.jobs).toEqual([]);

    const uploadId = await uploadScreenshot(app.url);
    const reg = await api(app.url, '/api/registrations', {
      method: 'POST',
      json: registrationForm(uploadId, { email: 'editor.screenshot@example.in' }),
    });
    expect(reg.status, reg.text).toBe(201);
    for (const sample of [`/api/uploads/${uploadId}`, `/api/uploads/${uploadId}/preview`])
      expect((await asEditor({ method: 'GET', sample })).status).toBe(404);
  });

  it('sees itself as an editor in GET /api/me, with the catalogue and no personal field among its abilities', async () => {
    const res = await asEditor({ method: 'GET', sample: '/api/me' });
    expect(res.body.user).toMatchObject({ role: 'admin', staffRole: 'editor', id: editor.id });
    expect(res.body.abilities).toContain('catalogue.edit');
    expect(res.body.abilities).not.toContain('personal-fields.read');
  });
});
