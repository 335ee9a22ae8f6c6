import type { MikroORM } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DomainEvent, JobRun } from 'backend/entities/index';
import { receiveContactMessage } from 'backend/commands/receive-contact-message';
import { recordEvent } from 'backend/events/record-event';
import { jobIdFor } from 'backend/queues/fan-out';
import { openWorkerRedis } from 'backend/redis';
import {
  REDIS_URL,
  asOwner,
  openCleanOrm,
  startRedisServer,
  truncateAll,
  uniquePrefix,
  waitFor,
} from 'backend/test/support';
import { Relay } from './relay.ts';
import type { Processor } from './runtime/processor.ts';
import { startWorkerSet } from './runtime/workers.ts';

let orm: MikroORM;
beforeAll(async () => {
  orm = await openCleanOrm();
});
beforeEach(() => truncateAll());
afterAll(() => orm.close());

/** Processors that count how often each (handler, event) really ran. */
function countingProcessors(handlers: string[]) {
  const runs = new Map<string, number>();
  const processors: Processor[] = handlers.map((handler) => ({
    handler,
    async run(ctx) {
      const key = `${handler}/${ctx.data.eventId}`;
      runs.set(key, (runs.get(key) ?? 0) + 1);
      return { ok: true };
    },
  }));
  return { runs, processors };
}

async function validateEvents(count: number): Promise<number[]> {
  const em = orm.em.fork();
  return em.transactional(async (tx) => {
    const events = Array.from({ length: count }, (_, i) =>
      recordEvent(tx, 'student.validated', { type: 'student', id: i + 1 }, { studentId: i + 1 }, 'admin:1'),
    );
    await tx.flush();
    return events.map((e) => e.id);
  });
}

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

async function workerSet(processors: Processor[], opts: { prefix?: string; redisUrl?: string; relay?: boolean } = {}) {
  const set = await startWorkerSet({
    orm,
    databaseUrl: process.env.DATABASE_URL!,
    redisUrl: opts.redisUrl ?? REDIS_URL,
    prefix: opts.prefix ?? uniquePrefix(),
    processors,
    relay: opts.relay,
    sweepMs: 200,
  });
  closers.push(() => set.close());
  return set;
}

const undispatched = () => orm.em.fork().count(DomainEvent, { dispatchedAt: null });

