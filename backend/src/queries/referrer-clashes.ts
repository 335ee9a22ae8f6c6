import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReferrerClashes } from 'shared/api/admin-students';
import { sql } from '../db/sql.ts';

/**
 * Referrers sharing a phone or a UPI id (any case) with another active one (confirmed, not erased).
 * Nothing refuses such a join (a phone or UPI id anyone can type must never block its real
 * owner); admins see the clash on the refer count table and the payout ledger instead, and decide.
 * Only the ids that clash are in the map. `ids`: only these referrers (all when omitted).
 */
export async function referrerClashes(em: EntityManager, ids?: number[]): Promise<Map<number, ReferrerClashes>> {
  const rows = await sql<{ id: number; phone: number[]; upi: number[] }>(
    em,
    `select r.id,
            coalesce(array_agg(o.id order by o.id) filter (where o.phone = r.phone), '{}') as phone,
            coalesce(array_agg(o.id order by o.id) filter (where lower(o.upi_id) = lower(r.upi_id)), '{}') as upi
       from referrers r
       join referrers o on o.id <> r.id and o.confirmed_at is not null and o.erased_at is null
                       and (o.phone = r.phone or lower(o.upi_id) = lower(r.upi_id))
      where r.erased_at is null and ($1::int[] is null or r.id = any($1::int[]))
      group by r.id`,
    [ids ?? null],
  );
  return new Map(rows.map((r) => [r.id, { sharesPhoneWith: r.phone, sharesUpiWith: r.upi }]));
}

export const NO_CLASH: ReferrerClashes = { sharesPhoneWith: [], sharesUpiWith: [] };
