import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { DomainEvent, JobRun, type Student } from '../../entities/index.ts';
import { todayInIndia } from 'shared/dates';
import { buildStudent } from '../../../test/factories.ts';
import { buildDocument, buildExtraCourse, expectNoSecrets } from '../../../test/feature-support.ts';
import { signedIn, type SignedIn } from '../../../test/signed-in.ts';
import { api, type TestApp, useTestApp } from '../../../test/support.ts';

let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));

/** A calendar date `days` after today in Asia/Kolkata. */
function kolkataDate(days: number): string {
  const [y, m, d] = todayInIndia().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
const display = (iso: string) => iso.split('-').reverse().join('/');

/** The raw bytes (`api` reads the answer as text). */
async function download(path: string, as: SignedIn) {
  const res = await fetch(app.url + path, { headers: { cookie: as.cookie } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, text: bytes.toString('utf8') };
}

type Doc = {
  kind: string;
  extraCourseId: number | null;
  status: string;
  availableOn?: string;
  jobId?: string;
  downloadUrl?: string;
  certificateNumber?: string;
};
const find = (docs: Doc[], kind: string, extraCourseId: number | null = null) =>
  docs.find((d) => d.kind === kind && d.extraCourseId === extraCourseId);

async function listFor(student: Student) {
  const asIntern = await signedIn(app, orm, { kind: 'student', id: student.id });
  const res = await asIntern('/api/documents');
  expect(res.status).toBe(200);
  return res.body.documents as Doc[];
}

describe('GET /api/documents', () => {
  it('shows nothing as available before validation', async () => {
    const student = await buildStudent(orm.em.fork(), { validated: false, endDate: kolkataDate(-10), testMark: 20 });
    const docs = await listFor(student);
    expect(docs.map((d) => [d.kind, d.status])).toEqual([
      ['offer-letter', 'not-available'],
      ['completion-certificate', 'not-available'],
      ['test-certificate', 'not-available'],
    ]);
  });

  it('gives each document its status: ready (file), pending (queued job), failed (failed job), not-available (date, mark)', async () => {
    const em = orm.em.fork();
    const endDate = kolkataDate(5);
    const student = await buildStudent(em, { validated: true, endDate, testMark: 18 });
    await buildDocument(em, student, 'offer-letter');
    em.create(JobRun, {
      id: 'e7-test-certificate',
      eventId: 7,
      queue: 'documents',
      handler: 'test-certificate',
      studentId: student.id,
      state: 'active',
    });
    await em.flush();
    let docs = await listFor(student);
    expect(find(docs, 'offer-letter')).toMatchObject({
      status: 'ready',
      downloadUrl: '/api/documents/offer-letter/download',
      certificateNumber: `TNTAIN${student.id}`,
    });
    expect(find(docs, 'completion-certificate')).toEqual({
      kind: 'completion-certificate',
      extraCourseId: null,
      status: 'not-available',
      availableOn: endDate,
    });
    expect(find(docs, 'test-certificate')).toMatchObject({ status: 'pending', jobId: 'e7-test-certificate' });

    const run = await em.findOneOrFail(JobRun, 'e7-test-certificate');
    run.state = 'failed';
    await em.flush();
    docs = await listFor(student);
    expect(find(docs, 'test-certificate')).toMatchObject({ status: 'failed', jobId: 'e7-test-certificate' });
    expect(find(docs, 'test-certificate')?.downloadUrl).toBeUndefined();
  });

  it('shows the test certificate as not available without a test mark', async () => {
    const student = await buildStudent(orm.em.fork(), { validated: true, testMark: null });
    expect(find(await listFor(student), 'test-certificate')).toMatchObject({ status: 'not-available' });
  });

  it('lists the letter and certificate of validated extra courses only, the certificate from the extra course end date', async () => {
    const em = orm.em.fork();
    const student = await buildStudent(em, { validated: true });
    const ended = await buildExtraCourse(em, student, {
      validated: true,
      endDate: kolkataDate(0),
      startDate: kolkataDate(-30),
    });
    const running = await buildExtraCourse(em, student, {
      validated: true,
      endDate: kolkataDate(1),
      startDate: kolkataDate(-30),
    });
    const unvalidated = await buildExtraCourse(em, student, { validated: false });
    await buildDocument(em, student, 'extra-offer-letter', { extraCourse: ended });
    const docs = await listFor(student);
    expect(find(docs, 'extra-offer-letter', ended.id)).toMatchObject({
      status: 'ready',
      downloadUrl: `/api/documents/extra-offer-letter/download?extraCourseId=${ended.id}`,
    });
    expect(find(docs, 'extra-certificate', ended.id)).toMatchObject({ status: 'pending' });
    expect(find(docs, 'extra-offer-letter', running.id)).toMatchObject({ status: 'pending' });
    expect(find(docs, 'extra-certificate', running.id)).toMatchObject({
      status: 'not-available',
      availableOn: kolkataDate(1),
    });
    expect(docs.some((d) => d.extraCourseId === unvalidated.id)).toBe(false);
  });

  it("finds an extra course's job by its event, not another extra course's", async () => {
    const em = orm.em.fork();
    const student = await buildStudent(em, { validated: true });
    const a = await buildExtraCourse(em, student, { validated: true });
    const b = await buildExtraCourse(em, student, { validated: true });
    const event = em.create(DomainEvent, {
      type: 'extra-course.validated',
      subjectType: 'extra_course',
      subjectId: String(b.id),
      payload: { extraCourseId: b.id, studentId: student.id },
      actor: 'admin:1',
    });
    await em.flush();
    em.create(JobRun, {
      id: `e${event.id}-extra-offer-letter`,
      eventId: event.id,
      queue: 'documents',
      handler: 'extra-offer-letter',
      studentId: student.id,
      state: 'failed',
    });
    await em.flush();
    const docs = await listFor(student);
    expect(find(docs, 'extra-offer-letter', b.id)).toMatchObject({
      status: 'failed',
      jobId: `e${event.id}-extra-offer-letter`,
    });
    expect(find(docs, 'extra-offer-letter', a.id)).toMatchObject({ status: 'pending' });
    expect(find(docs, 'extra-offer-letter', a.id)?.jobId).toBeUndefined();
  });

  it("never shows another intern's documents, and needs a student session", async () => {
    const em = orm.em.fork();
    const me = await buildStudent(em, { validated: true });
    const other = await buildStudent(em, { validated: true, testMark: 20 });
    await buildDocument(em, other, 'test-certificate');
    const otherCourse = await buildExtraCourse(em, other, { validated: true });
    const docs = await listFor(me);
    expect(find(docs, 'test-certificate')?.status).toBe('not-available');
    expect(docs.some((d) => d.extraCourseId === otherCourse.id)).toBe(false);
    expect((await api(app.url, '/api/documents')).status).toBe(401);
    const admin = await signedIn(app, orm, { kind: 'admin' });
    expect((await admin('/api/documents')).status).toBe(403);
  });
});

describe('GET /api/documents/:kind/download', () => {
  it("streams the intern's own PDF as an attachment with the specification's file name", async () => {
    const em = orm.em.fork();
    const student = await buildStudent(em, { name: 'Priya Raman', validated: true, testMark: 22 });
    const bytes = Buffer.from('%PDF-1.7\n\u00e9 binary \u0000\u00ff test certificate\n%%EOF\n', 'latin1');
    await buildDocument(em, student, 'test-certificate', { bytes });
    const res = await download(
      '/api/documents/test-certificate/download',
      await signedIn(app, orm, { kind: 'student', id: student.id }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Priya Raman_Test_Certificate.pdf"; filename*=UTF-8''Priya%20Raman_Test_Certificate.pdf`,
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.bytes.equals(bytes)).toBe(true);
  });

  it('keeps a Tamil name working through filename*', async () => {
    const em = orm.em.fork();
    const student = await buildStudent(em, { name: 'பிரியா', validated: true });
    await buildDocument(em, student, 'offer-letter');
    const res = await download(
      '/api/documents/offer-letter/download',
      await signedIn(app, orm, { kind: 'student', id: student.id }),
    );
    expect(res.status).toBe(200);
    const header = res.headers.get('content-disposition')!;
    expect(header).toContain('filename="User_Offer_Letter.pdf"');
    expect(decodeURIComponent(header.split("filename*=UTF-8''")[1]!)).toBe('பிரியா_Offer_Letter.pdf');
  });

  it('refuses the completion certificate the day before the end date in Asia/Kolkata (409) and gives it on the end date', async () => {
    const em = orm.em.fork();
    const tomorrow = kolkataDate(1);
    const early = await buildStudent(em, { validated: true, endDate: tomorrow });
    await buildDocument(em, early, 'completion-certificate');
    const asEarly = await signedIn(app, orm, { kind: 'student', id: early.id });
    const refused = await asEarly('/api/documents/completion-certificate/download');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`Certificate will be available on ${display(tomorrow)}`);
    // The site words it in the reader's language from the code and the day (docs/I18N.md).
    expect(refused.body).toMatchObject({ code: 'certificateNotYet', values: { date: tomorrow } });

    const onTheDay = await buildStudent(em, { validated: true, endDate: kolkataDate(0) });
    await buildDocument(em, onTheDay, 'completion-certificate');
    const given = await download(
      '/api/documents/completion-certificate/download',
      await signedIn(app, orm, { kind: 'student', id: onTheDay.id }),
    );
    expect(given.status).toBe(200);
    expect(given.headers.get('content-disposition')).toContain('_Completion_Certificate.pdf');
  });

  it('answers 404 while the document is not made yet (no row, or a row without a file)', async () => {
    const em = orm.em.fork();
    const student = await buildStudent(em, { validated: true, endDate: kolkataDate(-1) });
    const intern = await signedIn(app, orm, { kind: 'student', id: student.id });
    const none = await intern('/api/documents/offer-letter/download');
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('This document is being prepared. Please try again in a minute.');
    await buildDocument(em, student, 'completion-certificate', { withFile: false });
    expect((await intern('/api/documents/completion-certificate/download')).status).toBe(404);
  });

  it("answers 409 'Complete the test to download the certificate' without a mark, 403 before validation", async () => {
    const em = orm.em.fork();
    const noMark = await signedIn(app, orm, { kind: 'student', fields: { validated: true } });
    const res = await noMark('/api/documents/test-certificate/download');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Complete the test to download the certificate');
    const waiting = await buildStudent(em, { validated: false });
    await buildDocument(em, waiting, 'offer-letter');
    const asWaiting = await signedIn(app, orm, { kind: 'student', id: waiting.id });
    const early = await asWaiting('/api/documents/offer-letter/download');
    expect(early.status).toBe(403);
    expect(early.body.message).toBe('Your enrolment is waiting for confirmation.');
  });

  it("gives only the intern's own documents: another intern's ids and files are unreachable", async () => {
    const em = orm.em.fork();
    const me = await buildStudent(em, { validated: true, testMark: 10 });
    const other = await buildStudent(em, { name: 'Other Intern', validated: true, testMark: 25 });
    const otherCourse = await buildExtraCourse(em, other, { validated: true, endDate: kolkataDate(-1) });
    await buildDocument(em, other, 'test-certificate', { bytes: Buffer.from('%PDF other test') });
    await buildDocument(em, other, 'extra-offer-letter', {
      extraCourse: otherCourse,
      bytes: Buffer.from('%PDF other extra'),
    });
    const intern = await signedIn(app, orm, { kind: 'student', id: me.id });
    const mine = await intern('/api/documents/test-certificate/download');
    expect(mine.status).toBe(404);
    expect(mine.text).not.toContain('other');
    for (const kind of ['extra-offer-letter', 'extra-certificate']) {
      const res = await intern(`/api/documents/${kind}/download?extraCourseId=${otherCourse.id}`);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('%PDF');
      expect(res.text).not.toContain('Other Intern');
    }
  });

  it('serves extra-course documents per extra course, the certificate only from its end date', async () => {
    const em = orm.em.fork();
    const student = await buildStudent(em, { name: 'Asha', validated: true });
    const course = await buildExtraCourse(em, student, {
      validated: true,
      startDate: kolkataDate(-20),
      endDate: kolkataDate(1),
    });
    const pending = await buildExtraCourse(em, student, { validated: false });
    await buildDocument(em, student, 'extra-offer-letter', {
      extraCourse: course,
      bytes: Buffer.from('%PDF extra letter'),
    });
    await buildDocument(em, student, 'extra-certificate', {
      extraCourse: course,
      bytes: Buffer.from('%PDF extra cert'),
    });
    const intern = await signedIn(app, orm, { kind: 'student', id: student.id });
    const letter = await download(`/api/documents/extra-offer-letter/download?extraCourseId=${course.id}`, intern);
    expect(letter.status).toBe(200);
    expect(letter.text).toBe('%PDF extra letter');
    expect(letter.headers.get('content-disposition')).toContain('filename="Asha_Extra_Course_Offer_Letter.pdf"');
    const early = await intern(`/api/documents/extra-certificate/download?extraCourseId=${course.id}`);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(`Certificate will be available on ${display(kolkataDate(1))}`);
    const unvalidated = await intern(`/api/documents/extra-offer-letter/download?extraCourseId=${pending.id}`);
    expect(unvalidated.status).toBe(409);
    const missing = await intern('/api/documents/extra-offer-letter/download');
    expect(missing.status).toBe(400);
    const malformed = await intern('/api/documents/extra-offer-letter/download?extraCourseId=1;drop');
    expect(malformed.status).toBe(400);
  });

  it('answers 400 for an unknown kind and needs a student session', async () => {
    const intern = await signedIn(app, orm, { kind: 'student', fields: { validated: true } });
    expect((await intern('/api/documents/passport/download')).status).toBe(400);
    expect((await api(app.url, '/api/documents/offer-letter/download')).status).toBe(401);
    const admin = await signedIn(app, orm, { kind: 'admin' });
    const asAdmin = await admin('/api/documents/offer-letter/download');
    expect(asAdmin.status).toBe(403);
    expectNoSecrets(asAdmin.text);
  });
});
