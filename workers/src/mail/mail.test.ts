import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from 'shared/dates';
import { rebuildOverview } from 'backend/commands/rebuild-overview';
import { receiveContactMessage } from 'backend/commands/receive-contact-message';
import { requestMailResend } from 'backend/commands/request-mail-resend';
import { JobRun, MailLog } from 'backend/entities/index';
import { REDIS_URL, openCleanOrm, uniquePrefix, waitFor } from 'backend/test/support';
import { processors } from '../processors/index.ts';
import { startWorkerSet } from '../runtime/workers.ts';
import { startSmtpServer } from '../../test/smtp.ts';
import { esc } from './compose.ts';
import { configureMail } from './transport.ts';

let orm: MikroORM;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let set: Awaited<ReturnType<typeof startWorkerSet>>;
beforeAll(async () => {
  orm = await openCleanOrm();
  smtp = await startSmtpServer();
  configureMail({ smtpUrl: smtp.url, outboxDir: await mkdtemp(path.join(tmpdir(), 'outbox-')) });
  set = await startWorkerSet({
    orm,
    databaseUrl: process.env.DATABASE_URL!,
    redisUrl: REDIS_URL,
    prefix: uniquePrefix(),
    processors,
    sweepMs: 200,
  });
});
afterAll(async () => {
  await set.close();
  configureMail(undefined);
  await smtp.close();
  await orm.close();
});

describe('mail failures', () => {
  it('retries a rejected mail, shows it failed in mail_log, and an admin resend delivers it once', async () => {
    smtp.state.reject = true;
    const message = await receiveContactMessage(orm.em.fork(), {
      name: '<script>alert("x")</script> Meena',
      email: 'meena@example.in',
      subject: 'Bulk licence',
      message: 'Do you offer <b>billing</b> software for 20 shops?',
    });
    const run = (await waitFor(async () => {
      const r = await orm.em.fork().findOne(JobRun, { handler: 'mail-contact' });
      return r?.state === 'failed' ? r : undefined;
    }, 15_000))!;
    expect(run.attempts).toBe(3); // JOB_ATTEMPTS in tests
    expect(smtp.state.rejected).toBe(3);
    const failed = await orm.em.fork().findOneOrFail(MailLog, { jobId: run.id });
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 3,
      template: 'mail-contact',
      recipient: 'hr@example.in',
    });
    expect(failed.error).toMatch(/451|temporarily/i);
    expect(smtp.received).toHaveLength(0);

    smtp.state.reject = false;
    const { jobs } = await requestMailResend(orm.em.fork(), failed.id, 'admin:1');
    expect(jobs).toHaveLength(1);
    await waitFor(async () => (await orm.em.fork().findOne(JobRun, { id: jobs[0]! }))?.state === 'completed', 15_000);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.subject).toBe('Contact form: Bulk licence');
    expect(mail.replyTo?.text).toContain('meena@example.in');
    expect(mail.html).toContain(esc('<script>alert("x")</script> Meena'));
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>billing</b>');
    expect(mail.text).toContain('Do you offer <b>billing</b> software'); // plain text needs no escaping
    const resent = await orm.em.fork().findOneOrFail(MailLog, { jobId: jobs[0]! });
    expect(resent).toMatchObject({ status: 'sent', template: 'mail-contact', eventId: failed.eventId });
    void message;

    // The same resend job running again does not send a second copy.
    const again = await processors
      .find((p) => p.handler === 'mail-resend')!
      .run({
        jobId: jobs[0]!,
        attempt: 2,
        em: orm.em.fork(),
        progress: async () => undefined,
        data: {
          eventId: 0,
          eventType: 'mail.resend-requested',
          subjectId: String(failed.id),
          payload: { mailLogId: failed.id },
          actor: 'admin:1',
        },
      });
    expect(again).toMatchObject({ alreadySent: true });
    expect(smtp.received).toHaveLength(1);

    // The admin overview (docs/ADMIN-OVERVIEW.md) counted both rows as the workers wrote them: one failed (the server's
    // 4xx: deferred), one sent; the nightly rebuild from mail_log finds the same.
    const figures = await orm.em
      .getConnection()
      .execute<{ metric: string; value: string }[]>(
        `select metric, value from overview_days where day = ? and metric like 'mail.%' order by metric`,
        [todayInIndia()],
      );
    expect(figures.map((f) => [f.metric, Number(f.value)])).toEqual([
      ['mail.failed', 1],
      ['mail.failed.deferred', 1],
      ['mail.sent', 1],
    ]);
    expect(await rebuildOverview(orm.em.fork())).toEqual({ overviewDrift: 0 });
  });
});
