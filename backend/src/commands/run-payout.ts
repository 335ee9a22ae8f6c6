import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../db/sql.ts';
import { periodEndExclusive } from 'shared/dates';
import { recordEvent } from '../events/record-event.ts';
import type { Actor } from '../events/types.ts';
import { REFERRAL_REWARD_RUPEES } from 'shared/business';

/** What a referrer earns per validated referral, in rupees. */

export interface PayoutRunResult {
  period: string;
  payoutsCreated: number;
  referralsPaid: number;
  amount: number;
  payoutIds: number[];
}

/**
 * The monthly payout for a period ('YYYY-MM'): each referrer is owed 70 rupees for every validated
 * referral that counts (the view referral_credits: their code, not cleared, the referrer confirmed,
 * the student not the referrer by e-mail or phone; queries/referrals.ts) validated before the period closed
 * (midnight in India) and not yet in payout_items. One set-based statement in one transaction under
 * an advisory lock: one payout per referrer and period (unique), each referral paid once (unique
 * payout_items.student_id). A second run finds nothing owed and changes nothing; a run killed
 * half-way rolled back and a new run makes the same ledger.
 */
export async function runPayout(em: EntityManager, period: string, actor: Actor = 'system'): Promise<PayoutRunResult> {
  const cutoff = periodEndExclusive(period);
  return em.transactional(async (tx) => {
    await sql(tx, `select pg_advisory_xact_lock(hashtext('payout-run'))`);
    const rows = await sql<{ id: number; referral_count: number; amount: number }>(
      tx,
      `with owed as materialized (
         select c.referrer_id, c.student_id
           from referral_credits c
          where c.validated
            and coalesce(c.validated_at, c.enrolled_at) < ($1::timestamp at time zone 'Asia/Kolkata')
            and not exists (select 1 from payout_items pi where pi.student_id = c.student_id)
       ),
       created as (
         insert into payouts (referrer_id, period, referral_count, amount, status, created_at, updated_at)
         select referrer_id, $2::text, count(*), count(*) * $3::int, 'pending', now(), now()
           from owed group by referrer_id
         on conflict (referrer_id, period) do nothing
         returning id, referrer_id, referral_count, amount
       ),
       items as (
         insert into payout_items (payout_id, student_id, amount)
         select c.id, o.student_id, $4::int from owed o join created c on c.referrer_id = o.referrer_id
         on conflict (student_id) do nothing
         returning payout_id
       )
       select c.id, c.referral_count, c.amount, (select count(*) from items) as items from created c order by c.id`,
      [cutoff, period, REFERRAL_REWARD_RUPEES, REFERRAL_REWARD_RUPEES],
    );
    const payoutIds = rows.map((r) => r.id);
    const result: PayoutRunResult = {
      period,
      payoutsCreated: rows.length,
      referralsPaid: rows.reduce((n, r) => n + Number(r.referral_count), 0),
      amount: rows.reduce((n, r) => n + Number(r.amount), 0),
      payoutIds,
    };
    const [closed] = await sql<{ n: string }>(
      tx,
      `select count(*) as n from events where type = 'payout.period-closed' and subject_type = 'payout_period' and subject_id = $1`,
      [period],
    );
    // The period is closed once; a later run that still found something owed records it again.
    if (payoutIds.length > 0 || Number(closed?.n ?? 0) === 0) {
      recordEvent(tx, 'payout.period-closed', { type: 'payout_period', id: period }, { period, payoutIds }, actor);
    }
    return result;
  });
}
