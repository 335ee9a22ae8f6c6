import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { validateStudent } from 'backend/commands/validate-student';
import { DomainEvent, IssuedDocument, JobRun, MailLog, StoredFile, Student } from 'backend/entities/index';
import { recordEvent } from 'backend/events/record-event';
import type { EventPayloads, EventType } from 'backend/events/types';
import { jobIdFor } from 'backend/queues/fan-out';
import { buildAdmin, buildStudent } from 'backend/test/factories';
import { REDIS_URL, openCleanOrm, truncateAll, uniquePrefix, waitFor } from 'backend/test/support';
import { mailboxOf } from 'backend/test/mail';
import { configureMail } from './mail/transport.ts';
import { processors } from './processors/index.ts';
import { jobOptions } from './runtime/job-options.ts';
import type { Processor } from './runtime/processor.ts';
import { startWorkerSet } from './runtime/workers.ts';
import { runScheduleNow } from '../test/schedules.ts';
import { pdfText, startSmtpServer } from '../test/smtp.ts';

let orm: MikroORM;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const closers: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  orm = await openCleanOrm();
  smtp = await startSmtpServer();
  configureMail({ smtpUrl: smtp.url, outboxDir: await mkdtemp(path.join(tmpdir(), 'outbox-')) });
});
beforeEach(async () => {
  while (closers.length) await closers.pop()!();
  await truncateAll();
  smtp.received.length = 0;
});
afterAll(async () => {
  while (closers.length) await closers.pop()!();
  configureMail(undefined);
  await smtp.close();
  await orm.close();
});

async function workers(list: Processor[] = processors, opts: { relay?: boolean; prefix?: string } = {}) {
  const set = await startWorkerSet({
    orm,
    databaseUrl: process.env.DATABASE_URL!,
    redisUrl: REDIS_URL,
    prefix: opts.prefix ?? uniquePrefix(),
    processors: list,
    relay: opts.relay,
    sweepMs: 200,
  });
  closers.push(() => set.close());
  return set;
}

async function record<T extends EventType>(type: T, subjectId: number, payload: EventPayloads[T]) {
  return orm.em.fork().transactional(async (tx) => {
    const event = recordEvent(tx, type, { type: 'student', id: subjectId }, payload, 'admin:1');
    await tx.flush();
    return event.id;
  });
}

async function validatedStudent(overrides: Partial<Student> = {}) {
  return buildStudent(orm.em.fork(), { validated: true, validatedAt: new Date(), ...overrides });
}

const { mailsTo } = mailboxOf(() => smtp.received);

describe('validation: offer letter PDF, then the mail with it', () => {
  it('mails the intern once, with a PDF whose text has the name, course and dates', async () => {
    await workers();
    const student = await validatedStudent({
      name: 'Priya Raman',
      course: 'Full Stack Development',
      startDate: '2026-06-01',
      endDate: '2026-07-15',
    });
    const eventId = await record('student.validated', student.id, { studentId: student.id });

    await waitFor(() => mailsTo(student.email).length === 1, 20_000);
    const mail = mailsTo(student.email)[0]!;
    expect(mail.subject).toBe('Your enrolment is confirmed: offer letter attached');
    expect(mail.html).toContain('/dashboard');
    expect(mail.text).toContain('Priya Raman');
    expect(mail.attachments).toHaveLength(1);
    const pdf = mail.attachments[0]!;
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.filename).toBe('Priya Raman_Offer_Letter.pdf');
    const text = await pdfText(pdf.content);
    for (const expected of [
      'Priya Raman',
      'Full Stack Development',
      '01/06/2026',
      '15/07/2026',
      '44 days',
      'Bishop Heber College',
    ])
      expect(text).toContain(expected);

    await waitFor(
      async () =>
        (await orm.em.fork().findOne(JobRun, { id: jobIdFor(eventId, 'mail-offer-letter') }))?.state === 'completed',
    );
    const em = orm.em.fork();
    const offer = await em.findOneOrFail(JobRun, { id: jobIdFor(eventId, 'offer-letter') });
    expect(offer).toMatchObject({
      state: 'completed',
      progress: 100,
      result: { kind: 'offer-letter', certificateNumber: `TNTAIN${student.id}` },
    });
    expect(await em.count(IssuedDocument, { student: student.id })).toBe(1);
    const log = await em.findOneOrFail(MailLog, { jobId: jobIdFor(eventId, 'mail-offer-letter') });
    expect(log).toMatchObject({ status: 'sent', recipient: student.email, attempts: 1, template: 'mail-offer-letter' });
    expect(log.messageId).toBeTruthy();
  });

  it('renders a Tamil name in Noto Sans Tamil, extractable from the PDF', async () => {
    await workers();
    const student = await validatedStudent({ name: 'கார்த்திக் ராஜா', college: 'Bishop Heber College' });
    await record('student.validated', student.id, { studentId: student.id });
    await waitFor(() => mailsTo(student.email).length === 1, 20_000);
    const attachment = mailsTo(student.email)[0]!.attachments[0]!;
    const text = await pdfText(attachment.content);
    expect(text).toContain('கார்த்திக் ராஜா');
    expect(attachment.content.toString('latin1')).toMatch(/NotoSansTamil/);
  });
});

