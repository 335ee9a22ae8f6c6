import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { beforeAll, describe, expect, it } from 'vitest';
import { ExtraCourse, IssuedDocument, JobRun, StoredFile, Student } from '../entities/index.ts';
import { isStaffAudience } from '../policies/policy.ts';
import { buildAdmin, buildStudent } from '../../test/factories.ts';
import { countRows, registrationForm, uploadScreenshot } from '../../test/accounts.ts';
import { jpegBytes, PDF_BYTES } from '../../test/images.ts';
import { bullBoardRoutes, routeTable, type RouteEntry } from '../../test/security/route-table.ts';
import { signedIn, visitor } from '../../test/signed-in.ts';
import { api, type TestApp, useTestApp } from '../../test/support.ts';

/**
 * Anonymous, an intern, another intern and an admin against every route of the app (the route
 * table) and against each other's records: who gets in, who is refused, and that nothing of the
 * other intern ever shows in an answer.
 */
let orm: MikroORM;
let app: TestApp;

// The other intern: their name and e-mail must never appear in an answer to intern A.
const OTHER_NAME = 'Bhuvaneswari Kalyanasundaram';
const OTHER_EMAIL = 'bhuvana.other-intern@example.in';
let internA: Student;
let other: { id: number; uploadId: string; extraCourseId: number; jobId: string; token: string };
let adminId: number;

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

useTestApp((started) => ({ orm, app } = started), { cleanEach: false });
beforeAll(async () => {
  const em = orm.em.fork();
  internA = await buildStudent(em, { validated: true, validatedAt: new Date(), testMark: 20 });
  adminId = (await buildAdmin(em)).id;

  // The other intern enrols for real (upload + registration), so their upload is owned by them.
  const uploadId = await uploadScreenshot(app.url);
  const reg = await api(app.url, '/api/registrations', {
    method: 'POST',
    json: registrationForm(uploadId, { name: OTHER_NAME, email: OTHER_EMAIL }),
  });
  expect(reg.status).toBe(201);
  const b = await em.findOneOrFail(Student, { email: OTHER_EMAIL });
  b.validated = true;
  b.validatedAt = new Date();
  b.testMark = 23;
  const compressed = await jpegBytes(40, 30);
  em.create(StoredFile, {
    id: randomUUID(),
    purpose: 'screenshot',
    contentType: 'image/jpeg',
    size: compressed.length,
    sha256: sha(compressed),
    data: compressed,
    source: uploadId,
  });
  const extra = em.create(ExtraCourse, {
    student: b,
    course: 'Python Programming',
    feeRupees: [200, 350],
    startDate: '2026-01-01',
    endDate: '2026-02-01',
    college: 'PSG',
    transaction: 'TXNOTHER1',
    email: OTHER_EMAIL,
    validated: true,
    validatedAt: new Date(),
  });
  await em.flush();
  const pdf = Buffer.from(`${PDF_BYTES.toString()}% ${OTHER_NAME}\n`);
  const token = randomBytes(24).toString('base64url');
  for (const kind of ['offer-letter', 'extra-offer-letter', 'extra-certificate'] as const) {
    const file = em.create(StoredFile, {
      id: randomUUID(),
      purpose: 'document',
      contentType: 'application/pdf',
      size: pdf.length,
      sha256: sha(pdf),
      data: pdf,
    });
    em.create(IssuedDocument, {
      student: b,
      extraCourse: kind === 'offer-letter' ? null : extra,
      kind,
      certificateNumber: `TNT-${kind}-${b.id}`,
      verificationToken: kind === 'offer-letter' ? token : randomBytes(24).toString('base64url'),
      issuedOn: '2026-02-01',
      file,
    });
  }
  const jobId = `e999${b.id}-offer-letter`;
  em.create(JobRun, {
    id: jobId,
    eventId: 999,
    queue: 'documents',
    handler: 'offer-letter',
    studentId: b.id,
    state: 'completed',
    progress: 100,
    result: { name: OTHER_NAME },
  });
  await em.flush();
  other = { id: b.id, uploadId, extraCourseId: extra.id, jobId, token };
});

type Who = 'anonymous' | 'intern' | 'admin';
/** `who`, signed in afresh: a logout cannot spoil the next call. */
const callerOf = async (who: Who) =>
  who === 'anonymous'
    ? visitor(app)
    : signedIn(app, orm, who === 'admin' ? { kind: 'admin', id: adminId } : { kind: 'student', id: internA.id });

/** The route's sample request; an intern's own id where the legacy paths ask for one. */
async function call(route: RouteEntry, who: Who, opts: { path?: string; json?: unknown } = {}) {
  const caller = await callerOf(who);
  let json = opts.json ?? route.json;
  if (!opts.json && (route.path === '/api/addcourse' || route.path === '/api/viewcourse')) {
    json = route.path === '/api/addcourse' ? { ...route.json, ids: internA.id } : { id: internA.id };
  }
  const body = route.multipart ? new FormData() : undefined;
  return caller(opts.path ?? route.sample, {
    method: route.method,
    ...(json !== undefined && !route.multipart ? { json } : {}),
    ...(body ? { body } : {}),
  });
}

const leaksOther = (text: string) => text.includes(OTHER_NAME) || text.toLowerCase().includes(OTHER_EMAIL);

