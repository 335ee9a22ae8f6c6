import type { MikroORM } from '@mikro-orm/postgresql';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StudentRecord } from 'shared/api/admin-student-record';
import { PRIVACY_NOTICE_VERSION } from 'shared/privacy';
import { validateStudent } from '../../commands/validate-student.ts';
import { MailLog, QuizAttempt, Referrer, type Student } from '../../entities/index.ts';
import { buildAdmin, buildReferrer, buildStudent } from '../../../test/factories.ts';
import { buildDocument, buildExtraCourse, expectNoSecrets } from '../../../test/feature-support.ts';
import { signedIn, type SignedIn } from '../../../test/signed-in.ts';
import { api, type TestApp, useTestApp } from '../../../test/support.ts';

let orm: MikroORM;
let app: TestApp;
let asAdmin: SignedIn;
let adminEmail: string;
useTestApp((started) => ({ orm, app } = started));
beforeEach(async () => {
  const admin = await buildAdmin(orm.em.fork());
  adminEmail = admin.email;
  asAdmin = await signedIn(app, orm, { kind: 'admin', id: admin.id });
});

describe('GET /api/admin/students/:id: one student on one screen', () => {
  it('tells the whole story: details, who validated, documents, mails, extra courses, tests, referral and a timeline', async () => {
    const em = orm.em.fork();
    const referrer = await buildReferrer(em, { name: 'Kavitha Raman' });
    const student = await buildStudent(em, {
      name: 'Meena Krishnan',
      referralCode: referrer.code,
      utr: '412345678901',
    } as Partial<Student>);
    const twin = await buildStudent(em, { utr: '412345678901' } as Partial<Student>);
    await validateStudent(orm.em.fork(), { studentId: student.id, adminId: asAdmin.id });
    await buildDocument(em, student, 'offer-letter');
    const extra = await buildExtraCourse(em, student, { course: 'Basic React.js', validated: true });
    const pendingExtra = await buildExtraCourse(em, student, { course: 'UI/UX Design' });
    em.create(QuizAttempt, { student, testNo: 1, score: 21, total: 25, answers: [] });
    em.create(MailLog, {
      jobId: `e1-mail-offer-letter-${student.id}`,
      template: 'mail-offer-letter',
      recipient: student.email,
      subject: 'Your enrolment is confirmed',
      studentId: student.id,
      status: 'sent',
      attempts: 1,
    });
    await em.flush();

    const res = await asAdmin(`/api/admin/students/${student.id}`);
    expect(res.status).toBe(200);
    const record = res.body as unknown as StudentRecord;
    expect(record.student).toMatchObject({
      id: student.id,
      name: 'Meena Krishnan',
      validated: true,
      utr: '412345678901',
    });
    expect(record.student.flags.repeatedUtr).toEqual([twin.id]);
    expect(record.validatedBy).toBe(adminEmail);
    expect(record.referral).toMatchObject({ codeUsed: referrer.code, referrerName: 'Kavitha Raman', ownCode: null });
    const letter = record.documents.find((d) => d.kind === 'offer-letter')!;
    expect(letter).toMatchObject({
      status: 'ready',
      downloadUrl: `/api/admin/students/${student.id}/documents/offer-letter/download`,
    });
    expect(record.documents.filter((d) => d.extraCourseId === extra.id).map((d) => d.kind)).toEqual([
      'extra-offer-letter',
      'extra-certificate',
    ]);
    expect(record.mails).toMatchObject([{ template: 'mail-offer-letter', status: 'sent' }]);
    // A pending extra course is listed, but has no documents to show yet.
    expect(record.documents.some((d) => d.extraCourseId === pendingExtra.id)).toBe(false);
    expect(record.extraCourses).toMatchObject([
      { id: extra.id, course: 'Basic React.js', validated: true },
      { id: pendingExtra.id, course: 'UI/UX Design', validated: false },
    ]);
    expect(record.tests).toMatchObject([{ testNo: 1, score: 21, total: 25 }]);
    expect(record.timeline.find((e) => e.type === 'student.validated')).toMatchObject({
      actor: adminEmail,
      label: 'Validated a student',
    });
    expect(record.timeline.map((e) => Number(e.id))).toEqual(
      record.timeline.map((e) => Number(e.id)).sort((x, y) => y - x),
    );
    expectNoSecrets(res.text);

    // The PDF itself, for the admin, under the intern's file name.
    const pdf = await fetch(`${app.url}${letter.downloadUrl}`, { headers: { cookie: asAdmin.cookie } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain('Meena Krishnan_Offer_Letter.pdf');
  });

  it('shows the privacy consent given at registration, or none for a student registered before the notice', async () => {
    const em = orm.em.fork();
    const consentAt = new Date('2026-11-24T05:30:00.000Z');
    const consented = await buildStudent(em, { consentVersion: PRIVACY_NOTICE_VERSION, consentAt } as Partial<Student>);
    const before = await buildStudent(em);
    const record = (await asAdmin(`/api/admin/students/${consented.id}`)).body as unknown as StudentRecord;
    expect(record).toMatchObject({ consentVersion: PRIVACY_NOTICE_VERSION, consentAt: consentAt.toISOString() });
    const old = (await asAdmin(`/api/admin/students/${before.id}`)).body as unknown as StudentRecord;
    expect(old).toMatchObject({ consentVersion: null, consentAt: null });
  });

  it('shows the referrals a student who also refers others has brought', async () => {
    const em = orm.em.fork();
    // Their own record: linked by both sides (the member confirmed the intern's request). The same proven e-mail is not enough.
    const student = await buildStudent(em, {
      email: 'selvi@example.in',
      emailVerifiedAt: new Date(),
    } as Partial<Student>);
    const sameAddress = await buildReferrer(em, { email: 'Selvi@example.in' });
    expect(
      ((await asAdmin(`/api/admin/students/${student.id}`)).body as unknown as StudentRecord).referral,
    ).toMatchObject({ ownCode: null });
    await em.nativeDelete(Referrer, { id: sameAddress.id });
    const referrer = await buildReferrer(em, {
      email: 'selvi.member@example.in',
      student,
      studentLink: 'member-confirmed',
    });
    const stranger = await buildStudent(em, {
      email: 'not.selvi@example.in',
      phone: referrer.phone,
    } as Partial<Student>);
    const strangers = (await asAdmin(`/api/admin/students/${stranger.id}`)).body as unknown as StudentRecord;
    expect(strangers.referral).toMatchObject({ ownCode: null, referralsCredited: 0 });
    await buildStudent(em, { referralCode: referrer.code } as Partial<Student>);
    const record = (await asAdmin(`/api/admin/students/${student.id}`)).body as unknown as StudentRecord;
    expect(record.referral).toMatchObject({ codeUsed: null, ownCode: referrer.code, referralsCredited: 1 });
  });

  it('answers 404 for a student who does not exist, 400 for an id that is not one, and 403 to an intern', async () => {
    expect((await asAdmin('/api/admin/students/999999')).status).toBe(404);
    for (const bad of ['0', '1e3', 'abc', '99999999999'])
      expect((await asAdmin(`/api/admin/students/${bad}`)).status).toBe(400);
    const em = orm.em.fork();
    const a = await buildStudent(em);
    const b = await buildStudent(em);
    await buildDocument(em, b, 'offer-letter');
    const asIntern = await signedIn(app, orm, { kind: 'student', id: a.id });
    expect((await asIntern(`/api/admin/students/${b.id}`)).status).toBe(403);
    expect((await asIntern(`/api/admin/students/${b.id}/documents/offer-letter/download`)).status).toBe(403);
    expect((await api(app.url, `/api/admin/students/${b.id}/documents/offer-letter/download`)).status).toBe(401);
  });

  it('answers 404 with the words of a document still being made', async () => {
    const student = await buildStudent(orm.em.fork());
    const res = await asAdmin(`/api/admin/students/${student.id}/documents/completion-certificate/download`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('This document is being prepared. Please try again in a minute.');
  });
});