describe('test submission: the test certificate', () => {
  it("makes a certificate reading 'N out of 25' with the number and a QR link, and mails it", async () => {
    await workers();
    const student = await validatedStudent({ name: 'Arun Kumar', testMark: 21 });
    await record('student.test-submitted', student.id, { studentId: student.id, attemptId: 1, mark: 21 });
    await waitFor(() => mailsTo(student.email).length === 1, 20_000);
    const mail = mailsTo(student.email)[0]!;
    expect(mail.attachments[0]!.filename).toBe('Arun Kumar_Test_Certificate.pdf');
    const text = await pdfText(mail.attachments[0]!.content);
    expect(text).toContain('21 out of 25');
    expect(text).toContain('Arun Kumar');
    expect(text).toContain(`TNTAIN${student.id}`);
    const doc = await orm.em.fork().findOneOrFail(IssuedDocument, { student: student.id, kind: 'test-certificate' });
    expect(doc.verificationToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(text).toContain(`/verify/${doc.verificationToken}`);
  });
});

describe('validation after the end date: the completion certificate at once', () => {
  it('makes and mails the offer letter and the completion certificate without the daily run, which then adds nothing', async () => {
    const set = await workers();
    const admin = await buildAdmin(orm.em.fork());
    const student = await buildStudent(orm.em.fork(), {
      name: 'Divya Lakshmi',
      startDate: '2026-06-01',
      endDate: '2026-07-20',
    });
    const { jobs } = await validateStudent(orm.em.fork(), { studentId: student.id, adminId: admin.id });
    expect(jobs.map((id) => id.replace(/^e\d+-/, ''))).toEqual([
      'offer-letter',
      'mail-offer-letter',
      'completion-certificate',
      'mail-completion-certificate',
    ]);

    await waitFor(() => mailsTo(student.email).length === 2, 30_000);
    const subjects = mailsTo(student.email)
      .map((m) => m.subject)
      .sort();
    expect(subjects).toEqual([
      'Your enrolment is confirmed: offer letter attached',
      'Your internship completion certificate',
    ]);
    const letter = mailsTo(student.email).find(
      (m) => m.subject === 'Your enrolment is confirmed: offer letter attached',
    )!;
    expect(letter.text).toContain(
      'Your internship has already ended, so your completion certificate follows in a separate mail.',
    );
    const mail = mailsTo(student.email).find((m) => m.subject === 'Your internship completion certificate')!;
    expect(mail.attachments.map((a) => a.filename)).toEqual(['Divya Lakshmi_Completion_Certificate.pdf']);
    const text = await pdfText(mail.attachments[0]!.content);
    for (const expected of ['Divya Lakshmi', `TNTAIN${student.id}`, '01/06/2026', '20/07/2026', '49 days'])
      expect(text).toContain(expected);
    await waitFor(
      async () => (await orm.em.fork().find(JobRun, { id: { $in: jobs } })).every((r) => r.state === 'completed'),
      20_000,
    );

    // The daily run finds the completion recorded by the validation: no second event, certificate or mail.
    const dailyId = await runScheduleNow(set.queues.schedules, 'daily-run');
    const run = await waitFor(async () => {
      const row = await orm.em.fork().findOne(JobRun, { id: dailyId });
      return row?.state === 'completed' ? row : null;
    }, 20_000);
    expect(run.result).toMatchObject({ completionsRecorded: 0 });
    await new Promise((r) => setTimeout(r, 500));
    const em = orm.em.fork();
    expect(await em.count(DomainEvent, { type: 'student.completed' })).toBe(1);
    expect(await em.count(IssuedDocument, { student: student.id, kind: 'completion-certificate' })).toBe(1);
    expect(mailsTo(student.email)).toHaveLength(2);
  });
});

describe('at-least-once delivery', () => {
  it('the same jobs run twice (a second worker set, the jobs re-added) still give one document and one mail', async () => {
    const first = await workers();
    const student = await validatedStudent();
    const eventId = await record('student.validated', student.id, { studentId: student.id });
    await waitFor(
      async () =>
        (await orm.em.fork().findOne(JobRun, { id: jobIdFor(eventId, 'mail-offer-letter') }))?.state === 'completed',
      20_000,
    );
    const before = await orm.em.fork().findOneOrFail(IssuedDocument, { student: student.id, kind: 'offer-letter' });

    // As if Redis lost the completed jobs and the relay re-delivered them: same ids, another queue set.
    const second = await workers(processors, { relay: false });
    const data = {
      eventId,
      eventType: 'student.validated' as const,
      subjectId: String(student.id),
      payload: { studentId: student.id },
      actor: 'admin:1',
    };
    await second.queues.documents.add('offer-letter', data, {
      ...jobOptions(),
      jobId: jobIdFor(eventId, 'offer-letter'),
    });
    await waitFor(
      async () => (await second.queues.mail.getJob(jobIdFor(eventId, 'mail-offer-letter')))?.finishedOn,
      20_000,
    );
    expect((await second.queues.mail.getJob(jobIdFor(eventId, 'mail-offer-letter')))!.returnvalue).toMatchObject({
      alreadySent: true,
    });
    void first;

    const em = orm.em.fork();
    expect(await em.count(IssuedDocument, { student: student.id })).toBe(1);
    const after = await em.findOneOrFail(IssuedDocument, { student: student.id, kind: 'offer-letter' });
    expect(after.verificationToken).toBe(before.verificationToken); // the QR link survives a remake
    expect(await em.count(StoredFile, { purpose: 'document' })).toBe(1); // the replaced PDF is gone
    expect(await em.count(MailLog, {})).toBe(1);
    expect(mailsTo(student.email)).toHaveLength(1);
  });

  it('the same offer letter made by two workers at once leaves one document, one PDF and one QR token', async () => {
    const student = await validatedStudent();
    const eventId = await record('student.validated', student.id, { studentId: student.id });
    const offerLetter = processors.find((p) => p.handler === 'offer-letter')!;
    const data = {
      eventId,
      eventType: 'student.validated' as const,
      subjectId: String(student.id),
      payload: { studentId: student.id },
      actor: 'admin:1',
    };
    const run = (jobId: string) =>
      offerLetter.run({ jobId, data, em: orm.em.fork(), attempt: 1, progress: async () => undefined });
    const [a, b] = (await Promise.all([run('dup-a'), run('dup-b')])) as { documentId: number; fileId: string }[];
    expect(a!.documentId).toBe(b!.documentId);
    const em = orm.em.fork();
    expect(await em.count(IssuedDocument, { student: student.id })).toBe(1);
    const doc = await em.findOneOrFail(IssuedDocument, { student: student.id, kind: 'offer-letter' });
    expect([a!.fileId, b!.fileId]).toContain(doc.file!.id);
    expect(await em.count(StoredFile, { purpose: 'document' })).toBe(1); // the loser's PDF is gone
  });

  it('a worker closed mid-job without waiting: the job runs again elsewhere and still makes one document and one mail', async () => {
    let release!: () => void;
    const blocked = new Promise<void>((resolve) => (release = resolve));
    let started = false;
    const blocking: Processor[] = processors.map((p) =>
      p.handler === 'offer-letter'
        ? {
            handler: p.handler,
            run: async (ctx) => {
              started = true;
              await blocked;
              return p.run(ctx);
            },
          }
        : p,
    );
    const prefix = uniquePrefix();
    const dying = await startWorkerSet({
      orm,
      databaseUrl: process.env.DATABASE_URL!,
      redisUrl: REDIS_URL,
      prefix,
      processors: blocking,
      sweepMs: 200,
    });
    const student = await validatedStudent();
    const eventId = await record('student.validated', student.id, { studentId: student.id });
    await waitFor(() => started, 10_000);
    // Kill: stop the workers without waiting for the active job; its lock is left to expire.
    await Promise.all(dying.workers.map((w) => w.close(true)));
    await dying.relay?.stop();
    const survivor = await startWorkerSet({
      orm,
      databaseUrl: process.env.DATABASE_URL!,
      redisUrl: REDIS_URL,
      prefix,
      processors,
      relay: false,
      sweepMs: 200,
    });
    closers.push(() => survivor.close());
    // The stalled job is found by the survivor's stall check (lock 30 s); move it on at once instead.
    const job = await survivor.queues.documents.getJob(jobIdFor(eventId, 'offer-letter'));
    await job!.moveToFailed(new Error('worker died'), job!.token ?? '0', false).catch(() => undefined);
    release(); // the dead worker's processor finishes late, as a zombie would
    await job!.retry('failed').catch(async () => {
      // Under its own id: the workers refuse a job under an id its event does not give.
      await survivor.queues.documents.remove(jobIdFor(eventId, 'offer-letter'));
      await survivor.queues.documents.add('offer-letter', job!.data, {
        ...jobOptions(),
        jobId: jobIdFor(eventId, 'offer-letter'),
      });
    });
    await waitFor(() => mailsTo(student.email).length >= 1, 30_000);
    await new Promise((r) => setTimeout(r, 1500));
    for (const q of Object.values(dying.queues)) await q.close();
    const em = orm.em.fork();
    expect(await em.count(IssuedDocument, { student: student.id })).toBe(1);
    expect(await em.count(MailLog, { studentId: student.id })).toBe(1);
    expect(mailsTo(student.email)).toHaveLength(1);
  });
});
