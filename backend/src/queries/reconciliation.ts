import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../db/sql.ts';

/** A credit of a statement and, if any, the enrolment it already confirmed. */
export interface CreditRow {
  id: number;
  row_number: number;
  date: string | null;
  amount_rupees: string;
  utr: string;
  reference: string | null;
  narration: string;
  student_id: number | null;
  extra_course_id: number | null;
  match_kind: 'utr' | 'reference' | null;
}
export interface EnrolmentRow {
  kind: 'registration' | 'extra-course';
  id: number;
  name: string;
  email: string;
  utr: string | null;
  payment_reference: string | null;
}
export interface CandidateRow extends EnrolmentRow {
  credit_id: number;
  by: 'utr' | 'reference';
  /** The amounts its payment may be: the fee stored with the registration, or the extra course's amounts. */
  fees: number[];
}

export const statementCredits = (em: EntityManager, statementId: number) =>
  sql<CreditRow>(
    em,
    `select id, row_number, to_char(date, 'YYYY-MM-DD') as date, amount_rupees, utr, reference, narration, student_id, extra_course_id, match_kind
       from statement_credits where statement_id = $1 order by row_number`,
    [statementId],
  );

/**
 * Every pending enrolment (registration or extra course) each credit of the statement may pay for, in
 * one set-based query: by UTR (typed on the form, or read from the screenshot) and, for the credits no
 * UTR matched, by payment reference. A credit that already confirmed an enrolment is not looked up again.
 */
export const matchCandidates = (em: EntityManager, statementId: number) =>
  sql<CandidateRow>(
    em,
    `with credits as (
       select id, utr, reference from statement_credits
        where statement_id = $1 and student_id is null and extra_course_id is null),
     pending_students as (select s.* from students s where not s.validated and s.rejected_at is null),
     pending_courses as (
       select e.*, s.name from extra_courses e join students s on s.id = e.student_id where not e.validated and e.rejected_at is null),
     by_utr as (
       select c.id as credit_id, 'registration' as kind, s.id from credits c join pending_students s on s.utr = c.utr
       union
       select c.id, 'registration', s.id from credits c
         join screenshot_readings r on r.utr = c.utr join pending_students s on s.upload_id = r.upload_id
       union
       select c.id, 'extra-course', e.id from credits c join pending_courses e on e.transaction = c.utr),
     by_reference as (
       select c.id as credit_id, 'registration' as kind, s.id from credits c join pending_students s on s.payment_reference = c.reference
        where c.id not in (select credit_id from by_utr)
       union
       select c.id, 'extra-course', e.id from credits c join pending_courses e on e.payment_reference = c.reference
        where c.id not in (select credit_id from by_utr)),
     candidates as (
       select credit_id, kind, id, 'utr' as by from by_utr
       union all
       select credit_id, kind, id, 'reference' from by_reference)
     select c.credit_id, c.kind, c.id, c.by, coalesce(s.name, ps.name) as name, coalesce(s.email, e.email) as email,
            coalesce(s.utr, e.transaction) as utr, coalesce(s.payment_reference, e.payment_reference) as payment_reference,
            case when c.kind = 'registration' then array[s.fee_rupees] else e.fee_rupees end as fees
       from candidates c
       left join students s on c.kind = 'registration' and s.id = c.id
       left join extra_courses e on c.kind = 'extra-course' and e.id = c.id
       left join students ps on ps.id = e.student_id
      order by c.credit_id, c.kind, c.id`,
    [statementId],
  );

/** The enrolments a statement's credits confirmed, by credit. */
export const confirmedEnrolments = (em: EntityManager, statementId: number) =>
  sql<EnrolmentRow & { credit_id: number }>(
    em,
    `select c.id as credit_id, case when c.student_id is not null then 'registration' else 'extra-course' end as kind,
            coalesce(c.student_id, c.extra_course_id) as id, coalesce(s.name, ps.name) as name, coalesce(s.email, e.email) as email,
            coalesce(s.utr, e.transaction) as utr, coalesce(s.payment_reference, e.payment_reference) as payment_reference
       from statement_credits c
       left join students s on s.id = c.student_id
       left join extra_courses e on e.id = c.extra_course_id
       left join students ps on ps.id = e.student_id
      where c.statement_id = $1 and (c.student_id is not null or c.extra_course_id is not null)`,
    [statementId],
  );

/**
 * Pending enrolments that no credit of the statement may pay for (the first `limit`, oldest first), and
 * how many there are in all.
 */
export async function enrolmentsWithoutCredit(
  em: EntityManager,
  studentIds: number[],
  courseIds: number[],
  limit: number,
) {
  const rows = await sql<EnrolmentRow & { total: string }>(
    em,
    `select kind, id, name, email, utr, payment_reference, count(*) over () as total from (
       select 'registration' as kind, s.id, s.name, s.email, s.utr, s.payment_reference, s.created_at from students s
        where not s.validated and s.rejected_at is null and not (s.id = any($1::int[]))
       union all
       select 'extra-course', e.id, s.name, e.email, e.transaction, e.payment_reference, e.created_at
         from extra_courses e join students s on s.id = e.student_id
        where not e.validated and e.rejected_at is null and not (e.id = any($2::int[]))) p
      order by created_at, kind, id limit $3`,
    [studentIds, courseIds, limit],
  );
  return { rows, total: Number(rows[0]?.total ?? 0) };
}
