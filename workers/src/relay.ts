import type { Queue } from 'bullmq';
import pg from 'pg';
import { fanOut, jobIdFor, type JobData, type QueueName } from 'backend/queues/fan-out';
import type { EventType } from 'backend/events/types';
import { log } from 'backend/log';
import { jobOptions } from './runtime/job-options.ts';
import { createJobRuns, type NewJobRun } from './runtime/job-runs.ts';

interface EventRow {
  id: string;
  type: EventType;
  subject_id: string;
  payload: Record<string, unknown>;
  actor: string;
}

export interface RelayOptions {
  databaseUrl: string;
  queues: Record<QueueName, Queue>;
  batchSize?: number;
  /** The sweep that guarantees progress when a notification is missed (crash, reconnect). */
  sweepMs?: number;
  enqueueTimeoutMs?: number;
}

async function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The outbox relay: turns committed events into BullMQ jobs. It claims undispatched events with
 * FOR UPDATE SKIP LOCKED (so several relays share the work), creates a job_runs row and enqueues one
 * job per handler under a deterministic id (BullMQ ignores a duplicate), then marks the events
 * dispatched in the same transaction. If it dies before the commit, the events are claimed again and
 * the re-added jobs are ignored as duplicates; if Redis is down, the transaction rolls back and the
 * events wait.
 */
export class Relay {
  private pool: pg.Pool;
  private listener: pg.Client | undefined;
  private sweepTimer: NodeJS.Timeout | undefined;
  private draining: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  readonly batchSize: number;

  constructor(private readonly opts: RelayOptions) {
    this.pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 2 });
    this.pool.on('error', (err) => log.warn({ err: err.message }, 'relay pool error'));
    // A checked-out client whose server goes away (PostgreSQL restarting) emits 'error' too; without a
    // listener that would crash the worker. The failing query rejects and the pass is retried.
    this.pool.on('connect', (client) =>
      client.on('error', (err) => log.warn({ err: err.message }, 'relay connection lost')),
    );
    this.batchSize = opts.batchSize ?? 500;
  }

  async start(): Promise<void> {
    await this.listen();
    this.sweepTimer = setInterval(() => this.wake(), this.opts.sweepMs ?? 2000);
    this.wake();
  }

  /** Drains until no undispatched event is left; concurrent wake-ups coalesce into one more pass. */
  wake(): void {
    if (this.stopped) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = (async () => {
      do {
        this.again = false;
        try {
          while (!this.stopped && (await this.dispatchBatch()) === this.batchSize);
        } catch (err) {
          log.warn({ err: (err as Error).message }, 'relay pass failed; events stay in the outbox');
        }
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.draining = undefined;
    });
  }

  /** One transaction: claim, record job runs, enqueue, mark dispatched. Returns how many events it took. */
  async dispatchBatch(): Promise<number> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query<EventRow>(
        `select id, type, subject_id, payload, actor from events
          where dispatched_at is null order by id limit $1 for update skip locked`,
        [this.batchSize],
      );
      if (rows.length === 0) {
        await client.query('commit');
        return 0;
      }
      const runs: NewJobRun[] = [];
      const byQueue = new Map<QueueName, { name: string; data: JobData; opts: ReturnType<typeof jobOptions> }[]>();
      for (const row of rows) {
        const specs = fanOut[row.type] ?? [];
        const studentId = typeof row.payload.studentId === 'number' ? row.payload.studentId : null;
        for (const spec of specs) {
          const jobId = jobIdFor(row.id, spec.handler);
          runs.push({
            id: jobId,
            eventId: row.id,
            queue: spec.queue,
            handler: spec.handler,
            studentId,
            state: spec.after ? 'waiting' : 'queued',
          });
          if (spec.after) continue; // enqueued by the runtime when its predecessor completes
          const data: JobData = {
            eventId: Number(row.id),
            eventType: row.type,
            subjectId: row.subject_id,
            payload: row.payload,
            actor: row.actor,
          };
          const list = byQueue.get(spec.queue) ?? [];
          list.push({ name: spec.handler, data, opts: { ...jobOptions(spec.handler), jobId } });
          byQueue.set(spec.queue, list);
        }
      }
      await createJobRuns((text, params) => client.query(text, params), runs);
      // BullMQ waits for a connection that is not ready; bound the wait so a Redis outage never holds
      // this transaction (and its row locks) open. Jobs added after a timeout are harmless duplicates.
      await withTimeout(
        Promise.all([...byQueue].map(([queue, jobs]) => this.opts.queues[queue].addBulk(jobs))),
        this.opts.enqueueTimeoutMs ?? 3000,
        'Redis did not accept the jobs in time',
      );
      await client.query('update events set dispatched_at = now() where id = any($1::bigint[])', [
        rows.map((r) => r.id),
      ]);
      await client.query('commit');
      return rows.length;
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  private async listen(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.opts.databaseUrl });
    const retry = () => {
      if (this.listener !== client || this.stopped) return;
      this.listener = undefined;
      client.end().catch(() => undefined);
      setTimeout(() => void this.listen().catch(() => undefined), 1000);
    };
    client.on('error', retry);
    client.on('end', retry);
    client.on('notification', () => this.wake());
    this.listener = client;
    try {
      await client.connect();
      await client.query('listen events_recorded');
      this.wake(); // catch up on whatever committed while not listening
    } catch (err) {
      log.warn({ err: (err as Error).message }, 'relay cannot listen yet; the sweep keeps it going');
      retry();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.sweepTimer);
    await this.draining;
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
    await this.pool.end();
  }
}
