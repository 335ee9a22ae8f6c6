import type { MikroORM } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import { beforeAll, describe, expect, it } from 'vitest';
import { receiveContactMessage } from '../../commands/receive-contact-message.ts';
import { DomainEvent, JobRun, MailLog } from '../../entities/index.ts';
import { openApiRedis } from '../../redis.ts';
import { signedIn, type SignedIn } from '../../../test/signed-in.ts';
import { api, REDIS_URL, type TestApp, uniquePrefix, useTestApp } from '../../../test/support.ts';

let orm: MikroORM;
let app: TestApp;
let asAdmin: SignedIn;
const prefix = uniquePrefix();
useTestApp((started) => ({ orm, app } = started), { config: { REDIS_PREFIX: prefix }, cleanEach: false });
beforeAll(async () => {
  asAdmin = await signedIn(app, orm, { kind: 'admin' });
});

describe('admin operations', () => {
  it('shows delivery health: jobs the reconciler put back, the oldest undispatched event and the oldest queued job', async () => {
    const conn = orm.em.getConnection();
    await conn.execute(
      `insert into reconciler_passes (duration_ms, checked, repaired, schedulers_restored) values (5, 20, 2, 1)`,
    );
    await conn.execute(
      `insert into events (type, subject_type, subject_id, payload, actor, created_at) values ('contact.received', 'contact', '1', '{}', 'visitor', now() - interval '90 seconds')`,
    );
    await conn.execute(
      `insert into job_runs (id, event_id, queue, handler, state, created_at, updated_at) values ('e1-health', 1, 'mail', 'mail-contact', 'queued', now(), now() - interval '300 seconds')`,
    );
    const res = await asAdmin('/api/admin/delivery');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ repairedJobs: 2, restoredSchedulers: 1, lastRepairAt: expect.any(String) });
    expect(res.body.oldestUndispatchedSeconds).toBeGreaterThanOrEqual(90);
    expect(res.body.oldestQueuedSeconds).toBeGreaterThanOrEqual(300);
    await conn.execute(
      `delete from job_runs where id = 'e1-health'; delete from events where subject_id = '1' and dispatched_at is null; delete from reconciler_passes`,
    );
  });

  it('lists failed jobs and retries one that Redis no longer holds, under the same id', async () => {
    const message = await receiveContactMessage(orm.em.fork(), {
      name: 'A',
      email: 'a@example.in',
      subject: 's',
      message: 'm',
    });
    const event = await orm.em
      .fork()
      .findOneOrFail(DomainEvent, { type: 'contact.received', subjectId: String(message.id) });
    const em = orm.em.fork();
    em.create(JobRun, {
      id: `e${event.id}-mail-contact`,
      eventId: event.id,
      queue: 'mail',
      handler: 'mail-contact',
      state: 'failed',
      attempts: 6,
      error: 'SMTP said no',
    });
    em.create(JobRun, {
      id: `e${event.id}-other`,
      eventId: event.id,
      queue: 'mail',
      handler: 'other',
      state: 'completed',
    });
    await em.flush();

    const failed = await asAdmin('/api/admin/jobs?state=failed');
    expect(failed.status).toBe(200);
    expect(failed.body.jobs).toEqual([
      expect.objectContaining({ id: `e${event.id}-mail-contact`, state: 'failed', error: 'SMTP said no', attempts: 6 }),
    ]);

    const retry = await asAdmin(`/api/admin/jobs/e${event.id}-mail-contact/retry`, { method: 'POST' });
    expect(retry.status).toBe(200);
    expect((await orm.em.fork().findOneOrFail(JobRun, { id: `e${event.id}-mail-contact` })).state).toBe('queued');
    // The retry is in the audit trail: who retried which job (Bull Board, read-only, retries nothing).
    expect(await orm.em.fork().find(DomainEvent, { type: 'job.retry-requested' })).toEqual([
      expect.objectContaining({
        subjectType: 'job',
        subjectId: `e${event.id}-mail-contact`,
        actor: `admin:${asAdmin.id}`,
        payload: { jobId: `e${event.id}-mail-contact`, handler: 'mail-contact' },
      }),
    ]);
    const redis = openApiRedis(REDIS_URL);
    const queue = new Queue('mail', { connection: redis, prefix });
    try {
      const job = await queue.getJob(`e${event.id}-mail-contact`);
      expect(job?.name).toBe('mail-contact');
      expect(job?.data).toMatchObject({
        eventId: event.id,
        eventType: 'contact.received',
        payload: { contactMessageId: message.id },
      });
    } finally {
      await queue.close();
      redis.disconnect();
    }
    const again = await asAdmin(`/api/admin/jobs/e${event.id}-mail-contact/retry`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect((await asAdmin('/api/admin/jobs/e999-nothing/retry', { method: 'POST' })).status).toBe(404);
  });

  it('lists the mail log by status and records a resend', async () => {
    const em = orm.em.fork();
    const failed = em.create(MailLog, {
      jobId: 'e5-mail-contact',
      template: 'mail-contact',
      recipient: 'hr@example.in',
      subject: 'Contact form: s',
      status: 'failed',
      error: '451',
      attempts: 3,
      eventId: 5,
    });
    em.create(MailLog, {
      jobId: 'e6-mail-contact',
      template: 'mail-contact',
      recipient: 'hr@example.in',
      subject: 'Contact form: t',
      status: 'sent',
      attempts: 1,
      sentAt: new Date(),
    });
    await em.flush();
    const list = await asAdmin('/api/admin/mail?status=failed');
    expect(list.status).toBe(200);
    expect(list.body.mails).toEqual([
      expect.objectContaining({
        id: failed.id,
        template: 'mail-contact',
        recipient: 'hr@example.in',
        status: 'failed',
        error: '451',
        attempts: 3,
      }),
    ]);
    const resend = await asAdmin(`/api/admin/mail/${failed.id}/resend`, { method: 'POST' });
    expect(resend.status).toBe(202);
    expect(resend.body.jobs).toEqual([expect.stringMatching(/^e\d+-mail-resend$/)]);
    expect(
      await orm.em.fork().count(DomainEvent, { type: 'mail.resend-requested', subjectId: String(failed.id) }),
    ).toBe(1);
    expect((await asAdmin('/api/admin/mail/99999/resend', { method: 'POST' })).status).toBe(404);
  });

  it('is for admins only', async () => {
    const asIntern = await signedIn(app, orm, { kind: 'student' });
    expect((await asIntern('/api/admin/jobs')).status).toBe(403);
    expect((await api(app.url, '/api/admin/mail')).status).toBe(401);
    expect((await asIntern('/api/admin/mail/1/resend', { method: 'POST' })).status).toBe(403);
  });
});
