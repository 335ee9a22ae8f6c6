import { createHash, randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MeAnswer } from 'shared/api/accounts';
import type { StudentPage } from 'shared/api/admin-students';
import type { ExtraCourseList } from 'shared/api/extra-courses';
import { messages } from 'shared/messages';
import { DomainEvent, ExtraCourse, StoredFile, Student } from '../../entities/index.ts';
import { buildStudent } from '../../../test/factories.ts';
import { pngBytes } from '../../../test/images.ts';
import { signedIn, type SignedIn } from '../../../test/signed-in.ts';
import { api, type TestApp, useTestApp } from '../../../test/support.ts';
import type { EventType } from '../../events/types.ts';

let orm: MikroORM;
let app: TestApp;
let asAdmin: SignedIn;
useTestApp((started) => ({ orm, app } = started));
beforeEach(async () => {
  asAdmin = await signedIn(app, orm, { kind: 'admin' });
});

/** A POST by someone signed in, or by a visitor (`undefined`). */
const post = (path: string, as: SignedIn | undefined, json: unknown, headers: Record<string, string> = {}) => {
  const init = { method: 'POST', json, headers };
  return as ? as(path, init) : api(app.url, path, init);
};

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
  return { student, intern: await signedIn(app, orm, { kind: 'student', id: student.id }), upload };
}

const row = (id: number) => orm.em.fork().findOneOrFail(Student, id);
const events = (type: EventType) => orm.em.fork().find(DomainEvent, { type }, { orderBy: { id: 'asc' } });

