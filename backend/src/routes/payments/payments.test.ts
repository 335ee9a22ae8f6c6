import { createHash, randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MeAnswer } from 'shared/api/accounts';
import type { StudentPage } from 'shared/api/admin-students';
import type { ExtraCourseList } from 'shared/api/extra-courses';
import { messages } from 'shared/messages';
import { DomainEvent, ExtraCourse, StoredFile, Student } from '../../entities/index.ts';
import { buildAdmin, buildStudent } from '../../../test/factories.ts';
import { pngBytes } from '../../../test/images.ts';
import { api, sessionCookieFor, type TestApp, useTestApp } from '../../../test/support.ts';
import type { EventType } from '../../events/types.ts';

let orm: MikroORM;
let app: TestApp;
let adminCookie: string;
let adminId: number;
useTestApp((started) => ({ orm, app } = started));
beforeEach(async () => {
  const admin = await buildAdmin(orm.em.fork());
  adminId = admin.id;
  adminCookie = await sessionCookieFor(orm, { kind: 'admin', id: admin.id });
});

const post = (path: string, cookie: string, json: unknown, headers: Record<string, string> = {}) =>
  api(app.url, path, { method: 'POST', json, cookie, headers });

async function rawUpload(em: EntityManager) {
  const data = await pngBytes();
  const file = em.create(StoredFile, {
    id: randomUUID(),
    purpose: 'screenshot-raw',
    contentType: 'image/png',
    size: data.length,
    sha256: createHash('sha256').update(data).digest('hex'),
    data,
  });
  await em.flush();
  return file.id;
}

async function pendingStudent() {
  const em = orm.em.fork();
  const upload = await rawUpload(em);
  const student = await buildStudent(em, {
    upload,
    screenshot: upload,
    utr: '412345678901',
  } as unknown as Partial<Student>);
  return { student, cookie: await sessionCookieFor(orm, { kind: 'student', id: student.id }), upload };
}

const row = (id: number) => orm.em.fork().findOneOrFail(Student, id);
const events = (type: EventType) => orm.em.fork().find(DomainEvent, { type }, { orderBy: { id: 'asc' } });

