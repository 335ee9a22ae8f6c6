import { Migration } from '@mikro-orm/migrations';

/** The specification's registration fee, every enrolment's when this ran (frozen: a migration is history). */
const REGISTRATION_FEE_RUPEES = 499;

/** The tables the rollup follows, each with the function that says what one of its rows counts for. */
const FOLLOWED = [
  { table: 'students', facts: 'overview_student_facts' },
  { table: 'extra_courses', facts: 'overview_extra_course_facts' },
  { table: 'mail_log', facts: 'overview_mail_facts' },
  { table: 'payouts', facts: 'overview_payout_facts' },
  // The relay's dispatched_at updates cancel out (the same lines old and new): a scan of the batch, no write.
  { table: 'events', facts: 'overview_event_facts' },
] as const;

/** What an extra course validated without a matched credit is counted at: the ₹200 the add modal's link asks. */
const EXTRA_COURSE_ASKED = 200;

/**
 * The admin overview (docs/ADMIN-OVERVIEW.md): daily figures in `overview_days` (day in Asia/Kolkata, metric, value),
 * kept exact in the same transaction as the change that moves them, by statement-level triggers on the
 * base tables (as `student_totals`): every write path is followed, the workers' mail_log writes included.
 *
 * One definition of what a row counts for: `overview_<table>_facts(row)` gives its (day, metric, value)
 * lines; a trigger adds the new rows' lines and takes away the old rows' (one upsert per statement, rows
 * locked in (day, metric) order), and the view `overview_facts` sums them over the whole tables for the
 * nightly rebuild (commands/rebuild-overview.ts), so the two cannot disagree by construction.
 *
 * Metrics: registered (students.created_at), validated (validated_at), rejected (the
 * `student.payment-rejected` events: a rejection later cleared by a resubmit still happened that day),
 * fees.matched / fees.unmatched (rupees on the VALIDATION day: ₹499 an enrolment, an extra course at its
 * matched credit's amount, else the ₹200 its link asks; a credit linked later moves them, by the
 * statement_credits trigger), mail.sent (sent_at's day) / mail.failed and mail.failed.<kind> (created_at's
 * day; the kind from `mail_log.error_kind`), payouts.owed / payouts.paid (day = the first of the payout's
 * period). An erasure anonymises rows without touching the columns counted (created_at, validated_at,
 * status, error_kind), so past counts stay; a mail's error text is erased but its kind is kept.
 */
export class Migration20261208090000_overview_rollup extends Migration {
  override name = 'Migration20261208090000_overview_rollup';

