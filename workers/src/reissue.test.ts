import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { correctStudent } from 'backend/commands/correct-student';
import { validateStudent } from 'backend/commands/validate-student';
import { DocumentVersion, IssuedDocument, JobRun, MailLog, StoredFile, Student } from 'backend/entities/index';
import { jobIdFor } from 'backend/queues/fan-out';
import { buildAdmin, buildStudent } from 'backend/test/factories';
import { REDIS_URL, openCleanOrm, truncateAll, uniquePrefix, waitFor } from 'backend/test/support';
import { mailboxOf } from 'backend/test/mail';
import { configureMail } from './mail/transport.ts';
import { processors } from './processors/index.ts';
import { jobOptions } from './runtime/job-options.ts';
import { startWorkerSet } from './runtime/workers.ts';
import { pdfText, startSmtpServer } from '../test/smtp.ts';

/**
 * A correction re-issues what was issued: student.documents-reissue-requested fans out to
 * 'reissue-documents' (each issued document made again as a new version, same number and link, the
 * old file kept) and, after it, 'mail-reissued-documents' (the corrected PDFs, mailed once).
 */
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

async function workers(opts: { relay?: boolean } = {}) {
  const set = await startWorkerSet({
    orm,
    databaseUrl: process.env.DATABASE_URL!,
    redisUrl: REDIS_URL,
    prefix: uniquePrefix(),
    processors,
    relay: opts.relay,
    sweepMs: 200,
  });
  closers.push(() => set.close());
  return set;
}

const completed = (jobId: string) =>
  waitFor(async () => (await orm.em.fork().findOne(JobRun, { id: jobId }))?.state === 'completed', 30_000);
const { mailsTo } = mailboxOf(() => smtp.received);

describe('re-issue after a correction', () => {
  it('makes the offer letter again with the new name as version 2, keeps number, link and the old file, and mails it once even when run twice', async () => {
    const set = await workers();
    const admin = await buildAdmin(orm.em.fork());
    const student = await buildStudent(orm.em.fork(), {
      name: 'Sneha M',
      startDate: '2099-01-05',
      endDate: '2099-02-20',
    });
    const { jobs: validation } = await validateStudent(orm.em.fork(), { studentId: student.id, adminId: admin.id });
    await completed(validation.find((j) => j.endsWith('-mail-offer-letter'))!);
    const before = await orm.em
      .fork()
      .findOneOrFail(
        IssuedDocument,
        { student: student.id, kind: 'offer-letter' },
        { populate: ['file', 'file.data'] },
      );
    expect(await pdfText(before.file!.data as Uint8Array)).toContain('Sneha M');
    smtp.received.length = 0;

    const { jobs } = await correctStudent(
      orm.em.fork(),
      { studentId: student.id, adminId: admin.id },
      { name: 'Sneha Murugan', reason: 'Surname missing' },
    );
    const [reissueJob, mailJob] = jobs;
    expect(reissueJob).toMatch(/-reissue-documents$/);
    await completed(mailJob!);

    const em = orm.em.fork();
    const after = await em.findOneOrFail(
      IssuedDocument,
      { student: student.id, kind: 'offer-letter' },
      { populate: ['file', 'file.data'] },
    );
    expect(after.version).toBe(2);
    expect([after.id, after.certificateNumber, after.verificationToken]).toEqual([
      before.id,
      before.certificateNumber,
      before.verificationToken,
    ]);
    const text = await pdfText(after.file!.data as Uint8Array);
    expect(text).toContain('Sneha Murugan');
    const kept = await em.find(DocumentVersion, { document: after.id }, { populate: ['file', 'file.data'] });
    expect(kept.map((v) => [v.version, v.file?.id])).toEqual([[1, before.file!.id]]);
    expect(await pdfText(kept[0]!.file!.data as Uint8Array)).not.toContain('Murugan');

    const mails = mailsTo(student.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your corrected documents');
    expect(mails[0]!.attachments.map((a) => a.filename)).toEqual(['Sneha Murugan_Offer_Letter.pdf']);
    expect(await pdfText(mails[0]!.attachments[0]!.content)).toContain('Sneha Murugan');

    // As if Redis lost the completed jobs and the relay delivered them again: same ids, another queue set.
    const second = await workers({ relay: false });
    const run = await orm.em.fork().findOneOrFail(JobRun, { id: reissueJob! });
    const data = {
      eventId: run.eventId,
      eventType: 'student.documents-reissue-requested' as const,
      subjectId: String(student.id),
      payload: { studentId: student.id },
      actor: `admin:${admin.id}`,
    };
    await second.queues.documents.add('reissue-documents', data, {
      ...jobOptions(),
      jobId: jobIdFor(run.eventId, 'reissue-documents'),
    });
    await waitFor(async () => (await second.queues.mail.getJob(mailJob!))?.finishedOn, 30_000);
    expect((await second.queues.mail.getJob(mailJob!))!.returnvalue).toMatchObject({ alreadySent: true });
    void set;

    const again = orm.em.fork();
    expect((await again.findOneOrFail(IssuedDocument, { id: after.id })).version).toBe(2);
    expect(await again.count(DocumentVersion, {})).toBe(1);
    expect(await again.count(StoredFile, { purpose: 'document' })).toBe(2);
    expect(await again.count(MailLog, { template: 'mail-reissued-documents' })).toBe(1);
    expect(mailsTo(student.email)).toHaveLength(1);
    expect((await again.findOneOrFail(Student, { id: student.id })).name).toBe('Sneha Murugan');
  });
});
