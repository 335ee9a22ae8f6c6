import type { EntityManager } from '@mikro-orm/postgresql';

export interface DeliveryHealth {
  /** Jobs and schedulers the workers' reconciler put back after Redis lost them (all time), and when last. */
  repairedJobs: number;
  restoredSchedulers: number;
  lastRepairAt: string | null;
  /** Seconds: the oldest event the relay has not turned into jobs, and the oldest job still queued (null: none). */
  oldestUndispatchedSeconds: number | null;
  oldestQueuedSeconds: number | null;
}

/** What the Operations screen shows about delivery: each figure read from its index, cheap at any size. */
export async function deliveryHealth(em: EntityManager): Promise<DeliveryHealth> {
  const [row] = await em.getConnection().execute<DeliveryHealth[]>(`
    select (select coalesce(sum(repaired), 0)::int from reconciler_passes) as "repairedJobs",
           (select coalesce(sum(schedulers_restored), 0)::int from reconciler_passes) as "restoredSchedulers",
           (select max(ran_at) from reconciler_passes) as "lastRepairAt",
           (select extract(epoch from now() - min(created_at))::float8 from events where dispatched_at is null) as "oldestUndispatchedSeconds",
           (select extract(epoch from now() - min(updated_at))::float8 from job_runs where state = 'queued') as "oldestQueuedSeconds"`);
  return row!;
}
