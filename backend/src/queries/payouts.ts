import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../db/sql.ts';
import { Payout } from '../entities/index.ts';

/** Every period that has payouts, newest first ('YYYY-MM'). */
export async function payoutPeriods(em: EntityManager): Promise<string[]> {
  const rows = await sql<{ period: string }>(em, 'select distinct period from payouts order by period desc');
  return rows.map((r) => r.period);
}

/** A period's payouts with their referrers, in the order they were made; only the pending ones for the bank's sheet. */
export const periodPayouts = (em: EntityManager, period: string, status?: Payout['status']) =>
  em.find(Payout, status ? { period, status } : { period }, { populate: ['referrer'], orderBy: { id: 'asc' } });

/**
 * What the bank's sheet for a period pays: that period's pending payouts and every earlier one still
 * owed (a transfer the bank could not make is offered again), oldest first.
 */
export const owedPayouts = (em: EntityManager, period: string) =>
  em.find(
    Payout,
    { status: 'pending', period: { $lte: period } },
    { populate: ['referrer'], orderBy: { period: 'asc', id: 'asc' } },
  );

/**
 * Rupees in a referrer's payouts not yet paid: while any is owed their record is not erased (their UPI
 * id is how it is paid), by their own link or an intern's erasure (commands/erase-referrer-by-link.ts,
 * queries/erasure-scope.ts).
 */
export async function rupeesOwedTo(em: EntityManager, referrerId: number): Promise<number> {
  const [owed] = await sql<{ rupees: number }>(
    em,
    `select coalesce(sum(amount), 0)::int as rupees from payouts where referrer_id = $1 and status <> 'paid'`,
    [referrerId],
  );
  return owed?.rupees ?? 0;
}
