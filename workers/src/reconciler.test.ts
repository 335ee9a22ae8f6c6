import type { MikroORM } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { receiveContactMessage } from 'backend/commands/receive-contact-message';
import { recordEvent } from 'backend/events/record-event';
import { DomainEvent, JobRun } from 'backend/entities/index';
import { jobIdFor, queueNames, type QueueName } from 'backend/queues/fan-out';
import { openApiRedis } from 'backend/redis';
import { buildStudent } from 'backend/test/factories';
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
  const queues = Object.fromEntries(queueNames.map((n) => [n, new Queue(n, { connection, prefix })])) as Record<
    QueueName,
    Queue
  >;
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
    const event = await orm.em
      .fork()
      .findOneOrFail(DomainEvent, { type: 'contact.received' }, { orderBy: { id: 'desc' } });
    const jobId = jobIdFor(event.id, 'mail-contact');
    expect(await queues.mail.getJob(jobId)).toBeDefined();

    await connection.flushall(); // Redis loses everything
    expect(await queues.mail.getJob(jobId)).toBeUndefined();

    const ran: string[] = [];
    const processors: Processor[] = [{ handler: 'mail-contact', run: async (ctx) => void ran.push(ctx.jobId) }];
    const set = await startWorkerSet({
      orm,
      databaseUrl: process.env.DATABASE_URL!,
      redisUrl: redis.url,
      prefix,
      processors,
      relay: false,
    });
    closers.push(() => set.close());
    await new Promise((r) => setTimeout(r, 300));
    expect(ran).toEqual([]); // nothing would ever run it

    const pass = await reconcile({ orm, redis: connection, queues, schedules: true });
    expect(pass).toMatchObject({ ran: true, repaired: 1, schedulersRestored: 3 });
    await waitFor(async () => (await orm.em.fork().findOne(JobRun, { id: jobId }))?.state === 'completed');
    expect(ran).toEqual([jobId]);
    expect(await queues.schedules.getJobScheduler('daily-run')).toBeDefined();
    expect(await queues.schedules.getJobScheduler('monthly-payout')).toBeDefined();
    expect(await queues.schedules.getJobScheduler('test-deadlines')).toBeDefined();

    expect(await reconcile({ orm, redis: connection, queues, schedules: true })).toMatchObject({
      ran: true,
      repaired: 0,
      schedulersRestored: 0,
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(ran).toEqual([jobId]);
    const passes = await orm.em
      .getConnection()
      .execute<{ repaired: number; schedulers_restored: number }[]>(
        'select repaired, schedulers_restored from reconciler_passes',
      );
    expect(passes).toEqual([{ repaired: 1, schedulers_restored: 3 }]);
  });

  it('passes while mails wait for their PDFs, and puts back the mail whose PDF is done and the PDF Redis lost', async () => {
    // Two validations (the load test met this: every pass while an offer letter's mail waited failed):
    // one PDF completed with its mail's enqueue lost, one PDF active with Redis having lost it.
    const { connection, queues } = queuesOn(uniquePrefix());
    const conn = orm.em.getConnection();
    const jobs: { letter: string; mail: string }[] = [];
    for (const letterState of ['completed', 'active']) {
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
      const [letter, mail] = [jobIdFor(eventId, 'offer-letter'), jobIdFor(eventId, 'mail-offer-letter')];
      await conn.execute(
        `insert into job_runs (id, event_id, queue, handler, student_id, state, attempts, progress, created_at, updated_at)
         values (?, ?, 'documents', 'offer-letter', ?, ?, 1, 10, now(), now()), (?, ?, 'mail', 'mail-offer-letter', ?, 'waiting', 0, 0, now(), now())`,
        [letter, eventId, student.id, letterState, mail, eventId, student.id],
      );
      jobs.push({ letter, mail });
    }
    await conn.execute('update events set dispatched_at = now() where dispatched_at is null');

    expect(await reconcile({ orm, redis: connection, queues })).toMatchObject({ ran: true, repaired: 2 });
    expect(await queues.mail.getJob(jobs[0]!.mail)).toBeDefined();
    expect(await queues.documents.getJob(jobs[1]!.letter)).toBeDefined();
    expect(await queues.mail.getJob(jobs[1]!.mail)).toBeUndefined(); // its PDF is not made yet: the runtime enqueues it then
    expect(await queues.documents.getJob(jobs[0]!.letter)).toBeUndefined();
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