  override up(): void | Promise<void> {
    this.addSql(`create table "overview_days" ("day" date not null, "metric" text not null, "value" bigint not null, primary key ("day", "metric"));`);

    this.addSql(`create function overview_day(at timestamptz) returns date language sql immutable as $$ select (at at time zone 'Asia/Kolkata')::date $$;`);

    // A failed mail's kind of error, never its words (which may quote an address): kept when an erasure
    // clears the text, cleared when the mail is sent after all.
    this.addSql(`
      create function mail_error_kind(error text) returns text language sql immutable as $$
        select case
          when error ~* 'timed? ?out|timeout|greeting never' then 'timeout'
          when error ~* 'ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|connection closed|socket' then 'connection'
          when error ~* 'invalid login|authenticat|\\m53[05]\\M' then 'authentication'
          when error ~ '\\m5\\d\\d\\M' then 'refused'
          when error ~ '\\m4\\d\\d\\M' then 'deferred'
          else 'other' end $$;`);
    this.addSql(`alter table "mail_log" add column "error_kind" text null;`);
    this.addSql(`update "mail_log" set "error_kind" = mail_error_kind("error") where "status" = 'failed';`);
    this.addSql(`
      create function mail_log_error_kind() returns trigger language plpgsql as $$
      begin
        if new.status <> 'failed' then new.error_kind := null;
        elsif new.error is not null then new.error_kind := mail_error_kind(new.error);
        elsif tg_op = 'UPDATE' then new.error_kind := coalesce(old.error_kind, 'other');
        else new.error_kind := 'other';
        end if;
        return new;
      end $$;`);
    this.addSql(`create trigger mail_log_error_kind before insert or update on "mail_log" for each row execute function mail_log_error_kind();`);

    this.addSql(`
      create function overview_student_facts(s students) returns table(day date, metric text, value bigint) language sql stable as $$
        select overview_day(s.created_at), 'registered', 1::bigint
        union all
        select overview_day(s.validated_at), 'validated', 1 where s.validated and s.validated_at is not null
        union all
        select overview_day(s.validated_at),
               case when exists (select from statement_credits c where c.student_id = s.id) then 'fees.matched' else 'fees.unmatched' end,
               ${REGISTRATION_FEE_RUPEES}
         where s.validated and s.validated_at is not null $$;`);
    this.addSql(`
      create function overview_extra_course_facts(e extra_courses) returns table(day date, metric text, value bigint) language sql stable as $$
        select overview_day(e.validated_at),
               case when c.id is null then 'fees.unmatched' else 'fees.matched' end,
               coalesce(round(c.amount_rupees)::bigint, ${EXTRA_COURSE_ASKED})
          from (select) one left join statement_credits c on c.extra_course_id = e.id
         where e.validated and e.validated_at is not null $$;`);
    this.addSql(`
      create function overview_mail_facts(m mail_log) returns table(day date, metric text, value bigint) language sql immutable as $$
        select overview_day(coalesce(m.sent_at, m.created_at)), 'mail.sent', 1::bigint where m.status = 'sent'
        union all
        select overview_day(m.created_at), unnest(array['mail.failed', 'mail.failed.' || coalesce(m.error_kind, 'other')]), 1 where m.status = 'failed' $$;`);
    this.addSql(`
      create function overview_payout_facts(p payouts) returns table(day date, metric text, value bigint) language sql immutable as $$
        select to_date(p.period || '-01', 'YYYY-MM-DD'), case when p.status = 'paid' then 'payouts.paid' else 'payouts.owed' end, p.amount::bigint $$;`);
    this.addSql(`
      create function overview_event_facts(e events) returns table(day date, metric text, value bigint) language sql immutable as $$
        select overview_day(e.created_at), 'rejected', 1::bigint where e.type = 'student.payment-rejected' $$;`);

    // A credit linked to (or unlinked from) a validated enrolment or extra course moves its rupees between
    // unmatched and matched on the validation day; the rows' own facts read the credits, so this is the
    // difference a credit makes, everything else held still.
    this.addSql(`
      create function overview_credit_moves(c statement_credits, sign int) returns table(day date, metric text, value bigint) language sql stable as $$
        select overview_day(s.validated_at), m.metric, sign * m.k * ${REGISTRATION_FEE_RUPEES}::bigint
          from students s, (values ('fees.matched', 1), ('fees.unmatched', -1)) m(metric, k)
         where s.id = c.student_id and s.validated and s.validated_at is not null
        union all
        select overview_day(e.validated_at), m.metric, sign * case when m.k = 1 then round(c.amount_rupees)::bigint else -${EXTRA_COURSE_ASKED}::bigint end
          from extra_courses e, (values ('fees.matched', 1), ('fees.unmatched', -1)) m(metric, k)
         where e.id = c.extra_course_id and e.validated and e.validated_at is not null $$;`);

    // Lines summed per (day, metric), zero sums dropped, rows locked in one order: two statements never wait in a cycle.
    const apply = (lines: string) => `
        insert into overview_days (day, metric, value)
        select day, metric, sum(value) from (${lines}) l group by day, metric having sum(value) <> 0 order by day, metric
        on conflict (day, metric) do update set value = overview_days.value + excluded.value;`;
    const factsOf = (fn: string, rows: string, sign: 1 | -1) => `select f.day, f.metric, ${sign} * f.value as value from ${rows} r cross join lateral ${fn}(r) f`;
    for (const { table, facts } of FOLLOWED) {
      this.addSql(`
        create function ${facts}_on_change() returns trigger language plpgsql as $$
        begin
          if tg_op = 'INSERT' then${apply(factsOf(facts, 'new_rows', 1))}
          elsif tg_op = 'DELETE' then${apply(factsOf(facts, 'old_rows', -1))}
          else${apply(`${factsOf(facts, 'new_rows', 1)} union all ${factsOf(facts, 'old_rows', -1)}`)}
          end if;
          return null;
        end $$;`);
      this.addSql(`create trigger overview_insert after insert on "${table}" referencing new table as new_rows for each statement execute function ${facts}_on_change();`);
      this.addSql(`create trigger overview_delete after delete on "${table}" referencing old table as old_rows for each statement execute function ${facts}_on_change();`);
      this.addSql(
        `create trigger overview_update after update on "${table}" referencing old table as old_rows new table as new_rows for each statement execute function ${facts}_on_change();`,
      );
    }
    const moves = (rows: string, sign: 1 | -1) => `select f.day, f.metric, f.value from ${rows} r cross join lateral overview_credit_moves(r, ${sign}) f`;
    this.addSql(`
      create function overview_credit_moves_on_change() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then${apply(moves('new_rows', 1))}
        elsif tg_op = 'DELETE' then${apply(moves('old_rows', -1))}
        else${apply(`${moves('new_rows', 1)} union all ${moves('old_rows', -1)}`)}
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger overview_insert after insert on "statement_credits" referencing new table as new_rows for each statement execute function overview_credit_moves_on_change();`);
    this.addSql(`create trigger overview_delete after delete on "statement_credits" referencing old table as old_rows for each statement execute function overview_credit_moves_on_change();`);
    this.addSql(
      `create trigger overview_update after update on "statement_credits" referencing old table as old_rows new table as new_rows for each statement execute function overview_credit_moves_on_change();`,
    );

    // What the rollup holds when computed from the base tables: the nightly rebuild's (and the benchmark's live) figures.
    this.addSql(`
      create view overview_facts as
      select day, metric, sum(value)::bigint as value from (
        select f.* from students r cross join lateral overview_student_facts(r) f
        union all select f.* from extra_courses r cross join lateral overview_extra_course_facts(r) f
        union all select f.* from mail_log r cross join lateral overview_mail_facts(r) f
        union all select f.* from payouts r cross join lateral overview_payout_facts(r) f
        union all select f.* from events r cross join lateral overview_event_facts(r) f where r.type = 'student.payment-rejected'
      ) l group by day, metric having sum(value) <> 0;`);
    this.addSql(`insert into overview_days (day, metric, value) select day, metric, value from overview_facts;`);

    // The pending queue, read live on every overview: its own rows only. The unvalidated index also holds
    // every rejection never resubmitted, which grows for ever (bench/overview.ts: 2,000 waiting among
    // 12,000 unvalidated read 3,700 heap pages, 28-49 ms; this index, read alone, 1 ms).
    this.addSql(`create index "students_pending_created_index" on "students" ("created_at") where not "validated" and "rejected_at" is null and "erased_at" is null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "students_pending_created_index";`);
    this.addSql(`drop view overview_facts;`);
    for (const { table, facts } of FOLLOWED) {
      for (const trigger of ['overview_insert', 'overview_delete', 'overview_update']) this.addSql(`drop trigger ${trigger} on "${table}";`);
      this.addSql(`drop function ${facts}_on_change(), ${facts};`);
    }
    for (const trigger of ['overview_insert', 'overview_delete', 'overview_update']) this.addSql(`drop trigger ${trigger} on "statement_credits";`);
    this.addSql(`drop function overview_credit_moves_on_change(), overview_credit_moves;`);
    this.addSql(`drop trigger mail_log_error_kind on "mail_log";`);
    this.addSql(`drop function mail_log_error_kind();`);
    this.addSql(`alter table "mail_log" drop column "error_kind";`);
    this.addSql(`drop function mail_error_kind, overview_day;`);
    this.addSql(`drop table "overview_days";`);
  }
}
