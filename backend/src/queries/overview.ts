import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../db/sql.ts';

/** One figure of the rollup: a day in Asia/Kolkata ('YYYY-MM-DD'; a payout's period as its first day), its metric, its value. */
export interface OverviewFigure {
  day: string;
  metric: string;
  value: number;
}

/**
 * The overview's daily figures from the rollup `overview_days` (kept by triggers, migration
 * overview_rollup): the period's days, and the payout months it touches (stored on their first day).
 * `mailOnly` reads the mail figures alone (what an operator sees). A range of the primary key: about
 * 15 figures a day, so 90 days are some 1,400 rows at most.
 */
export async function overviewFigures(
  em: EntityManager,
  from: string,
  to: string,
  mailOnly: boolean,
): Promise<OverviewFigure[]> {
  return sql<OverviewFigure>(
    em,
    `select to_char(day, 'YYYY-MM-DD') as day, metric, value::float8 as value from overview_days
      where (day between $1::date and $2::date or (metric like 'payouts.%' and day between date_trunc('month', $1::date)::date and $2::date))
        and (not $3 or metric like 'mail.%')`,
    [from, to, mailOnly],
  );
}

export interface PendingRow {
  count: number;
  oldestSince: Date | null;
  medianWaitHours: number | null;
  p90WaitHours: number | null;
  overADay: number;
}

/**
 * The enrolments waiting for an admin's check, read live (they change by the minute): neither
 * validated nor rejected, not anonymised; the wait counts from the registration. Reads the partial
 * index of unvalidated students, whose size is the queue's, not the table's.
 */
export async function pendingValidations(em: EntityManager, now: Date): Promise<PendingRow> {
  const [row] = await sql<PendingRow>(
    em,
    `select count(*)::int as count, min(created_at) as "oldestSince",
            percentile_cont(0.5) within group (order by extract(epoch from $1::timestamptz - created_at)) / 3600 as "medianWaitHours",
            percentile_cont(0.9) within group (order by extract(epoch from $1::timestamptz - created_at)) / 3600 as "p90WaitHours",
            (count(*) filter (where created_at < $1::timestamptz - interval '1 day'))::int as "overADay"
       from students where not validated and erased_at is null and rejected_at is null`,
    [now.toISOString()],
  );
  return row!;
}
