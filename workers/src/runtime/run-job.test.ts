import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { JobRun } from 'backend/entities/index';
import { receiveContactMessage } from 'backend/commands/receive-contact-message';
import { REDIS_URL, openCleanOrm, truncateAll, uniquePrefix, waitFor } from 'backend/test/support';
import { PermanentError, type Processor } from './processor.ts';
import { JOB_FAILED, JOB_STOPPED } from './job-error.ts';
import { startWorkerSet } from './workers.ts';

let orm: MikroORM;
let close: (() => Promise<void>) | undefined;
beforeAll(async () => {
  orm = await openCleanOrm();
});
afterEach(async () => {
  await close?.();
  close = undefined;
});
afterAll(() => orm.close());

async function runContactJobWith(processor: Processor['run']) {
  const attempts: number[] = [];
  const set = await startWorkerSet({
    orm,
    databaseUrl: process.env.DATABASE_URL!,
    redisUrl: REDIS_URL,
    prefix: uniquePrefix(),
    processors: [
      {
        handler: 'mail-contact',
        run: async (ctx) => {
          attempts.push(Date.now());
          return processor(ctx);
        },
      },
    ],
    sweepMs: 200,
  });
  close = () => set.close();
  const message = await receiveContactMessage(orm.em.fork(), {
    name: 'R',
    email: 'r@example.in',
    subject: 's',
    message: 'm',
  });
  const run = () =>
    orm.em.fork().findOne(JobRun, { handler: 'mail-contact', eventId: { $gt: 0 } }, { orderBy: { createdAt: 'desc' } });
  return { attempts, run, message };
}

describe('job retries (JOB_ATTEMPTS=3, JOB_BACKOFF_MS=100 in tests)', () => {
  it('retries a failing job with growing delays, then shows failed with its reason', async () => {
    const { attempts, run } = await runContactJobWith(async () => {
      throw new Error('SMTP server said 451: try again later');
    });
    await waitFor(async () => (await run())?.state === 'failed', 15_000);
    const final = (await run())!;
    expect(final.attempts).toBe(3);
    // The intern's job view never shows the server's own text (hostnames, paths, SQL): it goes to the log.
    expect(final.error).toBe(JOB_FAILED);
    expect(attempts).toHaveLength(3);
    const [first, second, third] = attempts as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(90); // 100 ms
    expect(third - second).toBeGreaterThanOrEqual(190); // 200 ms: exponential
  });

  it('fails a permanent error at once, without retrying', async () => {
    const { attempts, run } = await runContactJobWith(async () => {
      throw PermanentError.of('notAnImage');
    });
    await waitFor(async () => (await run())?.state === 'failed', 10_000);
    await new Promise((r) => setTimeout(r, 400));
    expect(attempts).toHaveLength(1);
    expect((await run())!).toMatchObject({
      state: 'failed',
      attempts: 1,
      error: 'The file given is not an image',
      errorCode: 'notAnImage',
    });
  });

  it('shows retrying between attempts and completed with progress 100 on success', async () => {
    let calls = 0;
    const { run } = await runContactJobWith(async (ctx) => {
      calls += 1;
      await ctx.progress(40);
      if (calls === 1) throw new Error('temporary');
      await new Promise((r) => setTimeout(r, 150));
      return { messageId: 'abc' };
    });
    await waitFor(async () => (await run())?.state === 'completed', 10_000);
    const done = (await run())!;
    expect(done).toMatchObject({
      state: 'completed',
      attempts: 2,
      progress: 100,
      result: { messageId: 'abc' },
      error: null,
    });
    // started_at is set when an attempt starts: GET /metrics reports run times from it.
    const ranMs = done.updatedAt.getTime() - done.startedAt!.getTime();
    expect(ranMs).toBeGreaterThanOrEqual(140);
    expect(ranMs).toBeLessThan(2000);
  });
});

