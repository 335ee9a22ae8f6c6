import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { sql } from 'backend/db/sql';
import { JobRun, MailLog } from 'backend/entities/index';
import { buildStudent } from 'backend/test/factories';
import { signedIn } from 'backend/test/signed-in';
import { waitFor, type TestApp } from 'backend/test/support';
import { redisText } from '../../test/redis-text.ts';
import { useMailStack, type MailStack } from '../../test/mail-stack.ts';

/**
 * A job's result carries ids only. A resend used to return the address it went to, kept in
 * job_runs and in BullMQ's returnvalue (Redis) after the intern's erasure. An operator resends an
 * intern's mail; neither copy of the result names the address, before or after the erasure.
 */
let orm: MikroORM;
let app: TestApp;
let set: MailStack['set'];
let prefix: string;
useMailStack((stack) => ({ orm, app, set, prefix } = stack));

const jobRunsText = async () =>
  (await sql<{ row: string }>(orm.em.fork(), `select r::text as row from job_runs r`))
    .map((r) => r.row)
    .join('\n')
    .toLowerCase();

describe("a mail resend's result", () => {
  it('names the mail log rows, never the address, in job_runs and in Redis, also after the erasure', async () => {
    const email = 'resend.result.kavin@example.in';
    const intern = await buildStudent(orm.em.fork(), { name: 'Kavin Resend', email });
    const admin = await signedIn(app, orm, { kind: 'admin' });
    const operator = await signedIn(app, orm, { kind: 'admin', staffRole: 'operator' });
    expect((await admin(`/api/admin/students/${intern.id}/password-reset`, { method: 'POST' })).status).toBeLessThan(
      300,
    );
    const first = (await waitFor(async () => {
      const row = await orm.em.fork().findOne(MailLog, { studentId: intern.id, template: 'mail-password-reset' });
      return row?.status === 'sent' ? row : undefined;
    }, 20_000))!;

    const resend = await operator(`/api/admin/mail/${first.id}/resend`, { method: 'POST' });
    expect(resend.status, resend.text).toBe(202);
    const jobId = (resend.body.jobs as string[])[0]!;
    const run = (await waitFor(async () => {
      const r = await orm.em.fork().findOne(JobRun, { id: jobId });
      return r?.state === 'completed' ? r : undefined;
    }, 20_000))!;
    const resent = await orm.em.fork().findOneOrFail(MailLog, { jobId });
    expect(resent.recipient).toBe(email);
    expect(run.result).toEqual({
      mailLogId: resent.id,
      messageId: expect.any(String),
      alreadySent: false,
      resentFrom: first.id,
    });
    const job = await set.queues.mail.getJob(jobId);
    expect(job!.returnvalue).toEqual(run.result);
    expect(await jobRunsText()).not.toContain(email);
    expect((await redisText(app.redis, prefix)).toLowerCase()).not.toContain(email);

    const asIntern = await signedIn(app, orm, { kind: 'student', id: intern.id });
    const asked = await asIntern('/api/me/erasure-request', { method: 'POST', json: {} });
    expect(asked.status).toBe(201);
    const requestId = (asked.body.request as { id: number }).id;
    expect((await admin(`/api/admin/erasure-requests/${requestId}/approve`, { method: 'POST' })).status).toBe(200);
    await waitFor(
      async () =>
        (await orm.em.fork().findOne(MailLog, { template: 'mail-erasure-approved', studentId: intern.id }))?.status ===
        'sent',
      20_000,
    );
    await waitFor(
      async () => (await orm.em.fork().findOneOrFail(MailLog, resent.id, { refresh: true })).recipient !== email,
      10_000,
    );
    expect(await jobRunsText()).not.toContain(email);
    expect((await redisText(app.redis, prefix)).toLowerCase()).not.toContain(email);
    expect((await set.queues.mail.getJob(jobId))!.returnvalue).toEqual(run.result);
  }, 60_000);
});
