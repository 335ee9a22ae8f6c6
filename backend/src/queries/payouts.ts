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
