import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../db/sql.ts';
import type { JobState } from '../entities/index.ts';

/** One handler in one state, as GET /metrics reports it. */
export interface JobStateStat {
  handler: string;
  state: JobState;
  /** Rows in this state now (completed: only those finished within the window). */
  count: number;
  /** Rows that reached this state within the window (meaningful for completed, failed, retrying). */
  recent: number;
  /** Seconds since the longest-waiting row in this state last changed. */
  oldestSeconds: number;
  /** Completed only: run time (started_at to completion) of the jobs finished within the window. */
  p50: number | null;
  p95: number | null;
  max: number | null;
}

export interface MetricsSnapshot {
  jobs: JobStateStat[];
  /** count: mails now sending or failed (all of them); recent: mails sent or failed within the window. */
  mails: { status: string; count: number; recent: number }[];
  outbox: { count: number; oldestSeconds: number | null };
  /** What the workers' reconciler put back after Redis lost it: all time, and its last repairing pass. */
  reconciler: { repaired: number; schedulersRestored: number; lastRepairSeconds: number | null };
}

/**
 * Everything GET /metrics reads from PostgreSQL, in one statement and one round trip. Cheap at any
 * table size: job_runs and mail_log are read through their status indexes (the unfinished and failed
 * rows, few when all is well) and their updated_at indexes (the rows finished within the window); rows
 * finished before the window are never touched, which is why there is no all-time count of sent mails.
 * The outbox is read from its partial index of undispatched events.
 */
export const SNAPSHOT = `
select
  (select coalesce(json_agg(j), '[]'::json) from (
     select handler, state, count(*)::int as count,
            count(*) filter (where updated_at > now() - make_interval(secs => $1))::int as recent,
            extract(epoch from now() - min(updated_at))::float8 as "oldestSeconds",
            percentile_cont(0.5) within group (order by extract(epoch from updated_at - started_at))
              filter (where state = 'completed' and started_at is not null) as p50,
            percentile_cont(0.95) within group (order by extract(epoch from updated_at - started_at))
              filter (where state = 'completed' and started_at is not null) as p95,
            max(extract(epoch from updated_at - started_at)::float8) filter (where state = 'completed') as max
       from job_runs
      where state in ('waiting', 'queued', 'active', 'retrying', 'failed')
         or updated_at > now() - make_interval(secs => $1)
      group by handler, state) j) as jobs,
  (select coalesce(json_agg(m), '[]'::json) from (
     select status, count(*) filter (where status in ('sending', 'failed'))::int as count,
            count(*) filter (where updated_at > now() - make_interval(secs => $1) and status in ('sent', 'failed'))::int as recent
       from mail_log
      where status in ('sending', 'failed') or updated_at > now() - make_interval(secs => $1)
      group by status) m) as mails,
  (select json_build_object('count', count(*)::int, 'oldestSeconds', extract(epoch from now() - min(created_at))::float8)
     from events where dispatched_at is null) as outbox,
  (select json_build_object('repaired', coalesce(sum(repaired), 0)::int, 'schedulersRestored', coalesce(sum(schedulers_restored), 0)::int,
                            'lastRepairSeconds', extract(epoch from now() - max(ran_at))::float8)
     from reconciler_passes) as reconciler`;

export async function readMetricsSnapshot(em: EntityManager, windowSeconds: number): Promise<MetricsSnapshot> {
  const [row] = await sql<MetricsSnapshot>(em, SNAPSHOT, [windowSeconds]);
  return row!;
}
