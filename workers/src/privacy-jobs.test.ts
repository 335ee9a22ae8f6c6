import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { JobRun, MailLog } from 'backend/entities/index';
import { recordEvent } from 'backend/events/record-event';
import { jobIdFor } from 'backend/queues/fan-out';
import { buildStudent } from 'backend/test/factories';
import { waitFor, type TestApp } from 'backend/test/support';
import { redisText } from '../test/redis-text.ts';
import { useMailStack, type MailStack } from '../test/mail-stack.ts';

/**
 * Jobs carry ids only (docs/PRIVACY.md): BullMQ keeps a job's data, result and, when it fails, its
 * message and stack in Redis in clear text. A mail server that refuses an address quotes it; Redis
 * keeps the failure without it, and a sent mail's job result names no address.
 */
let orm: MikroORM;
let smtp: MailStack['smtp'];
let app: TestApp;
let prefix: string;
useMailStack((stack) => ({ orm, smtp, app, prefix } = stack));

async function registered(studentId: number) {
  return orm.em.fork().transactional(async (tx) => {
    const event = recordEvent(
      tx,
      'student.registered',
      { type: 'student', id: studentId },
      { studentId },
      `student:${studentId}`,
    );
    await tx.flush();
    return event.id;
  });
}

describe('what Redis and job_runs keep of a mail job', () => {
  it('a refused address is not in the failure Redis and job_runs keep; a sent mail returns ids, not the address', async () => {
    const refused = await buildStudent(orm.em.fork(), {
      name: 'Gayathri Refused',
      email: 'gayathri.refused@example.in',
      phone: '9876523456',
    });
    smtp.state.refuseRecipient = refused.email;
    const failing = jobIdFor(await registered(refused.id), 'mail-registration-received');
    const run = await waitFor(async () => {
      const row = await orm.em.fork().findOne(JobRun, { id: failing });
      return row && ['retrying', 'failed'].includes(row.state) ? row : null;
    }, 20_000);
    // job_runs words a failure for people (runtime/job-error.ts); the server's text reaches only Redis and the log.
    expect(run!.error).toContain('Something went wrong on our side');
    expect(run!.error).not.toContain(refused.email);
    // The admins' mail list keeps the failure for a resend (PostgreSQL, the intern's own row).
    expect((await orm.em.fork().findOneOrFail(MailLog, { jobId: failing })).status).toBe('failed');

    const sent = await buildStudent(orm.em.fork(), {
      name: 'Harini Sent',
      email: 'harini.sent@example.in',
      phone: '9876534567',
    });
    const ok = jobIdFor(await registered(sent.id), 'mail-registration-received');
    await waitFor(async () => (await orm.em.fork().findOne(JobRun, { id: ok }))?.state === 'completed', 20_000);
    expect(smtp.received.some((m) => JSON.stringify(m.to).includes(sent.email))).toBe(true);
    const completed = await orm.em.fork().findOneOrFail(JobRun, { id: ok });
    expect(Object.keys(completed.result ?? {}).sort()).toEqual(['alreadySent', 'mailLogId', 'messageId']);

    const redis = (await redisText(app.redis, prefix)).toLowerCase();
    expect(redis).toContain('no such user');
    for (const needle of [refused.email, sent.email, refused.phone, sent.phone, 'gayathri refused', 'harini sent'])
      expect(redis).not.toContain(needle);
    smtp.state.refuseRecipient = undefined;
  });
});
