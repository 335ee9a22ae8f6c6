import { randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PublicCatalogue } from 'shared/api/catalogue';
import { formatDisplayDate, todayInIndia } from 'shared/dates';
import { CorrectionRequest, DomainEvent, IssuedDocument, StoredFile, Student } from '../../entities/index.ts';
import { buildAdmin, buildStudent } from '../../../test/factories.ts';
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

const post = (path: string, json: unknown, as = asAdmin) => as(path, { method: 'POST', json });

/** A validated intern whose internship ended, with a made completion certificate. */
async function internWithCertificate(em: EntityManager, overrides: Partial<Student> = {}) {
  const student = await buildStudent(em, {
    name: 'Sneha M',
    validated: true,
    startDate: '2026-01-05',
    endDate: '2026-02-20',
    ...overrides,
  });
  const file = em.create(StoredFile, {
    id: randomUUID(),
    purpose: 'document',
    contentType: 'application/pdf',
    size: 4,
    sha256: '0'.repeat(64),
    data: Buffer.from('%PDF'),
  });
  const token = randomBytes(24).toString('base64url');
  const doc = em.create(IssuedDocument, {
    student: student.id,
    kind: 'completion-certificate',
    certificateNumber: `TNTAIN${student.id}`,
    verificationToken: token,
    issuedOn: '2026-02-20',
    file,
  });
  await em.flush();
  return { student, doc, token };
}

const eventsOf = (type: EventType) => orm.em.fork().find(DomainEvent, { type }, { orderBy: { id: 'asc' } });

describe('who may correct, revoke and resolve', () => {
  const adminOnly: [string, string, unknown][] = [
    ['POST', '/api/admin/students/1/correction', { name: 'X Y', reason: 'Spelling' }],
    ['GET', '/api/admin/students/1/documents', undefined],
    ['POST', '/api/admin/documents/1/revoke', { reason: 'Mistake' }],
    ['POST', '/api/admin/documents/1/reinstate', undefined],
    ['GET', '/api/admin/correction-requests', undefined],
    ['POST', '/api/admin/correction-requests/1/resolve', undefined],
  ];
  it.each(adminOnly)('%s %s: 401 anonymous, 403 for an intern, nothing changes', async (method, path, json) => {
    const { student } = await internWithCertificate(orm.em.fork(), { id: 1 } as Partial<Student>);
    expect((await api(app.url, path, { method, json })).status).toBe(401);
    const asIntern = await signedIn(app, orm, { kind: 'student', id: student.id });
    expect((await asIntern(path, { method, json })).status).toBe(403);
    const after = await orm.em.fork().findOneOrFail(Student, { id: 1 });
    expect(after.name).toBe('Sneha M');
    expect(await orm.em.fork().count(IssuedDocument, { revokedAt: { $ne: null } })).toBe(0);
  });
});

