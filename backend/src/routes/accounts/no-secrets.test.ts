import { createHash, randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { DomainEvent, JobRun, StoredFile, Student } from '../../entities/index.ts';
import { buildAdmin, buildReferrer, FACTORY_PASSWORD } from '../../../test/factories.ts';
import {
  cookieFrom,
  freshTotpCode,
  registrationForm,
  STUDENT_PASSWORD,
  uploadScreenshot,
} from '../../../test/accounts.ts';
import { fileForm, jpegBytes, pngBytes } from '../../../test/images.ts';
import { api, type TestApp, useTestApp } from '../../../test/support.ts';

let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started), { cleanEach: false });

const LEGACY_PASSWORD = 'Legacy-Pass-77';
const WRONG_PASSWORD = 'Wrong-Pass-99';

/**
 * Walks every route of accounts, uploads, registrations, the admin student panel and their legacy
 * paths, as a visitor, an intern and an admin, in success and failure, and keeps every answer.
 */
async function walk() {
  const seen: { route: string; status: number; text: string; headers: string }[] = [];
  const call = async (route: string, path: string, init: Parameters<typeof api>[2] = {}) => {
    const res = await api(app.url, path, init);
    seen.push({ route, status: res.status, text: res.text, headers: JSON.stringify([...res.headers]) });
    return res;
  };
  const em = orm.em.fork();
  const admin = await buildAdmin(em, { email: 'walker-admin@example.in' });
  const referrer = await buildReferrer(em, { code: 'REFWALK01' });

  // Visitor: upload, follow it, register (and fail to), log in (and fail to).
  const uploadId = await uploadScreenshot(app.url);
  const uploadRes = await call('POST /api/uploads', '/api/uploads', {
    method: 'POST',
    body: fileForm(await pngBytes(), 'p.png', 'image/png'),
  });
  await call('POST /api/uploads (refused)', '/api/uploads', {
    method: 'POST',
    body: fileForm('text', 'p.jpg', 'image/jpeg'),
  });
  const event = await em.findOneOrFail(DomainEvent, { type: 'upload.received', subjectId: uploadId });
  const jpeg = await jpegBytes();
  em.create(StoredFile, {
    id: randomUUID(),
    purpose: 'screenshot',
    contentType: 'image/jpeg',
    size: jpeg.length,
    sha256: createHash('sha256').update(jpeg).digest('hex'),
    data: jpeg,
    source: uploadId,
  });
  em.create(JobRun, {
    id: `e${event.id}-compress-screenshot`,
    eventId: event.id,
    queue: 'images',
    handler: 'compress-screenshot',
    state: 'completed',
    progress: 100,
    result: { message: '✅ Image compressed successfully.', width: 64, height: 48, size: jpeg.length },
  });
  await em.flush();
  await call('GET /api/uploads/:id', `/api/uploads/${uploadId}`);
  await call('GET /api/uploads/:id/preview', `/api/uploads/${uploadId}/preview`);

  const form = registrationForm(uploadId, {
    email: 'walker@example.in',
    referralCode: referrer.code,
    utr: '123412341234',
  });
  await call('POST /api/registrations (passwords differ)', '/api/registrations', {
    method: 'POST',
    json: { ...form, confirmPassword: WRONG_PASSWORD },
  });
  await call('POST /api/registrations', '/api/registrations', { method: 'POST', json: form });
  await call('POST /api/registrations (e-mail taken)', '/api/registrations', {
    method: 'POST',
    json: { ...form, uploadId: uploadRes.body.uploadId },
  });
  await call('POST /api/insertuser', '/api/insertuser', {
    method: 'POST',
    body: fileForm(await pngBytes(), 'x.png', 'image/png', 'image', {
      name: 'Legacy Walker',
      email: 'legacy-walker@example.in',
      college: 'MIT Chennai',
      phoneno: '9000000001',
      startdate: '2026-06-01',
      enddate: '2026-06-30',
      password: LEGACY_PASSWORD,
      department: 'CSE',
      course: 'C# with MVC',
      refer: '',
      consent: 'on',
    }),
  });
  await call('POST /api/insertuser (e-mail taken)', '/api/insertuser', {
    method: 'POST',
    body: fileForm(await pngBytes(), 'x.png', 'image/png', 'image', {
      name: 'Legacy Walker',
      email: 'legacy-walker@example.in',
      college: 'MIT Chennai',
      phoneno: '9000000001',
      startdate: '2026-06-01',
      enddate: '2026-06-30',
      password: LEGACY_PASSWORD,
      department: 'CSE',
      course: 'C# with MVC',
      refer: '',
      consent: 'on',
    }),
  });
  await call('GET /api/me (anonymous)', '/api/me');
  await call('POST /api/login (wrong password)', '/api/login', {
    method: 'POST',
    json: { email: 'walker@example.in', password: WRONG_PASSWORD },
  });
  await call('POST /api/login (unknown e-mail)', '/api/login', {
    method: 'POST',
    json: { email: 'nobody@example.in', password: WRONG_PASSWORD },
  });

  // Intern.
  const studentLogin = await call('POST /api/login (intern)', '/api/login', {
    method: 'POST',
    json: { email: 'walker@example.in', password: STUDENT_PASSWORD },
  });
  const studentCookie = cookieFrom(studentLogin.headers)!;
  await call('GET /api/me (intern)', '/api/me', { cookie: studentCookie });
  await call('GET /api/uploads/:id (owner)', `/api/uploads/${uploadId}`, { cookie: studentCookie });
  await call('GET /api/me/screenshot (intern)', '/api/me/screenshot', { cookie: studentCookie });
  await call('GET /api/admin/students (intern)', '/api/admin/students', { cookie: studentCookie });
  await call('POST /api/students (intern)', '/api/students', {
    method: 'POST',
    json: { code: 'x' },
    cookie: studentCookie,
  });
  await call('POST /api/logout (intern)', '/api/logout', { method: 'POST', cookie: studentCookie });

  // Admin.
  const adminLogin = await call('POST /api/login (admin)', '/api/login', {
    method: 'POST',
    json: { email: admin.email, password: FACTORY_PASSWORD },
  });
  const halfway = cookieFrom(adminLogin.headers)!;
  await call('POST /api/login/code (wrong)', '/api/login/code', {
    method: 'POST',
    json: { code: '000000' },
    cookie: halfway,
  });
  const adminCode = await call('POST /api/login/code', '/api/login/code', {
    method: 'POST',
    json: { code: await freshTotpCode(orm, admin.email) },
    cookie: halfway,
  });
  const cookie = cookieFrom(adminCode.headers)!;
  await call('GET /api/admin/security', '/api/admin/security', { cookie });
  await call('POST /api/account/password (wrong current)', '/api/account/password', {
    method: 'POST',
    json: {
      currentPassword: WRONG_PASSWORD,
      newPassword: 'Another-Pass-88 walk',
      confirmPassword: 'Another-Pass-88 walk',
    },
    cookie,
  });
  const student = await orm.em.fork().findOneOrFail(Student, { email: 'walker@example.in' });
  await call('GET /api/me (admin)', '/api/me', { cookie });
  await call('GET /api/admin/students', '/api/admin/students', { cookie });
  await call('GET /api/admin/students?q=', '/api/admin/students?q=walker&status=pending', { cookie });
  await call('GET /api/admin/students/:id/screenshot', `/api/admin/students/${student.id}/screenshot`, { cookie });
  await call('POST /api/admin/students/:id/validate', `/api/admin/students/${student.id}/validate`, {
    method: 'POST',
    cookie,
  });
  await call('POST /api/admin/students/:id/validate (again)', `/api/admin/students/${student.id}/validate`, {
    method: 'POST',
    cookie,
  });
  await call('GET /api/admin/referrals', '/api/admin/referrals', { cookie });
  await call('POST /api/students', '/api/students', { method: 'POST', json: { code: 'x' }, cookie });
  await call('GET /api/getrefer', '/api/getrefer', { cookie });
  await call('POST /api/validate', '/api/validate', { method: 'POST', json: { id: student.id }, cookie });
  await call('POST /api/emptyrefer', '/api/emptyrefer', { method: 'POST', json: { id: student.id }, cookie });
  await call(
    'POST /api/admin/students/:id/clear-referral (none left)',
    `/api/admin/students/${student.id}/clear-referral`,
    { method: 'POST', cookie },
  );
  await call('POST /api/logout (admin)', '/api/logout', { method: 'POST', cookie });
  return seen;
}

