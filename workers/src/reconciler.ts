import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { config } from 'backend/config';
import type { EventType } from 'backend/events/types';
import { log } from 'backend/log';
import { fanOut, jobIdFor, type JobData, type QueueName } from 'backend/queues/fan-out';
import { jobOptions } from './runtime/job-options.ts';
import { registerSchedules, schedules } from './runtime/schedules.ts';
import { requeueWaitingJobRun } from './runtime/job-runs.ts';

/** Any constant will do; it names "the reconciler" among the advisory locks of this database. */
const LOCK_KEY = 7_311_2026;

export interface PassResult {
  /** false when another worker machine held the lock (it does the pass). */
  ran: boolean;
  checked: number;
  repaired: number;
  schedulersRestored: number;
  ms: number;
}

interface RunRow {
  id: string;
  queue: QueueName;
  handler: string;
  state: string;
  attempts: number;
  event_id: string;
  type: EventType;
  subject_id: string;
  payload: Record<string, unknown>;
  actor: string;
}

/**
 * PostgreSQL is the truth; Redis can forget (a restart without persistence, a failover to a replica
 * that lagged, FLUSHALL). Each pass puts back every job that job_runs says should be waiting in Redis
 * (queued, retrying, active, or waiting on a predecessor that has completed) but that Redis does not
 * hold, or holds for another event, under its own id and with the attempts it had left; and the job
 * schedulers, if they are gone. One worker machine at a time (an advisory lock); a pass with nothing
 * missing reads only the unfinished job runs (a partial index) and asks Redis once, pipelined.
 */
export async function reconcile(deps: {
  orm: MikroORM;
  redis: Redis;
  queues: Record<QueueName, Queue>;
  schedules?: boolean;
}): Promise<PassResult> {
  const started = performance.now();
  const em = deps.orm.em.fork();
  return em.transactional(async (tx) => {
    const run = (sql: string, params: unknown[] = []) =>
      tx.getConnection().execute(sql, params, 'all', tx.getTransactionContext());
    const [lock] = (await run('select pg_try_advisory_xact_lock(?) as locked', [LOCK_KEY])) as { locked: boolean }[];
    if (!lock?.locked) return { ran: false, checked: 0, repaired: 0, schedulersRestored: 0, ms: 0 };

    const rows = (await run(
      `select r.id, r.queue, r.handler, r.state, r.attempts, r.event_id, e.type, e.subject_id, e.payload, e.actor
         from job_runs r join events e on e.id = r.event_id
        where r.state in ('queued', 'waiting', 'retrying', 'active')`,
    )) as RunRow[];
    const due = await withoutWaitingOnUnfinished(run, rows);
    const lost = await missingFromRedis(deps.redis, deps.queues, due);
    for (const row of lost) await putBack(tx, deps.queues[row.queue], row);

    let schedulersRestored = 0;
    if (deps.schedules) {
      const present = await Promise.all(schedules.map((s) => deps.queues.schedules.getJobScheduler(s.id)));
      schedulersRestored = present.filter((s) => !s).length;
      if (schedulersRestored > 0) await registerSchedules(deps.queues.schedules);
    }
    const ms = Math.round(performance.now() - started);
    if (lost.length > 0 || schedulersRestored > 0) {
      await run(
        'insert into reconciler_passes (duration_ms, checked, repaired, schedulers_restored) values (?, ?, ?, ?)',
        [ms, rows.length, lost.length, schedulersRestored],
      );
      log.warn({ repaired: lost.map((r) => r.id), schedulersRestored }, 'reconciler put back jobs Redis had lost');
    }
    return { ran: true, checked: rows.length, repaired: lost.length, schedulersRestored, ms };
  });
}

/** A follower is due only once its predecessor has completed (the runtime enqueues it then). */
async function withoutWaitingOnUnfinished(
  run: (sql: string, params?: unknown[]) => Promise<unknown>,
  rows: RunRow[],
): Promise<RunRow[]> {
  const waiting = rows.filter((r) => r.state === 'waiting');
  if (waiting.length === 0) return rows;
  const predecessor = (r: RunRow) =>
    jobIdFor(r.event_id, fanOut[r.type]?.find((s) => s.handler === r.handler)?.after ?? '');
  // `in (?)`: MikroORM's execute writes an array parameter out as a list of values ('a', 'b'), which
  // `= any(?)` read as a malformed array (one) or a syntax error (several): every pass failed while a mail waited.
  const done = new Set(
    (
      (await run(`select id from job_runs where id in (?) and state = 'completed'`, [waiting.map(predecessor)])) as {
        id: string;
      }[]
    ).map((r) => r.id),
  );
  return rows.filter((r) => r.state !== 'waiting' || done.has(predecessor(r)));
}

/** The rows whose BullMQ job is gone or carries another event: one pipelined read of each job's data. */
async function missingFromRedis(redis: Redis, queues: Record<QueueName, Queue>, rows: RunRow[]): Promise<RunRow[]> {
  if (rows.length === 0) return [];
  const pipeline = redis.pipeline();
  for (const r of rows) pipeline.hget(queues[r.queue].toKey(r.id), 'data');
  const answers = (await pipeline.exec()) ?? [];
  return rows.filter((r, i) => {
    const [err, data] = answers[i] ?? [null, null];
    if (err) throw err;
    if (typeof data !== 'string') return true;
    return String((JSON.parse(data) as JobData).eventId) !== String(r.event_id);
  });
}

async function putBack(tx: EntityManager, queue: Queue, row: RunRow): Promise<void> {
  // A job of another event under this id (ids reused before event ids came from the clock) blocks the add.
  await queue.remove(row.id).catch(() => undefined);
  const data: JobData = {
    eventId: Number(row.event_id),
    eventType: row.type,
    subjectId: row.subject_id,
    payload: row.payload,
    actor: row.actor,
  };
  const attempts = Math.max(1, config().JOB_ATTEMPTS - row.attempts);
  await queue.add(row.handler, data, { ...jobOptions(row.handler), jobId: row.id, attempts });
  if (row.state === 'waiting') {
    await requeueWaitingJobRun(tx, row.id);
  }
}

/** Runs a pass at start and then every `everyMs`; a failed pass is logged and the next one tries again. */
export function startReconciler(deps: Parameters<typeof reconcile>[0], everyMs: number) {
  let stopped = false;
  let current: Promise<unknown> = Promise.resolve();
  const tick = () => {
    if (stopped) return;
    current = reconcile(deps).catch((err: unknown) =>
      log.warn({ err }, 'reconciler pass failed; the next one tries again'),
    );
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
    },
  };
}
