import { Migration } from '@mikro-orm/migrations';

export class Migration20261121054153 extends Migration {

  override name = 'Migration20261121054153';

  override up(): void | Promise<void> {
    this.addSql(`create table "admins" ("id" serial primary key, "email" varchar(255) not null, "name" varchar(255) not null, "password_hash" varchar(255) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "admins" add constraint "admins_email_unique" unique ("email");`);

    this.addSql(`create table "contact_messages" ("id" serial primary key, "name" varchar(255) not null, "email" varchar(255) not null, "subject" varchar(255) not null, "message" text not null, "created_at" timestamptz not null);`);

    this.addSql(`create table "events" ("id" bigserial primary key, "type" varchar(255) not null, "subject_type" varchar(255) not null, "subject_id" varchar(255) not null, "payload" jsonb not null, "actor" varchar(255) not null, "created_at" timestamptz not null, "dispatched_at" timestamptz null);`);

    this.addSql(`create table "job_runs" ("id" varchar(255) not null, "event_id" bigint not null, "queue" varchar(255) not null, "handler" varchar(255) not null, "student_id" int null, "state" text not null default 'queued', "attempts" int not null default 0, "progress" int not null default 0, "result" jsonb null, "error" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "job_runs_event_id_index" on "job_runs" ("event_id");`);
    this.addSql(`create index "job_runs_student_id_index" on "job_runs" ("student_id");`);
    this.addSql(`create index "job_runs_state_index" on "job_runs" ("state");`);
    this.addSql(`alter table "job_runs" add constraint "job_runs_state_check" check ("state" in ('waiting', 'queued', 'active', 'retrying', 'completed', 'failed'));`);

    this.addSql(`create table "mail_log" ("id" serial primary key, "job_id" varchar(255) not null, "template" varchar(255) not null, "recipient" varchar(255) not null, "subject" varchar(255) not null, "student_id" int null, "status" text not null default 'sending', "message_id" varchar(255) null, "outbox_path" varchar(255) null, "error" text null, "attempts" int not null default 0, "sent_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "mail_log" add constraint "mail_log_job_id_unique" unique ("job_id");`);
    this.addSql(`create index "mail_log_student_id_index" on "mail_log" ("student_id");`);
    this.addSql(`alter table "mail_log" add constraint "mail_log_status_check" check ("status" in ('sending', 'sent', 'failed'));`);

    this.addSql(`create table "referrers" ("id" serial primary key, "name" varchar(255) not null, "email" varchar(255) not null, "phone" varchar(255) not null, "upi_id" varchar(255) not null, "code" varchar(255) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "referrers" add constraint "referrers_email_unique" unique ("email");`);
    this.addSql(`alter table "referrers" add constraint "referrers_code_unique" unique ("code");`);

    this.addSql(`create table "payouts" ("id" serial primary key, "referrer_id" int not null, "period" varchar(7) not null, "referral_count" int not null, "amount" int not null, "status" text not null default 'pending', "utr" varchar(255) null, "paid_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "payouts_period_index" on "payouts" ("period");`);
    this.addSql(`alter table "payouts" add constraint "payouts_referrer_id_period_unique" unique ("referrer_id", "period");`);
    this.addSql(`alter table "payouts" add constraint "payouts_status_check" check ("status" in ('pending', 'paid'));`);

    this.addSql(`create table "sessions" ("id" varchar(64) not null, "data" jsonb not null, "expires_at" timestamptz not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "sessions_expires_at_index" on "sessions" ("expires_at");`);

    this.addSql(`create table "files" ("id" uuid not null, "purpose" text not null, "content_type" varchar(255) not null, "size" int not null, "sha256" varchar(64) not null, "data" bytea not null, "source_id" uuid null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "files_sha256_index" on "files" ("sha256");`);
    this.addSql(`alter table "files" add constraint "files_purpose_check" check ("purpose" in ('screenshot-raw', 'screenshot', 'document'));`);

    this.addSql(`create table "students" ("id" serial primary key, "name" varchar(255) not null, "email" varchar(255) not null, "college" varchar(255) not null, "phone" varchar(255) not null, "start_date" date not null, "end_date" date not null, "department" varchar(255) not null, "course" varchar(255) not null, "referral_code" varchar(255) null, "utr" varchar(255) null, "password_hash" varchar(255) not null, "validated" boolean not null default false, "validated_at" timestamptz null, "test_mark" int null, "screenshot_id" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "students" add constraint "students_email_unique" unique ("email");`);
    this.addSql(`create index "students_phone_index" on "students" ("phone");`);
    this.addSql(`create index "students_referral_code_index" on "students" ("referral_code");`);
    this.addSql(`create index "students_utr_index" on "students" ("utr");`);

    this.addSql(`create table "quiz_attempts" ("id" serial primary key, "student_id" int not null, "test_no" int not null, "score" int not null, "total" int not null, "answers" jsonb not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "quiz_attempts_student_id_index" on "quiz_attempts" ("student_id");`);

    this.addSql(`create table "payout_items" ("id" serial primary key, "payout_id" int not null, "student_id" int not null, "amount" int not null);`);
    this.addSql(`create index "payout_items_payout_id_index" on "payout_items" ("payout_id");`);
    this.addSql(`alter table "payout_items" add constraint "payout_items_student_id_unique" unique ("student_id");`);

    this.addSql(`create table "extra_courses" ("id" serial primary key, "student_id" int not null, "course" varchar(255) not null, "start_date" date not null, "end_date" date not null, "college" varchar(255) not null, "transaction" varchar(255) not null, "email" varchar(255) not null, "validated" boolean not null default false, "validated_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "extra_courses_student_id_index" on "extra_courses" ("student_id");`);

    this.addSql(`create table "documents" ("id" serial primary key, "student_id" int not null, "extra_course_id" int null, "kind" text not null, "certificate_number" varchar(255) not null, "verification_token" varchar(255) not null, "issued_on" date not null, "file_id" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "documents_student_id_index" on "documents" ("student_id");`);
    this.addSql(`alter table "documents" add constraint "documents_verification_token_unique" unique ("verification_token");`);
    this.addSql(`alter table "documents" add constraint "documents_kind_check" check ("kind" in ('offer-letter', 'completion-certificate', 'test-certificate', 'extra-offer-letter', 'extra-certificate'));`);

    this.addSql(`alter table "payouts" add constraint "payouts_referrer_id_foreign" foreign key ("referrer_id") references "referrers" ("id") on delete cascade;`);

    this.addSql(`alter table "files" add constraint "files_source_id_foreign" foreign key ("source_id") references "files" ("id") on delete set null;`);

    this.addSql(`alter table "students" add constraint "students_screenshot_id_foreign" foreign key ("screenshot_id") references "files" ("id") on delete set null;`);

    this.addSql(`alter table "quiz_attempts" add constraint "quiz_attempts_student_id_foreign" foreign key ("student_id") references "students" ("id") on delete cascade;`);

    this.addSql(`alter table "payout_items" add constraint "payout_items_payout_id_foreign" foreign key ("payout_id") references "payouts" ("id") on delete cascade;`);
    this.addSql(`alter table "payout_items" add constraint "payout_items_student_id_foreign" foreign key ("student_id") references "students" ("id") on delete cascade;`);

    this.addSql(`alter table "extra_courses" add constraint "extra_courses_student_id_foreign" foreign key ("student_id") references "students" ("id") on delete cascade;`);

    this.addSql(`alter table "documents" add constraint "documents_student_id_foreign" foreign key ("student_id") references "students" ("id") on delete cascade;`);
    this.addSql(`alter table "documents" add constraint "documents_extra_course_id_foreign" foreign key ("extra_course_id") references "extra_courses" ("id") on delete cascade;`);
    this.addSql(`alter table "documents" add constraint "documents_file_id_foreign" foreign key ("file_id") references "files" ("id") on delete set null;`);
    // Hand-written: what the entity builders cannot say.
    // A document is unique per (student, kind, extra course); NULLS NOT DISTINCT so the main-course
    // documents (no extra course) are unique too.
    this.addSql(`create unique index "documents_owner_kind_unique" on "documents" ("student_id", "kind", "extra_course_id") nulls not distinct;`);
    // The relay only ever scans undispatched events.
    this.addSql(`create index "events_undispatched_index" on "events" ("id") where "dispatched_at" is null;`);
    this.addSql(`create index "events_subject_index" on "events" ("subject_type", "subject_id");`);
    // Wake the relay the moment an event commits (NOTIFY is delivered on commit, never on rollback).
    this.addSql(`create function "notify_event_recorded"() returns trigger language plpgsql as $$ begin perform pg_notify('events_recorded', ''); return null; end $$;`);
    this.addSql(`create trigger "events_notify" after insert on "events" for each statement execute function "notify_event_recorded"();`);
    this.addSql(`create index "students_name_index" on "students" (lower("name") text_pattern_ops);`);
  }

}