describe('no response ever carries a password or a password hash', () => {
  it('walks every route as a visitor, an intern and an admin, in success and failure', async () => {
    const seen = await walk();
    expect(seen.length).toBeGreaterThanOrEqual(30);
    // The walk did reach the successful paths it claims to.
    const statusOf = (route: string) => seen.find((s) => s.route === route)?.status;
    expect(statusOf('POST /api/registrations')).toBe(201);
    expect(statusOf('POST /api/insertuser')).toBe(201);
    expect(statusOf('POST /api/login (intern)')).toBe(200);
    expect(statusOf('POST /api/login (admin)')).toBe(200);
    expect(statusOf('POST /api/login/code')).toBe(200);
    expect(statusOf('GET /api/admin/students')).toBe(200);
    expect(statusOf('POST /api/students')).toBe(200);

    const hashes = (await orm.em.fork().find(Student, {}, { populate: ['passwordHash'] })).map((s) => s.passwordHash);
    expect(hashes.length).toBe(2);
    for (const { route, text, headers } of seen) {
      const all = text + headers;
      for (const secret of [STUDENT_PASSWORD, LEGACY_PASSWORD, WRONG_PASSWORD, FACTORY_PASSWORD, ...hashes]) {
        expect(all.includes(secret), `${route} shows a password or hash`).toBe(false);
      }
      expect(all, route).not.toMatch(/passwordHash|password_hash|\$argon2/i);
      expect(text, route).not.toMatch(/"(password|confirmPassword)"\s*:/);
    }
  });
});