describe('POST /api/admin/students/:id/reject', () => {
  it('rejects a pending payment with a reason of the list: the row says why, an event names the admin, the intern sees it', async () => {
    const { student, cookie } = await pendingStudent();
    const res = await post(`/api/admin/students/${student.id}/reject`, adminCookie, { reason: 'amount-wrong' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: messages.paymentRejected });
    expect(await row(student.id)).toMatchObject({
      validated: false,
      rejectionReason: 'amount-wrong',
      rejectionNote: null,
    });
    const [event] = await events('student.payment-rejected');
    expect(event).toMatchObject({
      actor: `admin:${adminId}`,
      payload: { studentId: student.id, reason: 'amount-wrong' },
    });
    const me = await api(app.url, '/api/me', { cookie });
    expect(me.body.user).toMatchObject({
      validated: false,
      rejection: { reason: 'amount-wrong', words: 'The amount paid is wrong' },
    });
  });

  it("keeps the admin's own words for 'other', out of the event (which Redis copies)", async () => {
    const { student } = await pendingStudent();
    expect(
      (
        await post(`/api/admin/students/${student.id}/reject`, adminCookie, {
          reason: 'other',
          note: 'Paid to a different UPI id',
        })
      ).status,
    ).toBe(200);
    expect((await row(student.id)).rejectionNote).toBe('Paid to a different UPI id');
    const [event] = await events('student.payment-rejected');
    expect(JSON.stringify(event!.payload)).not.toContain('different');
    const list = await api(app.url, '/api/admin/students?page=1&pageSize=20', { cookie: adminCookie });
    expect((list.body as unknown as StudentPage).students[0]!.rejection).toMatchObject({
      reason: 'other',
      words: 'Paid to a different UPI id',
    });
  });

  it("refuses 'other' without words, an unknown reason, a validated or already rejected payment, and changes nothing", async () => {
    const { student } = await pendingStudent();
    const path = `/api/admin/students/${student.id}/reject`;
    expect(await post(path, adminCookie, { reason: 'other' }).then((r) => [r.status, r.body.message])).toEqual([
      400,
      messages.rejectionNoteMissing,
    ]);
    expect(await post(path, adminCookie, { reason: 'other', note: ' x ' }).then((r) => r.status)).toBe(400);
    expect(await post(path, adminCookie, { reason: 'because' }).then((r) => [r.status, r.body.message])).toEqual([
      400,
      messages.rejectionReasonMissing,
    ]);
    expect((await row(student.id)).rejectedAt).toBeNull();
    expect((await post(path, adminCookie, { reason: 'duplicate' })).status).toBe(200);
    expect(await post(path, adminCookie, { reason: 'duplicate' }).then((r) => [r.status, r.body.message])).toEqual([
      409,
      messages.paymentAlreadyRejected,
    ]);

    const validated = await buildStudent(orm.em.fork(), { validated: true, validatedAt: new Date() });
    expect(
      await post(`/api/admin/students/${validated.id}/reject`, adminCookie, { reason: 'duplicate' }).then((r) => [
        r.status,
        r.body.message,
      ]),
    ).toEqual([409, messages.validatedCannotBeRejected]);
    expect((await post('/api/admin/students/999999/reject', adminCookie, { reason: 'duplicate' })).status).toBe(404);
    expect(await events('student.payment-rejected')).toHaveLength(1);
  });

  it("the list's 'Payment rejected' filter shows them, and 'Waiting for validation' no longer does; each with its total", async () => {
    const { student } = await pendingStudent();
    const waiting = await buildStudent(orm.em.fork(), { email: 'waiting@example.in', phone: '9123456781' });
    await post(`/api/admin/students/${student.id}/reject`, adminCookie, { reason: 'duplicate' });
    const page = async (status: string) =>
      (await api(app.url, `/api/admin/students?page=1&pageSize=20&status=${status}`, { cookie: adminCookie }))
        .body as unknown as StudentPage;
    const rejected = await page('rejected');
    expect([rejected.students.map((s) => s.id), rejected.total]).toEqual([[student.id], 1]);
    const pending = await page('pending');
    expect([pending.students.map((s) => s.id), pending.total]).toEqual([[waiting.id], 1]);
    const csv = await api(app.url, '/api/admin/students.csv?status=rejected', { cookie: adminCookie });
    expect(csv.text).toContain(student.email);
    expect(csv.text).not.toContain('waiting@example.in');
  });

  it('a rejected payment cannot be validated until the intern sends a new one', async () => {
    const { student } = await pendingStudent();
    await post(`/api/admin/students/${student.id}/reject`, adminCookie, { reason: 'not-received' });
    const res = await post(`/api/admin/students/${student.id}/validate`, adminCookie, {});
    expect([res.status, res.body.message]).toEqual([409, messages.rejectedCannotBeValidated]);
    expect((await row(student.id)).validated).toBe(false);
  });

  it('is for admins only: an intern, an operator, no session and another origin are refused', async () => {
    const { student, cookie } = await pendingStudent();
    const path = `/api/admin/students/${student.id}/reject`;
    const operator = await buildAdmin(orm.em.fork(), { email: 'operator@example.in', role: 'operator' });
    const operatorCookie = await sessionCookieFor(orm, { kind: 'admin', id: operator.id });
    expect((await post(path, cookie, { reason: 'duplicate' })).status).toBe(403);
    expect((await post(path, operatorCookie, { reason: 'duplicate' })).status).toBe(403);
    expect((await post(path, '', { reason: 'duplicate' })).status).toBe(401);
    expect((await post(path, adminCookie, { reason: 'duplicate' }, { origin: 'https://evil.example' })).status).toBe(
      403,
    );
    expect((await row(student.id)).rejectedAt).toBeNull();
  });
});

