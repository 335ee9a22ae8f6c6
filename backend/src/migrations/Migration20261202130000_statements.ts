import { Migration } from '@mikro-orm/migrations';

/**
 * Bank statements an admin reconciles (docs/PAYMENTS.md). A file is known by its sha256, so importing
 * it again answers the first import. A credit is one bank transaction, ever (utr unique across all
 * statements), and it confirms one enrolment at most, ever (student_id / extra_course_id unique).
 */
export class Migration20261202130000_statements extends Migration {
  override name = 'Migration20261202130000_statements';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "statements" ("id" serial primary key, "sha256" text not null, "file_name" text not null, "layout" text not null,
         "uploaded_by" int not null references "admins" ("id"), "row_count" int not null, "credit_count" int not null,
         "already_imported_count" int not null, "created_at" timestamptz not null default now(),
         constraint "statements_sha256_unique" unique ("sha256"));`,
    );
    this.addSql(
      `create table "statement_credits" ("id" serial primary key, "statement_id" int not null references "statements" ("id") on delete cascade,
         "row_number" int not null, "date" date null, "amount_rupees" numeric(12,2) not null, "narration" text not null, "utr" text not null,
         "reference" text null, "student_id" int null references "students" ("id") on delete set null,
         "extra_course_id" int null references "extra_courses" ("id") on delete set null, "match_kind" text null, "validated_at" timestamptz null,
         constraint "statement_credits_utr_unique" unique ("utr"),
         constraint "statement_credits_student_id_unique" unique ("student_id"),
         constraint "statement_credits_extra_course_id_unique" unique ("extra_course_id"),
         constraint "statement_credits_one_enrolment_check" check ("student_id" is null or "extra_course_id" is null),
         constraint "statement_credits_match_kind_check" check ("match_kind" in ('utr', 'reference')));`,
    );
    this.addSql(`create index "statement_credits_statement_id_index" on "statement_credits" ("statement_id");`);
    this.addSql(`create index if not exists "students_utr_index" on "students" ("utr");`);
    this.addSql(`create index if not exists "extra_courses_transaction_index" on "extra_courses" ("transaction");`);
    this.addSql(`create index if not exists "screenshot_readings_utr_index" on "screenshot_readings" ("utr");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "statement_credits";`);
    this.addSql(`drop table if exists "statements";`);
    this.addSql(`drop index if exists "students_utr_index";`);
    this.addSql(`drop index if exists "extra_courses_transaction_index";`);
    this.addSql(`drop index if exists "screenshot_readings_utr_index";`);
  }
}