describe('POST /api/admin/students/:id/reject', () => {
  it('rejects a pending payment with a reason of the list: the row says why, an event names the admin, the intern sees it', async () => {
    const { student, intern } = await pendingStudent();
    const res = await post(`/api/admin/students/${student.id}/reject`, asAdmin, { reason: 'amount-wrong' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: messages.paymentRejected });
    expect(await row(student.id)).toMatchObject({
      validated: false,
      rejectionReason: 'amount-wrong',
      rejectionNote: null,
    });
    const [event] = await events('student.payment-rejected');
    expect(event).toMatchObject({
      actor: `admin:${asAdmin.id}`,
      payload: { studentId: student.id, reason: 'amount-wrong' },
    });
    const me = await intern('/api/me');
    expect(me.body.user).toMatchObject({
      validated: false,
      rejection: { reason: 'amount-wrong', words: 'The amount paid is wrong' },
    });
  });

  it("keeps the admin's own words for 'other', out of the event (which Redis copies)", async () => {
    const { student } = await pendingStudent();
    expect(
      (
        await post(`/api/admin/students/${student.id}/reject`, asAdmin, {
          reason: 'other',
          note: 'Paid to a different UPI id',
        })
      ).status,
    ).toBe(200);
    expect((await row(student.id)).rejectionNote).toBe('Paid to a different UPI id');
    const [event] = await events('student.payment-rejected');
    expect(JSON.stringify(event!.payload)).not.toContain('different');
    const list = await asAdmin('/api/admin/students?page=1&pageSize=20');
    expect((list.body as unknown as StudentPage).students[0]!.rejection).toMatchObject({
      reason: 'other',
      words: 'Paid to a different UPI id',
    });
  });

  it("refuses 'other' without words, an unknown reason, a validated or already rejected payment, and changes nothing", async () => {
    const { student } = await pendingStudent();
    const path = `/api/admin/students/${student.id}/reject`;
    expect(await post(path, asAdmin, { reason: 'other' }).then((r) => [r.status, r.body.message])).toEqual([
      400,
      messages.rejectionNoteMissing,
    ]);
    expect(await post(path, asAdmin, { reason: 'other', note: ' x ' }).then((r) => r.status)).toBe(400);
    expect(await post(path, asAdmin, { reason: 'because' }).then((r) => [r.status, r.body.message])).toEqual([
      400,
      messages.rejectionReasonMissing,
    ]);
    expect((await row(student.id)).rejectedAt).toBeNull();
    expect((await post(path, asAdmin, { reason: 'duplicate' })).status).toBe(200);
    expect(await post(path, asAdmin, { reason: 'duplicate' }).then((r) => [r.status, r.body.message])).toEqual([
      409,
      messages.paymentAlreadyRejected,
    ]);

    const validated = await buildStudent(orm.em.fork(), { validated: true, validatedAt: new Date() });
    expect(
      await post(`/api/admin/students/${validated.id}/reject`, asAdmin, { reason: 'duplicate' }).then((r) => [
        r.status,
        r.body.message,
      ]),
    ).toEqual([409, messages.validatedCannotBeRejected]);
    expect((await post('/api/admin/students/999999/reject', asAdmin, { reason: 'duplicate' })).status).toBe(404);
    expect(await events('student.payment-rejected')).toHaveLength(1);
  });

  it("the list's 'Payment rejected' filter shows them, and 'Waiting for validation' no longer does; each with its total", async () => {
    const { student } = await pendingStudent();
    const waiting = await buildStudent(orm.em.fork(), { email: 'waiting@example.in', phone: '9123456781' });
    await post(`/api/admin/students/${student.id}/reject`, asAdmin, { reason: 'duplicate' });
    const page = async (status: string) =>
      (await asAdmin(`/api/admin/students?page=1&pageSize=20&status=${status}`)).body as unknown as StudentPage;
    const rejected = await page('rejected');
    expect([rejected.students.map((s) => s.id), rejected.total]).toEqual([[student.id], 1]);
    const pending = await page('pending');
    expect([pending.students.map((s) => s.id), pending.total]).toEqual([[waiting.id], 1]);
    const csv = await asAdmin('/api/admin/students.csv?status=rejected');
    expect(csv.text).toContain(student.email);
    expect(csv.text).not.toContain('waiting@example.in');
  });

  it('a rejected payment cannot be validated until the intern sends a new one', async () => {
    const { student } = await pendingStudent();
    await post(`/api/admin/students/${student.id}/reject`, asAdmin, { reason: 'not-received' });
    const res = await post(`/api/admin/students/${student.id}/validate`, asAdmin, {});
    expect([res.status, res.body.message]).toEqual([409, messages.rejectedCannotBeValidated]);
    expect((await row(student.id)).validated).toBe(false);
  });

  it('is for admins only: an intern, an operator, no session and another origin are refused', async () => {
    const { student, intern } = await pendingStudent();
    const path = `/api/admin/students/${student.id}/reject`;
    const operator = await signedIn(app, orm, {
      kind: 'admin',
      staffRole: 'operator',
      fields: { email: 'operator@example.in' },
    });
    expect((await post(path, intern, { reason: 'duplicate' })).status).toBe(403);
    expect((await post(path, operator, { reason: 'duplicate' })).status).toBe(403);
    expect((await post(path, undefined, { reason: 'duplicate' })).status).toBe(401);
    expect((await post(path, asAdmin, { reason: 'duplicate' }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await row(student.id)).rejectedAt).toBeNull();
  });
});

describe('POST /api/me/payment (a new screenshot and UTR after a rejection)', () => {
  it('puts the enrolment back to pending with the new upload and UTR, an event each, and the rejection gone', async () => {
    const { student, intern, upload: first } = await pendingStudent();
    await post(`/api/admin/students/${student.id}/reject`, asAdmin, { reason: 'unreadable' });
    const upload = await rawUpload(orm.em.fork());
    const res = await post('/api/me/payment', intern, { uploadId: upload, utr: '5123 4567 8902' });
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
    expect(((await intern('/api/me')).body as unknown as MeAnswer).user).toMatchObject({
      rejection: null,
    });
    // Pending again: the admin can validate it now.
    expect((await post(`/api/admin/students/${student.id}/validate`, asAdmin, {})).status).toBe(200);
  });

  it('refuses when nothing is rejected, an unknown or used upload, and a bad UTR, changing nothing', async () => {
    const { student, intern, upload: own } = await pendingStudent();
    const upload = await rawUpload(orm.em.fork());
    expect(await post('/api/me/payment', intern, { uploadId: upload }).then((r) => [r.status, r.body.message])).toEqual(
      [409, messages.nothingToResubmit],
    );
    await post(`/api/admin/students/${student.id}/reject`, asAdmin, { reason: 'unreadable' });
    expect((await post('/api/me/payment', intern, { uploadId: randomUUID() })).status).toBe(400);
    expect((await post('/api/me/payment', intern, { uploadId: own })).status).toBe(409);
    const other = await pendingStudent();
    expect((await post('/api/me/payment', intern, { uploadId: other.upload })).status).toBe(409);
    expect((await post('/api/me/payment', intern, { uploadId: upload, utr: '12' })).status).toBe(400);
    expect((await row(student.id)).rejectionReason).toBe('unreadable');
    expect((await post('/api/me/payment', asAdmin, { uploadId: upload })).status).toBe(403);
  });
});

describe('extra courses: reject and a new transaction id', () => {
  it("rejects an extra course's payment, the intern sends a new transaction id, pending again; another intern's id answers 404", async () => {
    const { student, intern } = await pendingStudent();
    const em = orm.em.fork();
    const course = em.create(ExtraCourse, {
      student: student.id,
      course: 'Basic React.js',
      feeRupees: [200, 350],
      startDate: '2026-08-01',
      endDate: '2026-08-31',
      college: 'NIT',
      transaction: '412345678901',
      email: student.email,
      validated: false,
    });
    await em.flush();
    expect(
      (await post(`/api/admin/extra-courses/${course.id}/reject`, asAdmin, { reason: 'not-received' })).status,
    ).toBe(200);
    const mine = await intern('/api/extra-courses');
    expect((mine.body as unknown as ExtraCourseList).extraCourses[0]!.rejection).toMatchObject({
      reason: 'not-received',
      words: 'The payment was not received',
    });
    expect((await post(`/api/admin/extra-courses/${course.id}/validate`, asAdmin, {})).status).toBe(409);

    const stranger = await signedIn(app, orm, {
      kind: 'student',
      fields: { email: 'stranger@example.in', phone: '9123456780' },
    });
    expect(
      (await post(`/api/extra-courses/${course.id}/payment`, stranger, { transaction: '512345678902' })).status,
    ).toBe(404);

    expect(
      (await post(`/api/extra-courses/${course.id}/payment`, intern, { transaction: '512345678902' })).status,
    ).toBe(200);
    const after = await orm.em.fork().findOneOrFail(ExtraCourse, course.id);
    expect(after).toMatchObject({ transaction: '512345678902', rejectedAt: null });
    expect(await events('extra-course.payment-resubmitted')).toHaveLength(1);
    expect((await post(`/api/admin/extra-courses/${course.id}/validate`, asAdmin, {})).status).toBe(200);
  });
});

describe('a rejected intern cannot open tests or documents', () => {
  it('answers the tests and documents as for a payment not yet confirmed', async () => {
    const { student, intern } = await pendingStudent();
    await post(`/api/admin/students/${student.id}/reject`, asAdmin, { reason: 'not-received' });
    expect((await intern('/api/tests/1/attempts/start', { method: 'POST', json: {} })).status).toBe(403);
    const download = await intern('/api/documents/offer-letter/download');
    expect(download.status).toBeGreaterThanOrEqual(400);
    expect(download.status).toBeLessThan(500);
  });
});
