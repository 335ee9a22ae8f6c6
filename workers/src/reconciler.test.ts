import type { MikroORM } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { receiveContactMessage } from 'backend/commands/receive-contact-message';
import { DomainEvent, JobRun } from 'backend/entities/index';
import { jobIdFor, queueNames, type QueueName } from 'backend/queues/fan-out';
import { openApiRedis } from 'backend/redis';
import { openCleanOrm, startRedisServer, uniquePrefix, waitFor } from 'backend/test/support';
import { reconcile } from './reconciler.ts';
import { Relay } from './relay.ts';
import type { Processor } from './runtime/processor.ts';
import { startWorkerSet } from './runtime/workers.ts';

/**
 * Redis forgets (FLUSHALL, a restart without persistence): jobs PostgreSQL still calls queued were
 * gone for good, and so were the job schedulers. The reconciler puts each back once.
 */
let orm: MikroORM;
let redis: Awaited<ReturnType<typeof startRedisServer>>;
const closers: (() => Promise<unknown>)[] = [];
beforeAll(async () => {
  orm = await openCleanOrm();
  redis = await startRedisServer();
});
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});
afterAll(async () => {
  await redis.stop();
  await orm.close();
});

function queuesOn(prefix: string) {
  const connection = openApiRedis(redis.url);
  const queues = Object.fromEntries(queueNames.map((n) => [n, new Queue(n, { connection, prefix })])) as Record<QueueName, Queue>;
  closers.push(async () => {
    await Promise.all(Object.values(queues).map((q) => q.close()));
    connection.disconnect();
  });
  return { connection, queues };
}

describe('the reconciler', () => {
  it('puts back, once, a queued job and the schedulers that Redis lost; a second pass finds nothing', async () => {
    const prefix = uniquePrefix();
    const { connection, queues } = queuesOn(prefix);
    // The relay hands the contact mail to Redis; no worker takes it yet (SMTP is down, say).
    const relay = new Relay({ databaseUrl: process.env.DATABASE_URL!, queues, sweepMs: 60_000 });
    await receiveContactMessage(orm.em.fork(), { name: 'Lost', email: 'lost@example.in', subject: 's', message: 'm' });
    expect(await relay.dispatchBatch()).toBe(1);
    await relay.stop();
    const event = await orm.em.fork().findOneOrFail(DomainEvent, { type: 'contact.received' }, { orderBy: { id: 'desc' } });
    const jobId = jobIdFor(event.id, 'mail-contact');
    expect(await queues.mail.getJob(jobId)).toBeDefined();

    await connection.flushall(); // Redis loses everything
    expect(await queues.mail.getJob(jobId)).toBeUndefined();

    const ran: string[] = [];
    const processors: Processor[] = [{ handler: 'mail-contact', run: async (ctx) => void ran.push(ctx.jobId) }];
    const set = await startWorkerSet({ orm, databaseUrl: process.env.DATABASE_URL!, redisUrl: redis.url, prefix, processors, relay: false });
    closers.push(() => set.close());
    await new Promise((r) => setTimeout(r, 300));
    expect(ran).toEqual([]); // nothing would ever run it

    const pass = await reconcile({ orm, redis: connection, queues, schedules: true });
    expect(pass).toMatchObject({ ran: true, repaired: 1, schedulersRestored: 2 });
    await waitFor(async () => (await orm.em.fork().findOne(JobRun, { id: jobId }))?.state === 'completed');
    expect(ran).toEqual([jobId]);
    expect(await queues.schedules.getJobScheduler('daily-run')).toBeDefined();
    expect(await queues.schedules.getJobScheduler('monthly-payout')).toBeDefined();

    expect(await reconcile({ orm, redis: connection, queues, schedules: true })).toMatchObject({ ran: true, repaired: 0, schedulersRestored: 0 });
    await new Promise((r) => setTimeout(r, 300));
    expect(ran).toEqual([jobId]);
    const passes = await orm.em.getConnection().execute<{ repaired: number; schedulers_restored: number }[]>('select repaired, schedulers_restored from reconciler_passes');
    expect(passes).toEqual([{ repaired: 1, schedulers_restored: 2 }]);
  });

  it('leaves the pass to whoever holds the lock (another worker machine)', async () => {
    const { connection, queues } = queuesOn(uniquePrefix());
    const other = orm.em.fork();
    await other.transactional(async (tx) => {
      await tx.getConnection().execute('select pg_advisory_xact_lock(73112026)', [], 'all', tx.getTransactionContext());
      expect(await reconcile({ orm, redis: connection, queues })).toMatchObject({ ran: false, repaired: 0 });
    });
    expect(await reconcile({ orm, redis: connection, queues })).toMatchObject({ ran: true });
  });
});