describe('authorization matrix over every route', () => {
  const all = [...routeTable, ...bullBoardRoutes];

  it.each(all.map((r) => [`${r.method} ${r.sample}`, r] as const))('%s', async (_name, route) => {
    const anon = await call(route, 'anonymous');
    const intern = await call(route, 'intern');
    const admin = await call(route, 'admin');
    for (const res of [anon, intern, admin]) expect(res.status, res.text).toBeLessThan(500);
    for (const res of [anon, intern]) expect(leaksOther(res.text), res.text).toBe(false);

    if (route.access !== 'public') {
      expect(anon.status, anon.text).toBe(401);
      expect(anon.body.message).toEqual(expect.any(String));
    }
    if (isStaffAudience(route.access)) {
      expect(intern.status, intern.text).toBe(403);
      expect(intern.body.message).toBe('This page is for admins only.');
      expect([401, 403]).not.toContain(admin.status);
    }
    if (route.access === 'student') {
      expect([401, 403]).not.toContain(intern.status);
      expect(admin.status, admin.text).toBe(403);
    }
    if (route.access === 'session') {
      expect([401, 403]).not.toContain(intern.status);
      expect([401, 403]).not.toContain(admin.status);
    }
  });

  it('Bull Board answers the admin with the board itself', async () => {
    const res = await (await callerOf('admin'))('/admin/queues');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
  });
});

describe("another intern's records", () => {
  const asIntern = async (path: string, init: Parameters<typeof api>[2] = {}) => {
    const res = await (await callerOf('intern'))(path, init);
    expect(res.status, res.text).toBeLessThan(500);
    expect(leaksOther(res.text), `${path}: ${res.text}`).toBe(false);
    return res;
  };
  const asAdmin = async (path: string, init: Parameters<typeof api>[2] = {}) => (await callerOf('admin'))(path, init);

  it('refuses their upload (status and preview) once their registration uses it, and lets an admin see it', async () => {
    expect((await asIntern(`/api/uploads/${other.uploadId}`)).status).toBe(404);
    expect((await asIntern(`/api/uploads/${other.uploadId}/preview`)).status).toBe(404);
    expect((await api(app.url, `/api/uploads/${other.uploadId}`)).status).toBe(404); // anonymous too
    expect((await asAdmin(`/api/uploads/${other.uploadId}`)).status).toBe(200);
    const preview = await asAdmin(`/api/uploads/${other.uploadId}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses their screenshot through the admin path', async () => {
    expect((await asIntern(`/api/admin/students/${other.id}/screenshot`)).status).toBe(403);
    expect((await asAdmin(`/api/admin/students/${other.id}/screenshot`)).status).toBe(200);
  });

  it('refuses their jobs, one by one and in a list', async () => {
    const one = await asIntern(`/api/jobs/${other.jobId}`);
    expect(one.status).toBe(404);
    expect(one.body.message).toBe('Unknown job.');
    const list = await asIntern(`/api/jobs?ids=${other.jobId},${other.jobId}`);
    expect(list.status).toBe(200);
    expect(list.body.jobs).toEqual([]);
    expect((await asAdmin(`/api/jobs/${other.jobId}`)).status).toBe(200);
  });

  it('refuses their extra-course documents, and lists none of their documents or courses', async () => {
    for (const kind of ['extra-offer-letter', 'extra-certificate']) {
      const res = await asIntern(`/api/documents/${kind}/download?extraCourseId=${other.extraCourseId}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).not.toMatch(/pdf/);
    }
    const docs = await asIntern('/api/documents');
    expect(docs.status).toBe(200);
    expect(JSON.stringify(docs.body)).not.toContain(`extraCourseId":${other.extraCourseId}`);
    const courses = await asIntern('/api/extra-courses');
    const ids = (courses.body.extraCourses as { id: number }[]).map((c) => c.id);
    expect(ids).not.toContain(other.extraCourseId);
  });

  it('refuses the legacy /api/viewcourse and /api/addcourse with their id, storing nothing', async () => {
    const before = await countRows(orm, 'extra_courses');
    for (const id of [other.id, String(other.id)]) {
      const view = await asIntern('/api/viewcourse', { method: 'POST', json: { id } });
      expect(view.status).toBe(403);
      expect(view.body.message).toBe('You can only see your own extra courses.');
    }
    const add = routeTable.find((r) => r.path === '/api/addcourse')!;
    for (const ids of [other.id, String(other.id)]) {
      const res = await asIntern('/api/addcourse', { method: 'POST', json: { ...add.json, ids } });
      expect(res.status).toBe(403);
    }
    expect(await countRows(orm, 'extra_courses')).toBe(before);
    // Their own id works (the refusal above is about the id, not the form).
    const own = await asIntern('/api/viewcourse', { method: 'POST', json: { id: internA.id } });
    expect(own.status).toBe(200);
    const rows = own.body as unknown as { id: number; ids: number }[];
    expect(rows.map((r) => r.ids).every((ids) => ids === internA.id)).toBe(true);
    expect(rows.map((r) => r.id)).not.toContain(other.extraCourseId);
  });

  it('gives an admin their records', async () => {
    const list = await asAdmin('/api/admin/students');
    expect(list.status).toBe(200);
    expect(list.text).toContain(OTHER_EMAIL);
    const legacy = await asAdmin('/api/extracourse');
    expect(legacy.text).toContain(OTHER_EMAIL);
  });
});
