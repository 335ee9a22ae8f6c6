import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DomainEvent, IssuedDocument, JobRun, MailLog, type Student } from 'backend/entities/index';
import { todayInIndia } from 'shared/dates';
import { setTestClock } from 'backend/lib/clock';
import { jobIdFor } from 'backend/queues/fan-out';
import { buildAdmin, buildStudent } from 'backend/test/factories';
import { signedIn, type SignedIn } from 'backend/test/signed-in';
import { buildExtraCourse } from 'backend/test/feature-support';
import { REDIS_URL, type TestApp, truncateAll, uniquePrefix, useTestApp, waitFor } from 'backend/test/support';
import { mailboxOf } from 'backend/test/mail';
import { configureMail } from './mail/transport.ts';
import { processors } from './processors/index.ts';
import type { Processor } from './runtime/processor.ts';
import { startWorkerSet } from './runtime/workers.ts';
import { runScheduleNow } from '../test/schedules.ts';
import { pdfText, startSmtpServer } from '../test/smtp.ts';

/**
 * The extra-course certificate has a job of its own: extra-course.completed (recorded once, by the
 * validation of a course already ended or by the daily run on its end date) fans out to
 * 'extra-certificate' and, after it, 'mail-extra-certificate'; GET /api/documents follows that job.
 */
let orm: MikroORM;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let app: TestApp;
const closers: (() => Promise<unknown>)[] = [];

// The tables are emptied below, once the previous test's workers are closed.
useTestApp((started) => ({ orm, app } = started), { cleanEach: false });
beforeAll(async () => {
  smtp = await startSmtpServer();
  configureMail({ smtpUrl: smtp.url, outboxDir: await mkdtemp(path.join(tmpdir(), 'outbox-')) });
});
beforeEach(async () => {
  while (closers.length) await closers.pop()!();
  await truncateAll();
  smtp.received.length = 0;
});
afterEach(() => setTestClock(undefined));
afterAll(async () => {
  while (closers.length) await closers.pop()!();
  configureMail(undefined);
  await smtp.close();
});

async function workers(list: Processor[] = processors) {
  const set = await startWorkerSet({
    orm,
    databaseUrl: process.env.DATABASE_URL!,
    redisUrl: REDIS_URL,
    prefix: uniquePrefix(),
    processors: list,
    sweepMs: 200,
  });
  closers.push(() => set.close());
  return set;
}

/** The daily run with the test clock at noon of `today` in India (the run takes its day from the clock). */
async function runDaily(set: Awaited<ReturnType<typeof workers>>, today: string) {
  setTestClock(`${today}T12:00:00+05:30`);
  const id = await runScheduleNow(set.queues.schedules, 'daily-run');
  const run = await waitFor(async () => {
    const row = await orm.em.fork().findOne(JobRun, { id });
    return row?.state === 'completed' || row?.state === 'failed' ? row : null;
  }, 20_000);
  expect(run.state).toBe('completed');
  return run.result!;
}

const { mailsTo } = mailboxOf(() => smtp.received);

const completedEvents = (extraCourseId: number) =>
  orm.em.fork().find(DomainEvent, {
    type: 'extra-course.completed',
    subjectType: 'extra_course',
    subjectId: String(extraCourseId),
  });

/** The jobs of one event have all ended (the mail follows its PDF). */
async function jobsEnded(eventId: number) {
  await waitFor(async () => {
    const runs = await orm.em.fork().find(JobRun, { eventId });
    return runs.length === 2 && runs.every((r) => r.state === 'completed' || r.state === 'failed');
  }, 30_000);
  const runs = await orm.em.fork().find(JobRun, { eventId }, { orderBy: { id: 'asc' } });
  expect(runs.map((r) => [r.handler, r.state])).toEqual([
    ['extra-certificate', 'completed'],
    ['mail-extra-certificate', 'completed'],
  ]);
}

