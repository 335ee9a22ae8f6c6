import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'backend/db/sql';
import { JobRun, type JobState } from 'backend/entities/index';

/**
 * Every write to job_runs, in one place: the relay creates the rows (in the transaction that claims
 * the events), the runtime marks a job active and records how it ends (or that it refused it), the
 * reconciler puts back a follower whose job Redis lost. A guard test (`backend/src/security/write-paths.test.ts`)
 * fails if any other file writes the table.
 */

export interface NewJobRun {
  id: string;
  eventId: string;
  queue: string;
  handler: string;
  studentId: number | null;
  /** 'waiting' for a follower (enqueued when its predecessor completes), else 'queued'. */
  state: 'queued' | 'waiting';
}

/** The relay's insert: `query` runs on its own transaction's connection. A row already there stays. */
export async function createJobRuns(query: (text: string, params: unknown[]) => Promise<unknown>, runs: NewJobRun[]) {
  if (runs.length === 0) return;
  await query(
    `insert into job_runs (id, event_id, queue, handler, student_id, state, attempts, progress, created_at, updated_at)
     select id, event_id, queue, handler, student_id, state, 0, 0, now(), now()
       from unnest($1::text[], $2::bigint[], $3::text[], $4::text[], $5::int[], $6::text[])
            as t(id, event_id, queue, handler, student_id, state)
     on conflict (id) do nothing`,
    [
      runs.map((r) => r.id),
      runs.map((r) => r.eventId),
      runs.map((r) => r.queue),
      runs.map((r) => r.handler),
      runs.map((r) => r.studentId),
      runs.map((r) => r.state),
    ],
  );
}

/**
 * Upserts rather than updates: the job may start before the relay's transaction that inserted its row
 * commits. The insert then waits on that row's key, and updates it once the relay commits (or creates
 * it, if the relay rolled back and will re-add the job as a duplicate).
 */
export async function markJobRunActive(em: EntityManager, run: Omit<NewJobRun, 'state'> & { attempts: number }) {
  await sql(
    em,
    `insert into job_runs (id, event_id, queue, handler, student_id, state, attempts, progress, error, started_at, created_at, updated_at)
     values ($1, $2, $3, $4, $5, 'active', $6, 0, null, now(), now(), now())
     on conflict (id) do update set state = 'active', attempts = excluded.attempts, error = null, error_code = null, started_at = now(), updated_at = now()`,
    [run.id, run.eventId, run.queue, run.handler, run.studentId, run.attempts],
  );
}

/**
 * A job the runtime refused (job-origin.ts): a failed row with the code 'refused', for operators'
 * failed jobs list. Event id 0 and no student: the reconciler (which joins the events) never puts it
 * back, and no intern's page shows it. A row already under that id (a real job's) is left as it is.
 */
export async function recordRefusedJobRun(
  em: EntityManager,
  run: { id: string; queue: string; handler: string; error: string; errorCode: string; reason: string },
) {
  const cut = (s: string) => s.slice(0, 255);
  await sql(
    em,
    `insert into job_runs (id, event_id, queue, handler, student_id, state, attempts, progress, result, error, error_code, started_at, created_at, updated_at)
     values ($1, 0, $2, $3, null, 'failed', 1, 0, $4, $5, $6, now(), now(), now())
     on conflict (id) do nothing`,
    [cut(run.id), cut(run.queue), cut(run.handler), JSON.stringify({ refused: run.reason }), run.error, run.errorCode],
  );
}

/** A follower enqueued (by the runtime once its predecessor completed, or again by the reconciler): queued, unless it has moved on meanwhile. */
export async function requeueWaitingJobRun(tx: EntityManager, id: string) {
  await tx.nativeUpdate(JobRun, { id, state: 'waiting' }, { state: 'queued', updatedAt: new Date() });
}

/**
 * A job BullMQ failed without running it (recordFailureWithoutRun): failed, unless it had already ended.
 * Says whether it changed the row, so the followers are failed only once.
 */
export async function failUnfinishedJobRun(em: EntityManager, id: string, error: string): Promise<boolean> {
  const changed = await em.nativeUpdate(
    JobRun,
    { id, state: { $nin: ['failed', 'completed'] } },
    { state: 'failed', error, updatedAt: new Date() },
  );
  return changed > 0;
}

/** The runtime's writes once the row exists: state, attempts, progress, result, error and its code. */
export async function setJobRun(
  em: EntityManager,
  id: string,
  changes: {
    state?: JobState;
    attempts?: number;
    progress?: number;
    result?: Record<string, unknown> | null;
    error?: string | null;
    errorCode?: string | null;
  },
) {
  await em.nativeUpdate(JobRun, { id }, { ...changes, updatedAt: new Date() });
}
