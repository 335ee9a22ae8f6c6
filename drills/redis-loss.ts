/**
 * Drill 6: Redis loses everything while mails wait in it. SMTP is down, so the registration mails of
 * five interns are retrying (delayed jobs in Redis); Redis is then killed and started again empty (a
 * restart without persistence, a failover to a replica that lagged, FLUSHALL). SMTP comes back.
 * Checks: every mail arrives exactly once, within the goal (90 s from the loss), and the job
 * schedulers (the daily run, the payout on the 10th) exist again. Nothing is done by hand: the
 * workers' reconciler (RECONCILE_MS, 60 s as in production) puts the lost jobs back.
 *   npm run drill -- redis-loss
 */
import { rmSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { startSmtpServer } from '../workers/test/smtp.ts';
import { poll, startStack } from './support.ts';
import type { DrillResult } from './types.ts';

const INTERNS = 5;
const GOAL_S = 90;

export async function run(): Promise<DrillResult> {
  const notes: string[] = [];
  const smtp = await startSmtpServer();
  smtp.state.reject = true;
  // Slow retries, so the mails sit in Redis as delayed jobs (not failed for good) when it forgets them.
  const stack = await startStack({
    workers: 2,
    env: { SMTP_URL: smtp.url, JOB_BACKOFF_MS: '20000', RECONCILE_MS: '60000' },
  });
  try {
    const image = await sharp({
      create: { width: 900, height: 1600, channels: 3, background: { r: 240, g: 245, b: 250 } },
    })
      .png()
      .toBuffer();
    for (let i = 1; i <= INTERNS; i++) {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'pay.png');
      const up = await fetch(`${stack.base}/api/uploads`, {
        method: 'POST',
        body: form,
        headers: { 'x-forwarded-for': `10.66.0.${i}` },
      });
      const { uploadId } = (await up.json()) as { uploadId: string };
      const res = await fetch(`${stack.base}/api/registrations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.66.0.${i}` },
        body: JSON.stringify({
          name: `Lost Mail ${i}`,
          email: `lost-${i}@example.in`,
          college: 'Drill College',
          phone: `9${String(400000000 + i)}`,
          startDate: '2026-01-05',
          endDate: '2099-02-20',
          department: 'CSE',
          course: 'Full Stack Development',
          password: 'Drill#Password-2026',
          confirmPassword: 'Drill#Password-2026',
          uploadId,
          consent: true,
        }),
      });
      if (res.status !== 201) throw new Error(`registration ${i}: ${res.status} ${await res.text()}`);
    }
    const retrying = await poll(
      async () =>
        (await stack.n(
          `select count(*) from job_runs where handler = 'mail-registration-received' and state = 'retrying'`,
        )) === INTERNS,
      60_000,
    );
    notes.push(`${INTERNS} registration mails retrying while SMTP refused them: ${retrying ? 'yes' : 'NO'}`);

    // The loss: Redis killed and started again with nothing (its AOF deleted).
    await stack.redis.kill();
    for (const f of readdirSync(stack.redis.dir)) rmSync(join(stack.redis.dir, f), { recursive: true, force: true });
    await stack.redis.start();
    const lostAt = Date.now();
    smtp.state.reject = false;

    const allSent = await poll(
      async () =>
        (await stack.n(
          `select count(*) from mail_log where template = 'mail-registration-received' and status = 'sent'`,
        )) === INTERNS,
      GOAL_S * 1000 + 60_000,
      500,
    );
    const seconds = (Date.now() - lostAt) / 1000;
    await new Promise((r) => setTimeout(r, 3000)); // time for a duplicate to show up, if there were one
    const perRecipient = new Map<string, number>();
    for (const m of smtp.received) {
      const to = m.to && !Array.isArray(m.to) ? m.to.text : '';
      if (to.startsWith('lost-')) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
    }
    const redis = new Redis(stack.env.REDIS_URL!, { maxRetriesPerRequest: null });
    const schedules = new Queue('schedules', { connection: redis, prefix: 'enrol' });
    const schedulers = await poll(
      async () =>
        Boolean((await schedules.getJobScheduler('daily-run')) && (await schedules.getJobScheduler('monthly-payout'))),
      70_000,
      1000,
    );
    await schedules.close();
    redis.disconnect();
    const repaired = await stack.n(`select coalesce(sum(repaired), 0) from reconciler_passes`);

    return {
      name: 'redis-loss',
      checks: [
        {
          name: 'every mail arrived after the loss',
          ok: Boolean(allSent),
          detail: `${[...perRecipient.keys()].length} of ${INTERNS} interns`,
        },
        {
          name: 'each exactly once',
          ok: perRecipient.size === INTERNS && [...perRecipient.values()].every((n) => n === 1),
          detail: JSON.stringify(Object.fromEntries(perRecipient)),
        },
        {
          name: `within ${GOAL_S} s of the loss`,
          ok: Boolean(allSent) && seconds <= GOAL_S,
          detail: `${seconds.toFixed(1)} s`,
        },
        {
          name: 'the job schedulers exist again',
          ok: Boolean(schedulers),
          detail: schedulers ? 'daily-run and monthly-payout' : 'missing',
        },
        { name: 'the reconciler counted its repairs', ok: repaired >= INTERNS, detail: `${repaired} jobs put back` },
      ],
      notes,
    };
  } finally {
    await stack.stop();
    await smtp.close();
  }
}