describe('POST /api/admin/students/:id/correction', () => {
  it('changes the fields that differ, records before and after of those only, and asks for the re-issue', async () => {
    const { student } = await internWithCertificate(orm.em.fork());
    const res = await post(`/api/admin/students/${student.id}/correction`, {
      name: 'Sneha Murugan',
      college: student.college,
      phone: '+91 98765 00001',
      reason: 'Spelt wrong at enrolment',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'The correction is saved.', changed: ['name', 'phone'] });
    expect((res.body.jobs as string[]).map((j) => j.replace(/^e\d+-/, ''))).toEqual([
      'reissue-documents',
      'mail-reissued-documents',
    ]);
    const after = await orm.em.fork().findOneOrFail(Student, { id: student.id });
    expect([after.name, after.phone]).toEqual(['Sneha Murugan', '9876500001']);
    const [corrected] = await eventsOf('student.corrected');
    expect(corrected!.actor).toBe(`admin:${asAdmin.id}`);
    expect(corrected!.payload).toEqual({
      studentId: student.id,
      reason: 'Spelt wrong at enrolment',
      changes: {
        name: { before: 'Sneha M', after: 'Sneha Murugan' },
        phone: { before: student.phone, after: '9876500001' },
      },
    });
    const [reissue] = await eventsOf('student.documents-reissue-requested');
    expect(reissue!.payload).toEqual({ studentId: student.id, correctedByEvent: corrected!.id });
  });

  it('asks for no re-issue when nothing printed changed, or nothing was issued', async () => {
    const { student } = await internWithCertificate(orm.em.fork());
    const res = await post(`/api/admin/students/${student.id}/correction`, {
      phone: '9876500002',
      reason: 'New number',
    });
    expect(res.body.jobs).toEqual([]);
    const other = await buildStudent(orm.em.fork());
    expect(
      (await post(`/api/admin/students/${other.id}/correction`, { name: 'New Name', reason: 'Spelling' })).body.jobs,
    ).toEqual([]);
    expect(await eventsOf('student.documents-reissue-requested')).toHaveLength(0);
  });

  it('refuses an e-mail another student or an admin has, naming the field, and writes nothing', async () => {
    const { student } = await internWithCertificate(orm.em.fork());
    const other = await buildStudent(orm.em.fork(), { email: 'taken@example.in' });
    for (const email of ['taken@example.in', ' TAKEN@example.in ']) {
      const res = await post(`/api/admin/students/${student.id}/correction`, {
        email,
        name: 'Someone Else',
        reason: 'Typo',
      });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ message: 'Another student already uses this e-mail address.', field: 'email' });
    }
    const admin = await buildAdmin(orm.em.fork());
    expect(
      (await post(`/api/admin/students/${student.id}/correction`, { email: admin.email, reason: 'Typo' })).status,
    ).toBe(409);
    const after = await orm.em.fork().findOneOrFail(Student, { id: student.id });
    expect([after.email, after.name]).toEqual([student.email, 'Sneha M']);
    expect(other.email).toBe('taken@example.in');
    expect(await eventsOf('student.corrected')).toHaveLength(0);
  });

  it('refuses dates that invert, against the stored date too, naming the field', async () => {
    const { student } = await internWithCertificate(orm.em.fork());
    const both = await post(`/api/admin/students/${student.id}/correction`, {
      startDate: '2026-03-01',
      endDate: '2026-02-01',
      reason: 'Dates',
    });
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({ message: 'The end date cannot be before the start date.', field: 'endDate' });
    const one = await post(`/api/admin/students/${student.id}/correction`, {
      startDate: '2026-03-01',
      reason: 'Dates',
    });
    expect(one.status).toBe(400);
    expect(one.body).toMatchObject({ message: 'The end date cannot be before the start date.', field: 'startDate' });
    expect(await eventsOf('student.corrected')).toHaveLength(0);
  });

  it('refuses a correction without a reason, with nothing different, or for an unknown student', async () => {
    const { student } = await internWithCertificate(orm.em.fork());
    const noReason = await post(`/api/admin/students/${student.id}/correction`, { name: 'New Name' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.field).toBe('reason');
    const same = await post(`/api/admin/students/${student.id}/correction`, { name: 'Sneha M', reason: 'None' });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('Change at least one detail to correct.');
    expect((await post('/api/admin/students/999999/correction', { name: 'X', reason: 'Y' })).status).toBe(404);
    expect(
      (await post(`/api/admin/students/${student.id}/correction`, { course: 'Knitting', reason: 'Y' })).body.field,
    ).toBe('course');
  });
});