type Doc = {
  kind: string;
  extraCourseId: number | null;
  status: string;
  jobId?: string;
  certificateNumber?: string;
  downloadUrl?: string;
  availableOn?: string;
};
async function documentsOf(student: Student, as: SignedIn): Promise<Doc[]> {
  const res = await as('/api/documents');
  expect(res.status, `GET /api/documents for ${student.id}`).toBe(200);
  return res.body.documents as Doc[];
}
const certOf = (docs: Doc[], extraCourseId: number) =>
  docs.find((d) => d.kind === 'extra-certificate' && d.extraCourseId === extraCourseId);

describe('the daily run (clock set) and the extra-course certificate', () => {
  it('issues each extra certificate once, on its end date, and mails it once, even when run twice', async () => {
    const set = await workers();
    const em = orm.em.fork();
    // The intern's own internship ends later: the run has no completion certificate to make.
    const student = await buildStudent(em, {
      name: 'Meena Krishnan',
      validated: true,
      validatedAt: new Date(),
      startDate: '2026-06-01',
      endDate: '2027-01-31',
    });
    const ended = await buildExtraCourse(em, student, {
      course: 'Basic React.js',
      startDate: '2026-06-01',
      endDate: '2026-07-20',
      college: 'NIT Trichy',
      validated: true,
      validatedAt: new Date(),
    });
    const endsTomorrow = await buildExtraCourse(em, student, {
      course: 'Java Development',
      startDate: '2026-06-15',
      endDate: '2026-07-21',
      validated: true,
      validatedAt: new Date(),
    });
    const unvalidated = await buildExtraCourse(em, student, {
      course: 'Python Programming',
      startDate: '2026-06-01',
      endDate: '2026-07-01',
    });

    expect(await runDaily(set, '2026-07-20')).toMatchObject({
      today: '2026-07-20',
      completionsRecorded: 0,
      extraCompletionsRecorded: 1,
    });
    expect(await runDaily(set, '2026-07-20')).toMatchObject({ completionsRecorded: 0, extraCompletionsRecorded: 0 });

    const [event, ...more] = await completedEvents(ended.id);
    expect(more).toEqual([]);
    expect(event).toMatchObject({ actor: 'system', payload: { extraCourseId: ended.id, studentId: student.id } });
    await jobsEnded(event!.id);

    const subject = 'Your extra course certificate: Basic React.js';
    await waitFor(() => mailsTo(student.email, subject).length === 1, 20_000);
    const mail = mailsTo(student.email, subject)[0]!;
    const number = `TNTAIN${student.id}-${ended.id}`;
    expect(mail.text).toContain('Congratulations on completing your extra course, Basic React.js!');
    expect(mail.text).toContain(`Certificate number: ${number}`);
    expect(mail.html).toContain('/extracourse');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.filename).toBe('Meena Krishnan_Extra_Course_Certificate.pdf');
    const text = await pdfText(mail.attachments[0]!.content);
    for (const expected of ['Meena Krishnan', 'Basic React.js', number, '01/06/2026', '20/07/2026'])
      expect(text).toContain(expected);

    const check = orm.em.fork();
    const doc = await check.findOneOrFail(IssuedDocument, { kind: 'extra-certificate', extraCourse: ended.id });
    expect(doc.certificateNumber).toBe(number);
    expect(text).toContain(`/verify/${doc.verificationToken}`);
    // Nothing for the course that ends tomorrow, nor for the unvalidated one, nor a completion certificate.
    expect(await completedEvents(endsTomorrow.id)).toEqual([]);
    expect(await completedEvents(unvalidated.id)).toEqual([]);
    expect(await check.count(IssuedDocument, { student: student.id })).toBe(1);
    expect(await check.count(DomainEvent, { type: 'student.completed' })).toBe(0);

    // The next day: the other course's certificate, and still one mail for the first.
    expect(await runDaily(set, '2026-07-21')).toMatchObject({ extraCompletionsRecorded: 1 });
    const [next] = await completedEvents(endsTomorrow.id);
    await jobsEnded(next!.id);
    await waitFor(() => mailsTo(student.email, 'Your extra course certificate: Java Development').length === 1, 20_000);
    const nextText = await pdfText(
      mailsTo(student.email, 'Your extra course certificate: Java Development')[0]!.attachments[0]!.content,
    );
    expect(nextText).toContain(`TNTAIN${student.id}-${endsTomorrow.id}`);
    expect(nextText).toContain('Java Development');

    expect(await runDaily(set, '2026-07-21')).toMatchObject({ extraCompletionsRecorded: 0 });
    await new Promise((r) => setTimeout(r, 500));
    expect(mailsTo(student.email)).toHaveLength(2);
    expect(await orm.em.fork().count(MailLog, { template: 'mail-extra-certificate' })).toBe(2);
    expect(await orm.em.fork().count(DomainEvent, { type: 'extra-course.completed' })).toBe(2);
    expect(await orm.em.fork().count(IssuedDocument, { kind: 'extra-certificate' })).toBe(2);
  });

  it('leaves alone a course whose certificate exists already (made before this job existed)', async () => {
    const set = await workers();
    const em = orm.em.fork();
    const student = await buildStudent(em, { validated: true, endDate: '2027-01-31' });
    const course = await buildExtraCourse(em, student, { endDate: '2026-07-10', validated: true });
    em.create(IssuedDocument, {
      student,
      extraCourse: course,
      kind: 'extra-certificate',
      certificateNumber: 'X',
      verificationToken: 'old-token',
      issuedOn: '2026-07-10',
    });
    await em.flush();
    expect(await runDaily(set, '2026-07-20')).toMatchObject({ extraCompletionsRecorded: 0 });
    expect(await completedEvents(course.id)).toEqual([]);
  });
});

