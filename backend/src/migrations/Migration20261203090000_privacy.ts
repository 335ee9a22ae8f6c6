import { Migration } from '@mikro-orm/migrations';

/**
 * Personal data (docs/PRIVACY.md): the consent each form's record was given with (the notice version and
 * when), erasure requests and the erased mark, and the referrer's one-time data-export links.
 * Records from before the notice keep null consent: they were collected under the old site.
 */
export class Migration20261203090000_privacy extends Migration {
  override name = 'Migration20261203090000_privacy';

  override up(): void | Promise<void> {
    for (const table of ['students', 'referrers', 'contact_messages']) {
      this.addSql(`alter table "${table}" add column "consent_version" text null, add column "consent_at" timestamptz null;`);
    }
    this.addSql(`alter table "students" add column "erased_at" timestamptz null;`);
    this.addSql(`alter table "referrers" add column "erased_at" timestamptz null;`);
    this.addSql(`alter table "extra_courses" add column "erased_at" timestamptz null;`);

    this.addSql(`create table "erasure_requests" (
      "id" serial primary key,
      "student_id" int not null references "students" ("id") on delete cascade,
      "status" text not null default 'pending' check ("status" in ('pending', 'approved', 'refused')),
      "reason" text null,
      "decision_note" text null,
      "decided_by" int null,
      "decided_at" timestamptz null,
      "notify_email" text null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "erasure_requests_decided_check" check (("status" = 'pending') = ("decided_at" is null))
    );`);
    // One open request per intern: asking twice is the same request.
    this.addSql(`create unique index "erasure_requests_one_pending" on "erasure_requests" ("student_id") where "status" = 'pending';`);
    this.addSql(`create index "erasure_requests_student_id_index" on "erasure_requests" ("student_id");`);
    // The daily run finds approved requests whose confirmation address was never cleared.
    this.addSql(`create index "erasure_requests_notify_index" on "erasure_requests" ("decided_at") where "notify_email" is not null;`);

    this.addSql(`create table "referrer_data_links" (
      "id" bigserial primary key,
      "referrer_id" int not null references "referrers" ("id") on delete cascade,
      "token_hash" char(64) not null unique,
      "expires_at" timestamptz not null,
      "used_at" timestamptz null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "referrer_data_links_referrer_id_index" on "referrer_data_links" ("referrer_id");`);

    // Retention reads these by age.
    this.addSql(`create index "contact_messages_created_at_index" on "contact_messages" ("created_at");`);
    this.addSql(`create index "students_unvalidated_created_index" on "students" ("created_at") where not "validated" and "erased_at" is null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "students_unvalidated_created_index";`);
    this.addSql(`drop index if exists "contact_messages_created_at_index";`);
    this.addSql(`drop table if exists "referrer_data_links";`);
    this.addSql(`drop table if exists "erasure_requests";`);
    for (const table of ['students', 'referrers', 'contact_messages', 'extra_courses']) {
      this.addSql(`alter table "${table}" drop column if exists "consent_version", drop column if exists "consent_at", drop column if exists "erased_at";`);
    }
  }
}