describe('POST /api/me/payment (a new screenshot and UTR after a rejection)', () => {
  it('puts the enrolment back to pending with the new upload and UTR, an event each, and the rejection gone', async () => {
    const { student, cookie, upload: first } = await pendingStudent();
    await post(`/api/admin/students/${student.id}/reject`, adminCookie, { reason: 'unreadable' });
    const upload = await rawUpload(orm.em.fork());
    const res = await post('/api/me/payment', cookie, { uploadId: upload, utr: '5123 4567 8902' });
    expect([res.status, res.body.code, res.body.message]).toEqual([
      200,
      'paymentResubmitted',
      messages.paymentResubmitted,
    ]);
    const after = await row(student.id);
    expect(after).toMatchObject({ rejectedAt: null, rejectionReason: null, utr: '512345678902', validated: false });
    expect(after.upload?.id).toBe(upload);
    const [event] = await events('student.payment-resubmitted');
    expect(event).toMatchObject({
      actor: `student:${student.id}`,
      payload: { studentId: student.id, uploadId: upload, previousUploadId: first },
    });
    expect(((await api(app.url, '/api/me', { cookie })).body as unknown as MeAnswer).user).toMatchObject({
      rejection: null,
    });
    // Pending again: the admin can validate it now.
    expect((await post(`/api/admin/students/${student.id}/validate`, adminCookie, {})).status).toBe(200);
  });

  it('refuses when nothing is rejected, an unknown or used upload, and a bad UTR, changing nothing', async () => {
    const { student, cookie, upload: own } = await pendingStudent();
    const upload = await rawUpload(orm.em.fork());
    expect(await post('/api/me/payment', cookie, { uploadId: upload }).then((r) => [r.status, r.body.message])).toEqual(
      [409, messages.nothingToResubmit],
    );
    await post(`/api/admin/students/${student.id}/reject`, adminCookie, { reason: 'unreadable' });
    expect((await post('/api/me/payment', cookie, { uploadId: randomUUID() })).status).toBe(400);
    expect((await post('/api/me/payment', cookie, { uploadId: own })).status).toBe(409);
    const other = await pendingStudent();
    expect((await post('/api/me/payment', cookie, { uploadId: other.upload })).status).toBe(409);
    expect((await post('/api/me/payment', cookie, { uploadId: upload, utr: '12' })).status).toBe(400);
    expect((await row(student.id)).rejectionReason).toBe('unreadable');
    expect((await post('/api/me/payment', adminCookie, { uploadId: upload })).status).toBe(403);
  });
});

describe('extra courses: reject and a new transaction id', () => {
  it("rejects an extra course's payment, the intern sends a new transaction id, pending again; another intern's id answers 404", async () => {
    const { student, cookie } = await pendingStudent();
    const em = orm.em.fork();
    const course = em.create(ExtraCourse, {
      student: student.id,
      course: 'Basic React.js',
      startDate: '2026-08-01',
      endDate: '2026-08-31',
      college: 'NIT',
      transaction: '412345678901',
      email: student.email,
      validated: false,
    });
    await em.flush();
    expect(
      (await post(`/api/admin/extra-courses/${course.id}/reject`, adminCookie, { reason: 'not-received' })).status,
    ).toBe(200);
    const mine = await api(app.url, '/api/extra-courses', { cookie });
    expect((mine.body as unknown as ExtraCourseList).extraCourses[0]!.rejection).toMatchObject({
      reason: 'not-received',
      words: 'The payment was not received',
    });
    expect((await post(`/api/admin/extra-courses/${course.id}/validate`, adminCookie, {})).status).toBe(409);

    const stranger = await buildStudent(orm.em.fork(), { email: 'stranger@example.in', phone: '9123456780' });
    const strangerCookie = await sessionCookieFor(orm, { kind: 'student', id: stranger.id });
    expect(
      (await post(`/api/extra-courses/${course.id}/payment`, strangerCookie, { transaction: '512345678902' })).status,
    ).toBe(404);

    expect(
      (await post(`/api/extra-courses/${course.id}/payment`, cookie, { transaction: '512345678902' })).status,
    ).toBe(200);
    const after = await orm.em.fork().findOneOrFail(ExtraCourse, course.id);
    expect(after).toMatchObject({ transaction: '512345678902', rejectedAt: null });
    expect(await events('extra-course.payment-resubmitted')).toHaveLength(1);
    expect((await post(`/api/admin/extra-courses/${course.id}/validate`, adminCookie, {})).status).toBe(200);
  });
});

describe('a rejected intern cannot open tests or documents', () => {
  it('answers the tests and documents as for a payment not yet confirmed', async () => {
    const { student, cookie } = await pendingStudent();
    await post(`/api/admin/students/${student.id}/reject`, adminCookie, { reason: 'not-received' });
    expect((await api(app.url, '/api/tests/1/attempts/start', { method: 'POST', json: {}, cookie })).status).toBe(403);
    const download = await api(app.url, '/api/documents/offer-letter/download', { cookie });
    expect(download.status).toBeGreaterThanOrEqual(400);
    expect(download.status).toBeLessThan(500);
  });
});
