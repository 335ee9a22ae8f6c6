import type { EntityManager } from '@mikro-orm/postgresql';
import type { DeliveryHealth } from 'shared/api/admin-operations';
import { sql } from '../db/sql.ts';

/** What the Operations screen shows about delivery: each figure read from its index, cheap at any size. */
export async function deliveryHealth(em: EntityManager): Promise<DeliveryHealth> {
  const [row] = await sql<DeliveryHealth>(
    em,
    `
    select (select coalesce(sum(repaired), 0)::int from reconciler_passes) as "repairedJobs",
           (select coalesce(sum(schedulers_restored), 0)::int from reconciler_passes) as "restoredSchedulers",
           (select max(ran_at) from reconciler_passes) as "lastRepairAt",
           (select extract(epoch from now() - min(created_at))::float8 from events where dispatched_at is null) as "oldestUndispatchedSeconds",
           (select extract(epoch from now() - min(updated_at))::float8 from job_runs where state = 'queued') as "oldestQueuedSeconds"`,
  );
  return row!;
}
