import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminReferrer } from 'shared/api/admin-students';
import { REFERRAL_REWARD_RUPEES } from 'shared/business';
import { sql } from '../db/sql.ts';
import { NO_CLASH, referrerClashes } from './referrer-clashes.ts';

/**
 * The one definition of a referral that counts is the SQL view `referral_credits` (migration
 * referrer_confirmation): a student who still carries the code of a confirmed referrer and is not
 * that referrer (neither the referrer's e-mail nor their phone). Counted once validated, paid once
 * in a paid payout. Every reader goes through it: the referral dashboard and an intern's own record
 * (presenters/referrer.ts), the admin refer count table and the specification's student list (below),
 * and the payout run (commands/run-payout.ts).
 */
export interface CreditedReferral {
  studentId: number;
  name: string;
  validated: boolean;
  enrolledAt: Date;
  paid: boolean;
}

/** One referrer's credited referrals, newest first. */
export async function creditedReferralsOf(em: EntityManager, referrerId: number): Promise<CreditedReferral[]> {
  const rows = await sql<{ student_id: number; name: string; validated: boolean; enrolled_at: string; paid: boolean }>(
    em,
    `select c.student_id, s.name, c.validated, c.enrolled_at,
            exists (select 1 from payout_items pi join payouts p on p.id = pi.payout_id
                     where pi.student_id = c.student_id and p.status = 'paid') as paid
       from referral_credits c
       join students s on s.id = c.student_id
      where c.referrer_id = $1
      order by c.enrolled_at desc, c.student_id desc`,
    [referrerId],
  );
  return rows.map((r) => ({
    studentId: r.student_id,
    name: r.name,
    validated: r.validated,
    enrolledAt: new Date(r.enrolled_at),
    paid: r.paid,
  }));
}

/** The students whose referral code counts (the specification's student list shows no other code). */
export async function creditedStudentIds(em: EntityManager): Promise<Set<number>> {
  const rows = await sql<{ student_id: number }>(em, 'select student_id from referral_credits');
  return new Set(rows.map((r) => r.student_id));
}

/**
 * The admin refer count table: every referrer with their validated credited referrals. Unconfirmed
 * records come last, marked, with nothing counted (admins only: nowhere else shows them). Each row
 * carries its clash flags (queries/referrer-clashes.ts).
 */
export async function referrerCounts(em: EntityManager): Promise<AdminReferrer[]> {
  const rows = await sql<{
    id: number;
    name: string;
    email: string;
    phone: string;
    code: string | null;
    upi_id: string;
    confirmed: boolean;
    validated_referrals: number;
  }>(
    em,
    `select r.id, r.name, r.email, r.phone, r.code, r.upi_id, r.confirmed_at is not null as confirmed,
            count(c.student_id)::int as validated_referrals
       from referrers r
       left join referral_credits c on c.referrer_id = r.id and c.validated
      group by r.id
      order by confirmed desc, validated_referrals desc, r.created_at, r.id`,
  );
  const clashes = await referrerClashes(em);
  return rows.map((r) => ({
    ...(clashes.get(r.id) ?? NO_CLASH),
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    code: r.code,
    upiId: r.upi_id,
    confirmed: r.confirmed,
    validatedReferrals: r.validated_referrals,
    amount: r.validated_referrals * REFERRAL_REWARD_RUPEES,
  }));
}
