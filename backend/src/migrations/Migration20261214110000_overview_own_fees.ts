import { Migration } from '@mikro-orm/migrations';

/** The specification's fees, which the overview counted before each row kept its own (frozen: this is history). */
const REGISTRATION_FEE_RUPEES = 499;
const EXTRA_COURSE_ASKED_RUPEES = 200;

/**
 * The overview's money (docs/ADMIN-OVERVIEW.md) counts each payment at the fee stored with it
 * (migration fee_per_registration): an enrolment at its `students.fee_rupees`, an extra course at its
 * matched credit's amount, else the first of its `extra_courses.fee_rupees` (the amount its link asks).
 * Only the functions that say what a row counts for change; the triggers and the view read them by name.
 * The stored fees of the rows already there are the ones these functions counted, so the figures held in
 * `overview_days` stay exact without a rebuild.
 */
export class Migration20261214110000_overview_own_fees extends Migration {
  override name = 'Migration20261214110000_overview_own_fees';

  override up(): void | Promise<void> {
    this.define('s.fee_rupees::bigint', 'e.fee_rupees[1]::bigint');
  }

  override down(): void | Promise<void> {
    this.define(`${REGISTRATION_FEE_RUPEES}::bigint`, `${EXTRA_COURSE_ASKED_RUPEES}::bigint`);
  }

  /** The three functions that count rupees, over an enrolment's fee (row `s`) and an extra course's asked amount (row `e`). */
  private define(enrolmentFee: string, extraCourseAsked: string) {
    this.addSql(`
      create or replace function overview_student_facts(s students) returns table(day date, metric text, value bigint) language sql stable as $$
        select overview_day(s.created_at), 'registered', 1::bigint
        union all
        select overview_day(s.validated_at), 'validated', 1 where s.validated and s.validated_at is not null
        union all
        select overview_day(s.validated_at),
               case when exists (select from statement_credits c where c.student_id = s.id) then 'fees.matched' else 'fees.unmatched' end,
               ${enrolmentFee}
         where s.validated and s.validated_at is not null $$;`);
    this.addSql(`
      create or replace function overview_extra_course_facts(e extra_courses) returns table(day date, metric text, value bigint) language sql stable as $$
        select overview_day(e.validated_at),
               case when c.id is null then 'fees.unmatched' else 'fees.matched' end,
               coalesce(round(c.amount_rupees)::bigint, ${extraCourseAsked})
          from (select) one left join statement_credits c on c.extra_course_id = e.id
         where e.validated and e.validated_at is not null $$;`);
    this.addSql(`
      create or replace function overview_credit_moves(c statement_credits, sign int) returns table(day date, metric text, value bigint) language sql stable as $$
        select overview_day(s.validated_at), m.metric, sign * m.k * ${enrolmentFee}
          from students s, (values ('fees.matched', 1), ('fees.unmatched', -1)) m(metric, k)
         where s.id = c.student_id and s.validated and s.validated_at is not null
        union all
        select overview_day(e.validated_at), m.metric, sign * case when m.k = 1 then round(c.amount_rupees)::bigint else -${extraCourseAsked} end
          from extra_courses e, (values ('fees.matched', 1), ('fees.unmatched', -1)) m(metric, k)
         where e.id = c.extra_course_id and e.validated and e.validated_at is not null $$;`);
  }
}
