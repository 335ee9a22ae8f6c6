import type { EntityManager } from '@mikro-orm/postgresql';
import { todayInIndia } from 'shared/dates';
import { sql } from '../db/sql.ts';
import { recordEvent } from '../events/record-event.ts';
import { log } from '../log.ts';

interface Drift {
  day: string;
  metric: string;
  stored: string;
  computed: string;
}

/**
 * The nightly check of the overview's rollup (docs/ADMIN-OVERVIEW.md): `overview_days` is kept by triggers in the
 * same transaction as each change (migration overview_rollup); this recomputes every figure from the
 * base tables (the view `overview_facts`, the same per-row definitions the triggers use), logs each
 * figure that drifted with both values, and puts the computed ones in place. Drift means a write the
 * triggers did not see (a TRUNCATE, a trigger disabled during a restore) or a bug in them; the
 * `overview.rollup-rebuilt` event (only when something drifted) puts it in the audit log.
 *
 * The rollup is locked for the rebuild's few hundred milliseconds: a trigger of a change made meanwhile
 * waits, so it is neither counted twice nor lost.
 */
export async function rebuildOverview(em: EntityManager, now: Date = new Date()): Promise<{ overviewDrift: number }> {
  return em.transactional(async (tx) => {
    await sql(tx, `lock table overview_days in exclusive mode`);
    const drift = await sql<Drift>(
      tx,
      `with computed as materialized (select day, metric, value from overview_facts),
            drift as (
              select to_char(coalesce(s.day, c.day), 'YYYY-MM-DD') as day, coalesce(s.metric, c.metric) as metric,
                     coalesce(s.value, 0)::text as stored, coalesce(c.value, 0)::text as computed
                from overview_days s full join computed c on c.day = s.day and c.metric = s.metric
               where coalesce(s.value, 0) <> coalesce(c.value, 0)
            ),
            gone as (delete from overview_days s where not exists (select from computed c where c.day = s.day and c.metric = s.metric)),
            put as (
              insert into overview_days (day, metric, value) select day, metric, value from computed order by day, metric
              on conflict (day, metric) do update set value = excluded.value where overview_days.value <> excluded.value
            )
       select day, metric, stored, computed from drift order by day, metric`,
    );
    for (const d of drift)
      log.warn(
        { day: d.day, metric: d.metric, stored: Number(d.stored), computed: Number(d.computed) },
        'overview rollup drift',
      );
    log.info({ drift: drift.length }, 'overview rollup rebuilt');
    if (drift.length > 0) {
      recordEvent(
        tx,
        'overview.rollup-rebuilt',
        { type: 'overview', id: todayInIndia(now) },
        { drift: drift.length },
        'system',
      );
      await tx.flush();
    }
    return { overviewDrift: drift.length };
  });
}
