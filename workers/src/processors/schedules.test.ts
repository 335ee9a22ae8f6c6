import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainEvent, ExtraCourse, IssuedDocument, JobRun, MailLog } from 'backend/entities/index';
import { setTestClock } from 'backend/lib/clock';
import { buildStudent } from 'backend/test/factories';
import { REDIS_URL, openCleanOrm, uniquePrefix, waitFor } from 'backend/test/support';
import { configureMail } from '../mail/transport.ts';
import { schedules } from '../runtime/schedules.ts';
import { startWorkerSet } from '../runtime/workers.ts';
import { runScheduleNow } from '../../test/schedules.ts';
import { pdfText } from '../../test/smtp.ts';
import { processors } from './index.ts';

let orm: MikroORM;
let outbox: string;
let set: Awaited<ReturnType<typeof startWorkerSet>>;
beforeAll(async () => {
  orm = await openCleanOrm();
  outbox = await mkdtemp(path.join(tmpdir(), 'outbox-'));
  configureMail({ outboxDir: outbox }); // no SMTP: the .eml outbox
  set = await startWorkerSet({
    orm,
    databaseUrl: process.env.DATABASE_URL!,
    redisUrl: REDIS_URL,
    prefix: uniquePrefix(),
    processors,
    sweepMs: 200,
    schedules: true,
  });
});
afterAll(async () => {
  await set.close();
  configureMail(undefined);
  await orm.close();
});

describe('the daily run (clock set to 20/07/2026)', () => {
  it('issues each due completion certificate once, even when run twice, and the extra certificates whose end came', async () => {
    const em = orm.em.fork();
    const due = await buildStudent(em, {
      name: 'Divya S',
      validated: true,
      validatedAt: new Date(),
      startDate: '2026-06-01',
      endDate: '2026-07-20',
    });
    const later = await buildStudent(em, { validated: true, validatedAt: new Date(), endDate: '2026-07-21' });
    const unvalidated = await buildStudent(em, { validated: false, endDate: '2026-07-01' });
    const extra = em.create(ExtraCourse, {
      student: later.id,
      course: 'Basic React.js',
      feeRupees: [200, 350],
      startDate: '2026-06-01',
      endDate: '2026-07-10',
      college: 'NIT Trichy',
      transaction: 'T1',
      email: later.email,
      validated: true,
    });
    await em.flush();

    setTestClock('2026-07-20T12:00:00+05:30');
    const ids: string[] = [];
    try {
      for (let i = 0; i < 2; i++) {
        const id = await runScheduleNow(set.queues.schedules, 'daily-run');
        ids.push(id);
        await waitFor(async () => (await orm.em.fork().findOne(JobRun, { id }))?.state === 'completed', 20_000);
      }
    } finally {
      setTestClock(undefined);
    }
    const check = orm.em.fork();
    expect((await check.findOneOrFail(JobRun, { id: ids[0] })).result).toMatchObject({
      today: '2026-07-20',
      completionsRecorded: 1,
      extraCompletionsRecorded: 1,
      overviewDrift: 0,
    });
    expect((await check.findOneOrFail(JobRun, { id: ids[1] })).result).toMatchObject({
      completionsRecorded: 0,
      extraCompletionsRecorded: 0,
      overviewDrift: 0,
    });
    expect(await check.count(DomainEvent, { type: 'student.completed' })).toBe(1);
    expect(await check.count(DomainEvent, { type: 'student.completed', subjectId: String(due.id) })).toBe(1);

    const log = (await waitFor(
      () => orm.em.fork().findOne(MailLog, { template: 'mail-completion-certificate', status: 'sent' }),
      20_000,
    ))!;
    expect(log.recipient).toBe(due.email);
    const eml = await readFile(log.outboxPath!, 'utf8');
    expect(eml).toContain('Your internship completion certificate');
    const cert = await orm.em
      .fork()
      .findOneOrFail(
        IssuedDocument,
        { student: due.id, kind: 'completion-certificate' },
        { populate: ['file', 'file.data'] },
      );
    const text = await pdfText(Buffer.from(cert.file!.data as Uint8Array));
    for (const expected of [
      'Divya S',
      '49 days',
      `TNTAIN${due.id}`,
      '01/06/2026',
      '20/07/2026',
      'Bishop Heber College',
    ])
      expect(text).toContain(expected);
    expect(await check.count(IssuedDocument, { kind: 'completion-certificate' })).toBe(1);
    expect(await check.count(IssuedDocument, { student: unvalidated.id })).toBe(0);
    // The extra course's certificate is made by its own job (extra-course.completed; see extra-certificate.test.ts).
    const extraCert = (await waitFor(
      () =>
        orm.em
          .fork()
          .findOne(IssuedDocument, { kind: 'extra-certificate', extraCourse: extra.id, file: { $ne: null } }),
      20_000,
    ))!;
    expect(extraCert.certificateNumber).toBe(`TNTAIN${later.id}-${extra.id}`);
  });

  it('registers the daily and monthly job schedulers in Asia/Kolkata', async () => {
    const list = await set.queues.schedules.getJobSchedulers();
    for (const s of schedules) {
      const found = list.find((j) => j.key === s.id);
      expect(found).toMatchObject({ pattern: s.pattern, tz: 'Asia/Kolkata', name: s.handler });
    }
  });
});