describe('the outbox relay', () => {
  it('runs every handler of an event once, in order, and records each in job_runs', async () => {
    const { runs, processors } = countingProcessors(['offer-letter', 'mail-offer-letter']);
    await workerSet(processors);
    const [eventId] = await validateEvents(1);
    const mailJob = jobIdFor(eventId!, 'mail-offer-letter');
    await waitFor(async () => (await orm.em.fork().findOne(JobRun, { id: mailJob }))?.state === 'completed');
    expect(runs.get(`offer-letter/${eventId}`)).toBe(1);
    expect(runs.get(`mail-offer-letter/${eventId}`)).toBe(1);
    const letter = await orm.em.fork().findOneOrFail(JobRun, { id: jobIdFor(eventId!, 'offer-letter') });
    expect(letter).toMatchObject({ state: 'completed', attempts: 1, progress: 100, studentId: 1 });
    expect(await undispatched()).toBe(0);
  });

  it('runs the jobs of events made after PostgreSQL is restored from a backup while Redis keeps its job ids', async () => {
    const { runs, processors } = countingProcessors(['mail-contact']);
    const prefix = uniquePrefix();
    await workerSet(processors, { prefix });
    const conn = orm.em.getConnection();
    const [backup] = (await conn.execute<{ seq: string; called: boolean }[]>(
      `select last_value as seq, is_called as called from events_id_seq`,
    )) as [{ seq: string; called: boolean }];
    await receiveContactMessage(orm.em.fork(), {
      name: 'Before',
      email: 'before@example.in',
      subject: 's',
      message: 'm',
    });
    const before = await orm.em.fork().findOneOrFail(DomainEvent, { type: 'contact.received' });
    await waitFor(
      async () =>
        (await orm.em.fork().findOne(JobRun, { id: jobIdFor(before.id, 'mail-contact') }))?.state === 'completed',
    );

    // The restore: the rows made after the backup are gone and the sequence is back where it was;
    // Redis still holds the job of the event that no longer exists.
    await conn.execute(`delete from job_runs; delete from events; delete from contact_messages`);
    await asOwner(`select setval('events_id_seq', $1, $2)`, [backup.seq, backup.called]);

    await receiveContactMessage(orm.em.fork(), {
      name: 'After',
      email: 'after@example.in',
      subject: 's',
      message: 'm',
    });
    const after = await orm.em.fork().findOneOrFail(DomainEvent, { type: 'contact.received' });
    expect(after.id).not.toBe(before.id);
    expect(after.id).toBeGreaterThan(before.id);
    await waitFor(
      async () =>
        (await orm.em.fork().findOne(JobRun, { id: jobIdFor(after.id, 'mail-contact') }))?.state === 'completed',
      10_000,
    );
    expect(runs.get(`mail-contact/${after.id}`)).toBe(1);
  });

  it('does not run a job twice when the relay died after enqueueing but before marking the event dispatched', async () => {
    const { runs, processors } = countingProcessors(['mail-contact']);
    const prefix = uniquePrefix();
    const message = await receiveContactMessage(orm.em.fork(), {
      name: 'A',
      email: 'a@example.in',
      subject: 's',
      message: 'm',
    });
    const event = await orm.em.fork().findOneOrFail(DomainEvent, { type: 'contact.received' });
    // What the dead relay left behind: the job in Redis, the event still undispatched.
    const connection = openWorkerRedis(REDIS_URL);
    const queue = new Queue('mail', { connection, prefix });
    await queue.add(
      'mail-contact',
      {
        eventId: event.id,
        eventType: 'contact.received',
        subjectId: String(message.id),
        payload: {},
        actor: 'visitor',
      },
      { jobId: jobIdFor(event.id, 'mail-contact') },
    );
    await queue.close();
    connection.disconnect();
    await workerSet(processors, { prefix });
    await waitFor(async () => (await undispatched()) === 0 && runs.get(`mail-contact/${event.id}`) === 1);
    await new Promise((r) => setTimeout(r, 500)); // time for a duplicate to show up, if there were one
    expect(runs.get(`mail-contact/${event.id}`)).toBe(1);
  });

  it('shares the work between two relays at once without running anything twice', async () => {
    const { runs, processors } = countingProcessors(['offer-letter', 'mail-offer-letter']);
    const prefix = uniquePrefix();
    const ids = await validateEvents(300);
    const a = await workerSet(processors, { prefix });
    const b = await workerSet(processors, { prefix });
    a.relay!.wake();
    b.relay!.wake();
    await waitFor(async () => (await orm.em.fork().count(JobRun, { state: 'completed' })) === 600, 30_000, 100);
    for (const id of ids) {
      expect(runs.get(`offer-letter/${id}`)).toBe(1);
      expect(runs.get(`mail-offer-letter/${id}`)).toBe(1);
    }
    expect(await undispatched()).toBe(0);
  }, 45_000);

  it('keeps the event while Redis is unreachable and runs the job once Redis answers', async () => {
    const redis = await startRedisServer();
    const port = redis.port;
    await redis.stop();
    const { runs, processors } = countingProcessors(['mail-contact']);
    const set = await workerSet(processors, { redisUrl: redis.url });
    // The write succeeds with Redis down: the event is only a row in PostgreSQL.
    await receiveContactMessage(orm.em.fork(), { name: 'B', email: 'b@example.in', subject: 's', message: 'm' });
    await set.relay!.dispatchBatch().catch(() => undefined);
    await new Promise((r) => setTimeout(r, 600));
    expect(await undispatched()).toBe(1);
    expect(runs.size).toBe(0);
    const back = await startRedisServer(port);
    closers.unshift(() => back.stop()); // last: the workers need Redis to close
    await waitFor(async () => (await undispatched()) === 0 && runs.size === 1, 20_000, 100);
    expect([...runs.values()]).toEqual([1]);
  });

  it('marks nothing dispatched when the enqueue fails, so the next pass retries', async () => {
    const relay = new Relay({
      databaseUrl: process.env.DATABASE_URL!,
      queues: await deadQueues(),
      enqueueTimeoutMs: 500,
    });
    await receiveContactMessage(orm.em.fork(), { name: 'C', email: 'c@example.in', subject: 's', message: 'm' });
    await expect(relay.dispatchBatch()).rejects.toThrow();
    expect(await undispatched()).toBe(1);
    expect(await orm.em.fork().count(JobRun, {})).toBe(0);
    await relay.stop();
  });
});

async function deadQueues() {
  const { openApiRedis } = await import('backend/redis');
  const connection = openApiRedis('redis://127.0.0.1:1/0', { retryStrategy: () => null });
  connection.on('error', () => undefined);
  const q = new Queue('mail', { connection });
  q.on('error', () => undefined);
  closers.push(async () => connection.disconnect());
  return { uploads: q, images: q, ocr: q, documents: q, mail: q, schedules: q };
}