describe('a job BullMQ fails without running it', () => {
  it('a job that stalled more than maxStalledCount times (its worker SIGKILLed 3 times) shows failed, not active for ever, and fails its follower', async () => {
    const { Queue } = await import('bullmq');
    const { Redis } = await import('ioredis');
    const { recordEvent } = await import('backend/events/record-event');
    const { buildStudent } = await import('backend/test/factories');
    const { jobIdFor } = await import('backend/queues/fan-out');
    const { jobOptions } = await import('./job-options.ts');
    const student = await buildStudent(orm.em.fork(), { validated: true, validatedAt: new Date() });
    const eventId = await orm.em.fork().transactional(async (tx) => {
      const event = recordEvent(
        tx,
        'student.validated',
        { type: 'student', id: student.id },
        { studentId: student.id },
        'admin:1',
      );
      await tx.flush();
      return event.id;
    });
    const letter = jobIdFor(eventId, 'offer-letter');
    const mail = jobIdFor(eventId, 'mail-offer-letter');
    // What the relay and the third dead worker left: job_runs active (and the mail waiting for it), and
    // the job back in the queue marked the way BullMQ's stalled check marks a job that stalled too often.
    const conn = orm.em.getConnection();
    await conn.execute(
      `insert into job_runs (id, event_id, queue, handler, student_id, state, attempts, progress, created_at, updated_at)
       values (?, ?, 'documents', 'offer-letter', ?, 'active', 1, 10, now(), now()), (?, ?, 'mail', 'mail-offer-letter', ?, 'waiting', 0, 0, now(), now())`,
      [letter, eventId, student.id, mail, eventId, student.id],
    );
    const prefix = uniquePrefix();
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
    const queue = new Queue('documents', { connection: redis, prefix });
    await queue.add(
      'offer-letter',
      {
        eventId,
        eventType: 'student.validated',
        subjectId: String(student.id),
        payload: { studentId: student.id },
        actor: 'admin:1',
      },
      { ...jobOptions(), jobId: letter },
    );
    await redis.hset(`${prefix}:documents:${letter}`, 'stc', '3', 'defa', 'job stalled more than allowable limit');

    let ran = 0;
    const set = await startWorkerSet({
      orm,
      databaseUrl: process.env.DATABASE_URL!,
      redisUrl: REDIS_URL,
      prefix,
      relay: false,
      processors: [
        {
          handler: 'offer-letter',
          run: async () => {
            ran += 1;
            return {};
          },
        },
        { handler: 'mail-offer-letter', run: async () => ({}) },
      ],
    });
    close = async () => {
      await set.close();
      await queue.close();
      redis.disconnect();
    };
    await waitFor(async () => (await queue.getJob(letter))?.failedReason, 10_000);
    const run = await waitFor(async () => {
      const r = await orm.em.fork().findOne(JobRun, { id: letter });
      return r?.state === 'failed' ? r : undefined;
    }, 5_000);
    expect(ran).toBe(0);
    expect(run.error).toBe(JOB_STOPPED);
    // The follower is failed right after the job itself, in a statement of its own.
    const follower = await waitFor(async () => {
      const r = await orm.em.fork().findOneOrFail(JobRun, { id: mail });
      return r.state === 'waiting' ? undefined : r;
    });
    expect(follower).toMatchObject({ state: 'failed', error: 'Not started: offer-letter did not finish.' });
  });
});

describe('a graceful stop (what SIGTERM does in workers/src/main.ts)', () => {
  it('waits for the active jobs, which complete once; the jobs not started stay queued for the next worker', async () => {
    const { Queue } = await import('bullmq');
    const { Redis } = await import('ioredis');
    await truncateAll();
    const prefix = uniquePrefix();
    let started = 0;
    const slow: Processor = {
      handler: 'mail-contact',
      run: async () => {
        started += 1;
        await new Promise((r) => setTimeout(r, 600));
        return { ok: true };
      },
    };
    const first = await startWorkerSet({
      orm,
      databaseUrl: process.env.DATABASE_URL!,
      redisUrl: REDIS_URL,
      prefix,
      processors: [slow],
      sweepMs: 200,
    });
    for (let i = 0; i < 8; i++)
      await receiveContactMessage(orm.em.fork(), { name: 'R', email: `r${i}@example.in`, subject: 's', message: 'm' });
    const active = () => orm.em.fork().count(JobRun, { handler: 'mail-contact', state: 'active' });
    await waitFor(async () => (await active()) >= 2, 10_000, 10);
    const stopping = performance.now();
    await first.close();
    const stopMs = performance.now() - stopping;
    const afterStop = await orm.em.fork().find(JobRun, { handler: 'mail-contact' });
    expect(afterStop.filter((r) => r.state === 'active')).toHaveLength(0); // none left half-done
    expect(afterStop.filter((r) => r.state === 'completed').length).toBe(started);
    expect(stopMs).toBeLessThan(5_000);

    const second = await startWorkerSet({
      orm,
      databaseUrl: process.env.DATABASE_URL!,
      redisUrl: REDIS_URL,
      prefix,
      processors: [slow],
      sweepMs: 200,
    });
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
    const queue = new Queue('mail', { connection: redis, prefix });
    close = async () => {
      await second.close();
      await queue.close();
      redis.disconnect();
    };
    await waitFor(
      async () => (await orm.em.fork().count(JobRun, { handler: 'mail-contact', state: 'completed' })) === 8,
      20_000,
    );
    expect(started).toBe(8); // each ran once
    for (const run of await orm.em.fork().find(JobRun, { handler: 'mail-contact' })) {
      const job = await queue.getJob(run.id);
      expect(job?.attemptsStarted).toBe(1);
      expect(job?.stalledCounter ?? 0).toBe(0);
    }
  });
});