describe('validating an extra course that has already ended', () => {
  it('makes and mails its certificate at once; the status the intern polls goes from pending (with the job) to ready', async () => {
    // The certificate job waits for a signal, so the page's view of it while it runs can be read.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started = false;
    const gated = processors.map((p): Processor =>
      p.handler === 'extra-certificate'
        ? {
            handler: p.handler,
            run: async (ctx) => {
              started = true;
              await gate;
              return p.run(ctx);
            },
          }
        : p,
    );
    const em = orm.em.fork();
    const admin = await buildAdmin(em);
    const student = await buildStudent(em, {
      name: 'Arjun Prakash',
      validated: true,
      validatedAt: new Date(),
      endDate: '2027-01-31',
    });
    const course = await buildExtraCourse(em, student, {
      course: 'UI/UX Design',
      startDate: '2026-06-10',
      endDate: '2026-07-10',
    });
    const asStudent = await signedIn(app, orm, { kind: 'student', id: student.id });
    expect(certOf(await documentsOf(student, asStudent), course.id)).toBeUndefined(); // not validated: not listed

    const asAdmin = await signedIn(app, orm, { kind: 'admin', id: admin.id });
    const res = await asAdmin(`/api/admin/extra-courses/${course.id}/validate`, { method: 'POST' });
    expect(res.status).toBe(200);
    const [event] = await completedEvents(course.id);
    expect(event).toMatchObject({
      actor: `admin:${admin.id}`,
      payload: { extraCourseId: course.id, studentId: student.id },
    });
    const certJob = jobIdFor(event!.id, 'extra-certificate');
    expect(res.body.jobs).toEqual(expect.arrayContaining([certJob, jobIdFor(event!.id, 'mail-extra-certificate')]));
    // Before any worker has relayed the event: pending, no job yet.
    expect(certOf(await documentsOf(student, asStudent), course.id)).toMatchObject({ status: 'pending' });

    await workers(gated);
    await waitFor(() => started, 20_000);
    expect(certOf(await documentsOf(student, asStudent), course.id)).toEqual({
      kind: 'extra-certificate',
      extraCourseId: course.id,
      status: 'pending',
      jobId: certJob,
    });
    const job = await asStudent(`/api/jobs/${certJob}`);
    expect(job.status).toBe(200);
    expect(job.body).toMatchObject({ id: certJob, handler: 'extra-certificate', state: 'active' });

    release();
    const number = `TNTAIN${student.id}-${course.id}`;
    const ready = await waitFor(async () => {
      const cert = certOf(await documentsOf(student, asStudent), course.id);
      return cert?.status === 'ready' ? cert : null;
    }, 30_000);
    expect(ready).toMatchObject({
      certificateNumber: number,
      downloadUrl: `/api/documents/extra-certificate/download?extraCourseId=${course.id}`,
    });
    const download = await fetch(app.url + ready.downloadUrl!, { headers: { cookie: asStudent.cookie } }); // the PDF's bytes
    expect(download.status).toBe(200);
    const text = await pdfText(Buffer.from(await download.arrayBuffer()));
    for (const expected of ['Arjun Prakash', 'UI/UX Design', number]) expect(text).toContain(expected);

    // Two mails: the letter (saying the certificate follows) and the certificate.
    await jobsEnded(event!.id);
    await waitFor(() => mailsTo(student.email).length === 2, 20_000);
    const letter = mailsTo(student.email, 'Extra course confirmed: UI/UX Design')[0]!;
    expect(letter.attachments.map((a) => a.filename)).toEqual(['Arjun Prakash_Extra_Course_Offer_Letter.pdf']);
    expect(letter.text).toContain('your certificate follows in a separate mail');
    const cert = mailsTo(student.email, 'Your extra course certificate: UI/UX Design')[0]!;
    expect(await pdfText(cert.attachments[0]!.content)).toContain(number);

    // The next daily run finds it issued: no second event, document or mail.
    const set = await workers();
    expect(await runDaily(set, todayInIndia())).toMatchObject({ extraCompletionsRecorded: 0 });
    await new Promise((r) => setTimeout(r, 500));
    expect(await completedEvents(course.id)).toHaveLength(1);
    expect(await orm.em.fork().count(IssuedDocument, { kind: 'extra-certificate' })).toBe(1);
    expect(mailsTo(student.email)).toHaveLength(2);
  });

  it('gives a course that ends later only its letter: no certificate event, the certificate not available until the end date', async () => {
    const set = await workers();
    const em = orm.em.fork();
    const student = await buildStudent(em, {
      name: 'Latha Mohan',
      validated: true,
      validatedAt: new Date(),
      endDate: '2099-01-31',
    });
    const course = await buildExtraCourse(em, student, {
      course: 'Basic Node.js & Express.js',
      startDate: '2026-06-10',
      endDate: '2099-01-10',
    });
    const asAdmin = await signedIn(app, orm, { kind: 'admin' });
    const res = await asAdmin(`/api/admin/extra-courses/${course.id}/validate`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect((res.body.jobs as string[]).some((id) => id.endsWith('extra-certificate'))).toBe(false);

    await waitFor(() => mailsTo(student.email).length === 1, 20_000);
    const letter = mailsTo(student.email)[0]!;
    expect(letter.subject).toBe('Extra course confirmed: Basic Node.js & Express.js');
    expect(letter.text).toContain('Your certificate will be ready on 10/01/2099');
    expect(await runDaily(set, todayInIndia())).toMatchObject({ extraCompletionsRecorded: 0 });
    expect(await completedEvents(course.id)).toEqual([]);
    const cert = certOf(
      await documentsOf(student, await signedIn(app, orm, { kind: 'student', id: student.id })),
      course.id,
    );
    expect(cert).toEqual({
      kind: 'extra-certificate',
      extraCourseId: course.id,
      status: 'not-available',
      availableOn: '2099-01-10',
    });
    expect(await orm.em.fork().count(IssuedDocument, { kind: 'extra-certificate' })).toBe(0);
  });
});
