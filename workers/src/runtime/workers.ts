import type { MikroORM } from '@mikro-orm/postgresql';
import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { queueNames, type QueueName } from 'backend/queues/fan-out';
import { log } from 'backend/log';
import { openApiRedis, openWorkerRedis } from 'backend/redis';
import { startReconciler } from '../reconciler.ts';
import { Relay } from '../relay.ts';
import type { Processor } from './processor.ts';
import { recordFailureWithoutRun, runJob, type RuntimeDeps } from './run-job.ts';
import { registerSchedules } from './schedules.ts';

/**
 * CPU-heavy queues (sharp, pdfmake) run few at once so the event loop keeps renewing job locks; moving an
 * upload into PostgreSQL is mostly waiting on the disk and the database, so several run at once.
 */
export const concurrency: Record<QueueName, number> = {
  uploads: 4,
  images: 1,
  ocr: 1,
  documents: 2,
  mail: 5,
  schedules: 1,
};

export interface WorkerSetOptions {
  orm: MikroORM;
  databaseUrl: string;
  redisUrl: string;
  prefix: string;
  processors: Processor[];
  relay?: boolean;
  sweepMs?: number;
  /** Upsert the daily and monthly job schedulers (the worker process does; most tests do not). */
  schedules?: boolean;
  /** Run the reconciler at start and then this often (the worker process does; tests call reconcile()). */
  reconcileMs?: number;
}

/** Everything a worker process runs: the relay, one BullMQ worker per queue, and their connections. */
export async function startWorkerSet(opts: WorkerSetOptions) {
  const processors = new Map(opts.processors.map((p) => [p.handler, p]));
  // Producers fail fast when Redis is down: the relay rolls back and the outbox keeps the events.
  const producer: Redis = openApiRedis(opts.redisUrl);
  producer.on('error', () => undefined);
  const queues = Object.fromEntries(
    queueNames.map((name) => [name, new Queue(name, { connection: producer, prefix: opts.prefix })]),
  ) as Record<QueueName, Queue>;
  for (const q of Object.values(queues)) q.on('error', () => undefined); // the relay retries on its own
  const connections: Redis[] = [producer];
  const deps: RuntimeDeps = { orm: opts.orm, queues, processors, redis: { client: producer, prefix: opts.prefix } };
  const workers = queueNames.map((name) => {
    const connection = openWorkerRedis(opts.redisUrl);
    connection.on('error', () => undefined);
    connections.push(connection);
    const worker = new Worker(name, runJob(deps), {
      connection,
      prefix: opts.prefix,
      concurrency: concurrency[name],
      lockDuration: 30_000,
      stalledInterval: 15_000,
      maxStalledCount: 2,
    });
    worker.on('error', (err) => log.warn({ queue: name, err: err.message }, 'worker error'));
    // A job BullMQ fails without running it (stalled too often) must not stay 'active' in job_runs.
    worker.on('failed', (job, err) => {
      recordFailureWithoutRun(deps, job, err).catch((e: unknown) =>
        log.warn(
          { queue: name, jobId: job?.id, err: e instanceof Error ? e.message : String(e) },
          'could not record a job failure',
        ),
      );
    });
    return worker;
  });
  const relay =
    opts.relay === false ? undefined : new Relay({ databaseUrl: opts.databaseUrl, queues, sweepMs: opts.sweepMs });
  await relay?.start();
  if (opts.schedules) await registerSchedules(queues.schedules);
  const reconciler = opts.reconcileMs
    ? startReconciler({ orm: opts.orm, redis: producer, queues, schedules: opts.schedules }, opts.reconcileMs)
    : undefined;

  return {
    queues,
    workers,
    relay,
    /** Graceful stop: no new claims, active jobs finish, then connections close. */
    async close() {
      await reconciler?.stop();
      await relay?.stop();
      const closing = Promise.all(workers.map((w) => w.close()));
      // No job is claimed any more: what would hold the stop up (an OCR reading) is aborted, not waited for.
      await Promise.all(opts.processors.map((p) => p.abort?.()));
      await closing;
      await Promise.all(Object.values(queues).map((q) => q.close()));
      for (const c of connections) c.disconnect();
    },
  };
}
