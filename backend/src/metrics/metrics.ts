import type { MikroORM } from '@mikro-orm/postgresql';
import type { Queue } from 'bullmq';
import { Gauge, Registry } from 'prom-client';
import { readMetricsSnapshot, type MetricsSnapshot } from '../queries/metrics.ts';
import { httpMetrics } from './http.ts';
import { processRegistry } from './process-metrics.ts';

/** "Recent" for job metrics: a few scrape intervals, so a job finished between two scrapes is seen. */
export const JOB_WINDOW_SECONDS = 300;
/** A source that does not answer in this time is reported down; the scrape itself still answers. */
const SOURCE_TIMEOUT_MS = 2000;

const UNFINISHED = new Set(['waiting', 'queued', 'active', 'retrying']);

/**
 * The API's metrics for GET /metrics: the HTTP histogram (recorded by a middleware), and gauges read
 * at scrape time from PostgreSQL (one statement, queries/metrics.ts) and from BullMQ (job counts per
 * queue), plus the process's default metrics. Nothing here carries personal data: labels are queue,
 * handler, state, status, method and route names only.
 */
export function createMetrics(deps: { orm: MikroORM; queues: Queue[] }) {
  const registry = new Registry();
  const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Gauge<L>({ name, help, labelNames, registers: [registry] });

  const sourceUp = gauge(
    'enrol_metrics_source_up',
    '1 when the source answered this scrape; its series are absent when 0',
    ['source'],
  );
  const queueJobs = gauge('bullmq_job_count', 'Jobs in each BullMQ queue by state (what Redis holds now)', [
    'queue',
    'state',
  ]);
  const jobs = gauge(
    'enrol_jobs',
    'job_runs rows not yet completed, by handler and state (waiting, queued, active, retrying, failed)',
    ['handler', 'state'],
  );
  const oldest = gauge(
    'enrol_job_oldest_seconds',
    'Seconds the longest-waiting job of a handler has been in its unfinished state',
    ['handler', 'state'],
  );
  const finished = gauge(
    'enrol_jobs_finished_recent',
    `Jobs that completed, failed for good, or failed an attempt (retrying) in the last ${JOB_WINDOW_SECONDS} s`,
    ['handler', 'outcome'],
  );
  const duration = gauge(
    'enrol_job_duration_recent_seconds',
    `Run time (last attempt) of the jobs completed in the last ${JOB_WINDOW_SECONDS} s: median, 95th percentile and maximum`,
    ['handler', 'stat'],
  );
  const mails = gauge(
    'enrol_mails',
    'Mails now sending, or failed at their last attempt (retrying or given up), from mail_log',
    ['status'],
  );
  const mailsRecent = gauge(
    'enrol_mails_recent',
    `Mails sent, or failed an attempt, in the last ${JOB_WINDOW_SECONDS} s`,
    ['status'],
  );
  const outboxCount = gauge(
    'enrol_outbox_undispatched_events',
    'Events recorded but not yet turned into jobs by the relay',
    [],
  );
  const outboxAge = gauge(
    'enrol_outbox_oldest_undispatched_seconds',
    'Age of the oldest event the relay has not dispatched (0 when none)',
    [],
  );
  const repaired = gauge(
    'enrol_reconciler_repaired_jobs',
    'Jobs the reconciler put back after Redis lost them, all time (reconciler_passes)',
    [],
  );
  const schedulersRestored = gauge(
    'enrol_reconciler_restored_schedulers',
    'Job schedulers the reconciler re-created after Redis lost them, all time',
    [],
  );

  function applySnapshot(s: MetricsSnapshot) {
    for (const g of [jobs, oldest, finished, duration, mails, mailsRecent]) g.reset();
    for (const row of s.jobs) {
      const { handler, state } = row;
      if (state !== 'completed') jobs.set({ handler, state }, row.count);
      if (UNFINISHED.has(state)) oldest.set({ handler, state }, row.oldestSeconds);
      if (state === 'completed' || state === 'failed' || state === 'retrying')
        finished.set({ handler, outcome: state }, row.recent);
      if (state === 'completed') {
        for (const stat of ['p50', 'p95', 'max'] as const) {
          const value = row[stat];
          if (value !== null) duration.set({ handler, stat }, value);
        }
      }
    }
    for (const m of s.mails) {
      if (m.status !== 'sent') mails.set({ status: m.status }, m.count);
      if (m.status !== 'sending') mailsRecent.set({ status: m.status }, m.recent);
    }
    outboxCount.set(s.outbox.count);
    outboxAge.set(s.outbox.oldestSeconds ?? 0);
    repaired.set(s.reconciler.repaired);
    schedulersRestored.set(s.reconciler.schedulersRestored);
  }

  function applyQueueCounts(counts: { queue: string; counts: Record<string, number> }[]) {
    queueJobs.reset();
    for (const { queue, counts: byState } of counts) {
      for (const [state, count] of Object.entries(byState)) queueJobs.set({ queue, state }, count);
    }
  }

  /** Reads every source at once; each one that fails or is slow is reported down, not as stale numbers. */
  async function refresh() {
    const [db, redis] = await Promise.allSettled([
      withTimeout(readMetricsSnapshot(deps.orm.em.fork(), JOB_WINDOW_SECONDS)),
      withTimeout(Promise.all(deps.queues.map(async (q) => ({ queue: q.name, counts: await q.getJobCounts() })))),
    ]);
    // Applied synchronously after both answers, so two concurrent scrapes never interleave reset and set.
    if (db.status === 'fulfilled') applySnapshot(db.value);
    else {
      for (const g of [jobs, oldest, finished, duration, mails, mailsRecent]) g.reset();
      // A gauge without labels cannot be absent: NaN says unknown, where 0 would say all is well.
      for (const g of [outboxCount, outboxAge, repaired, schedulersRestored]) g.set(Number.NaN);
    }
    if (redis.status === 'fulfilled') applyQueueCounts(redis.value);
    else queueJobs.reset();
    sourceUp.set({ source: 'database' }, db.status === 'fulfilled' ? 1 : 0);
    sourceUp.set({ source: 'redis' }, redis.status === 'fulfilled' ? 1 : 0);
  }

  return {
    middleware: httpMetrics(registry),
    contentType: registry.contentType,
    /** The whole exposition: this app's metrics, then the process's. */
    async scrape(): Promise<string> {
      await refresh();
      return `${await registry.metrics()}\n${await processRegistry().metrics()}`;
    },
  };
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('metrics source timed out')), SOURCE_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