describe("correcting an intern's course", () => {
  it('takes any course the published catalogue knows, as the catalogue spells it, and points the record at it', async () => {
    const { student } = await internWithCertificate(orm.em.fork(), { course: 'Full Stack Development' });
    const catalogue = (await api(app.url, '/api/catalogue')).body as unknown as PublicCatalogue;
    // Offered on no form (a card of /courses only), so the specification's registration list never had it.
    const cProgramming = catalogue.courses.find((c) => c.name.en === 'C Programming')!;
    expect(cProgramming.offered.registration).toBe(false);

    const res = await post(`/api/admin/students/${student.id}/correction`, {
      course: 'c programming',
      reason: 'Course',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.changed).toEqual(['course']);
    const row = await orm.em.fork().findOneOrFail(Student, { id: student.id });
    expect(row).toMatchObject({ course: 'C Programming', courseId: cProgramming.id });
    const [corrected] = await eventsOf('student.corrected');
    expect(corrected!.payload).toMatchObject({
      changes: { course: { before: 'Full Stack Development', after: 'C Programming' } },
    });

    const unknown = await post(`/api/admin/students/${student.id}/correction`, { course: 'Knitting', reason: 'Y' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'courseNotListed', field: 'course' });
    expect((await orm.em.fork().findOneOrFail(Student, { id: student.id })).course).toBe('C Programming');
  });
});

describe('revoking and reinstating', () => {
  it('revokes once with a reason; /verify, the document list and the download say so; reinstating undoes it', async () => {
    const { student, doc, token } = await internWithCertificate(orm.em.fork());
    const intern = await signedIn(app, orm, { kind: 'student', id: student.id });
    const revoked = await post(`/api/admin/documents/${doc.id}/revoke`, { reason: 'Issued by mistake' });
    expect(revoked.status).toBe(200);
    expect(revoked.body.message).toBe('The document is revoked.');

    const again = await post(`/api/admin/documents/${doc.id}/revoke`, { reason: 'Twice' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This document is already revoked; nothing changed.');
    expect(await eventsOf('document.revoked')).toHaveLength(1);

    const today = formatDisplayDate(todayInIndia());
    const check = await api(app.url, `/api/verify/${token}`);
    expect(check.body).toMatchObject({ valid: false, revoked: { reason: 'Issued by mistake' } });
    const download = await intern('/api/documents/completion-certificate/download');
    expect(download.status).toBe(410);
    expect(download.body.message).toBe(`This document was revoked. Revoked on ${today}: Issued by mistake.`);
    expect(download.body).toMatchObject({
      code: 'documentRevokedWithReason',
      values: { date: todayInIndia(), reason: 'Issued by mistake' },
    });
    const list = await intern('/api/documents');
    const view = (list.body.documents as { kind: string; revoked?: unknown; verifyPath?: string }[]).find(
      (d) => d.kind === 'completion-certificate',
    );
    expect(view).toMatchObject({ revoked: { reason: 'Issued by mistake' }, verifyPath: `/verify/${token}` });
    const adminList = await asAdmin(`/api/admin/students/${student.id}/documents`);
    expect(adminList.body.documents).toMatchObject([
      { id: doc.id, version: 1, revokedReason: 'Issued by mistake', verifyPath: `/verify/${token}` },
    ]);

    const reinstated = await post(`/api/admin/documents/${doc.id}/reinstate`, {});
    expect(reinstated.body.message).toBe('The document is reinstated.');
    expect((await post(`/api/admin/documents/${doc.id}/reinstate`, {})).status).toBe(409);
    expect((await api(app.url, `/api/verify/${token}`)).body).toMatchObject({ valid: true, revoked: null });
    expect((await intern('/api/documents/completion-certificate/download')).status).toBe(200);
    expect((await eventsOf('document.reinstated')).map((e) => e.actor)).toEqual([`admin:${asAdmin.id}`]);
  });

  it('needs a reason, and a made document', async () => {
    const { doc } = await internWithCertificate(orm.em.fork());
    const noReason = await post(`/api/admin/documents/${doc.id}/revoke`, { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.field).toBe('reason');
    expect((await post('/api/admin/documents/999999/revoke', { reason: 'x' })).body.message).toBe(
      'No document has this id.',
    );
    expect((await post('/api/admin/documents/abc/revoke', { reason: 'x' })).status).toBe(400);
  });
});

describe('correction requests', () => {
  it('an intern asks for their own record only; the admins see it open, and resolve it once', async () => {
    const { student } = await internWithCertificate(orm.em.fork());
    const other = await signedIn(app, orm, { kind: 'student' });
    const intern = await signedIn(app, orm, { kind: 'student', id: student.id });
    // A studentId in the body is not a field of the form: the request is the session's intern's.
    const res = await post(
      '/api/correction-requests',
      { field: 'name', correctValue: 'Sneha Murugan', note: 'My surname is missing', studentId: other.id },
      intern,
    );
    expect(res.status).toBe(201);
    expect([res.body.code, res.body.message]).toEqual([
      'correctionRequested',
      'Your request is sent. We will correct your details and let you know.',
    ]);
    const stored = await orm.em.fork().find(CorrectionRequest, {});
    expect(stored.map((r) => r.student.id)).toEqual([student.id]);

    const open = await asAdmin('/api/admin/correction-requests');
    expect(open.body.requests).toMatchObject([
      {
        studentId: student.id,
        studentName: 'Sneha M',
        field: 'name',
        correctValue: 'Sneha Murugan',
        note: 'My surname is missing',
        status: 'open',
      },
    ]);
    expect((await other('/api/correction-requests')).body.requests).toEqual([]);

    const id = (open.body.requests as { id: number }[])[0]!.id;
    expect((await post(`/api/admin/correction-requests/${id}/resolve`, {})).body.message).toBe(
      'The correction request is resolved.',
    );
    expect((await post(`/api/admin/correction-requests/${id}/resolve`, {})).status).toBe(409);
    expect((await asAdmin('/api/admin/correction-requests')).body.requests).toEqual([]);
    expect((await intern('/api/correction-requests')).body.requests).toMatchObject([{ status: 'resolved' }]);
    expect((await eventsOf('correction.requested')).map((e) => e.actor)).toEqual([`student:${student.id}`]);
    expect((await eventsOf('correction.resolved')).map((e) => e.actor)).toEqual([`admin:${asAdmin.id}`]);
  });

  it('refuses a request without a field or a value, and admins cannot file one', async () => {
    const student = await buildStudent(orm.em.fork());
    const intern = await signedIn(app, orm, { kind: 'student', id: student.id });
    const noField = await post('/api/correction-requests', { correctValue: 'x' }, intern);
    expect(noField.status).toBe(400);
    expect(noField.body.message).toBe('Please choose which detail is wrong.');
    expect((await post('/api/correction-requests', { field: 'password', correctValue: 'x' }, intern)).status).toBe(400);
    expect((await post('/api/correction-requests', { field: 'name', correctValue: ' ' }, intern)).body.field).toBe(
      'correctValue',
    );
    expect((await post('/api/correction-requests', { field: 'name', correctValue: 'x' })).status).toBe(403);
    expect(await orm.em.fork().count(CorrectionRequest, {})).toBe(0);
  });
});
