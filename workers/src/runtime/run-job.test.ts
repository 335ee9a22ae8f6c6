import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { JobRun } from 'backend/entities/index';
import { receiveContactMessage } from 'backend/commands/receive-contact-message';
import { REDIS_URL, openCleanOrm, uniquePrefix, waitFor } from 'backend/test/support';
import { PermanentError, type Processor } from './processor.ts';
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
    processors: [{ handler: 'mail-contact', run: async (ctx) => { attempts.push(Date.now()); return processor(ctx); } }],
    sweepMs: 200,
  });
  close = () => set.close();
  const message = await receiveContactMessage(orm.em.fork(), { name: 'R', email: 'r@example.in', subject: 's', message: 'm' });
  const run = () => orm.em.fork().findOne(JobRun, { handler: 'mail-contact', eventId: { $gt: 0 } }, { orderBy: { createdAt: 'desc' } });
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
    expect(final.error).toBe('SMTP server said 451: try again later');
    expect(attempts).toHaveLength(3);
    const [first, second, third] = attempts as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(90); // 100 ms
    expect(third - second).toBeGreaterThanOrEqual(190); // 200 ms: exponential
  });

  it('fails a permanent error at once, without retrying', async () => {
    const { attempts, run } = await runContactJobWith(async () => {
      throw new PermanentError('The file given is not an image');
    });
    await waitFor(async () => (await run())?.state === 'failed', 10_000);
    await new Promise((r) => setTimeout(r, 400));
    expect(attempts).toHaveLength(1);
    expect((await run())!).toMatchObject({ state: 'failed', attempts: 1, error: 'The file given is not an image' });
  });

  it('shows retrying between attempts and completed with progress 100 on success', async () => {
    let calls = 0;
    const { run } = await runContactJobWith(async (ctx) => {
      calls += 1;
      await ctx.progress(40);
      if (calls === 1) throw new Error('temporary');
      return { messageId: 'abc' };
    });
    await waitFor(async () => (await run())?.state === 'completed', 10_000);
    expect((await run())!).toMatchObject({ state: 'completed', attempts: 2, progress: 100, result: { messageId: 'abc' }, error: null });
  });
});
