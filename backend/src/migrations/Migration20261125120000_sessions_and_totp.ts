import { Migration } from '@mikro-orm/migrations';

/**
 * Sessions name their account in columns (so one account's sessions can be listed and ended with an
 * index, not a scan of the JSON), record when they were last used and from where, and carry a random
 * handle: the only id a browser ever sees (never the table key, which is the SHA-256 of a cookie).
 * Admin sessions from before end (a password alone made them). Admins get a TOTP second factor (the
 * secret is stored sealed, see lib/secret-box.ts; the last time step used, so a code cannot be
 * replayed) and single-use recovery codes, stored as argon2id hashes.
 */
export class Migration20261125120000_sessions_and_totp extends Migration {
  override name = 'Migration20261125120000_sessions_and_totp';

  override up(): void | Promise<void> {
    this.addSql(`alter table "sessions"
      add column "handle" uuid not null default gen_random_uuid(),
      add column "account_kind" varchar(10) null,
      add column "account_id" int null,
      add column "last_seen_at" timestamptz not null default now(),
      add column "ip" varchar(64) null,
      add column "user_agent" varchar(300) null;`);
    // Admin sessions made by the password alone end: every admin signs in again with the second step.
    // Interns' sessions keep working: idle from now (their last use is unknown), 30 days from their creation.
    this.addSql(`delete from "sessions" where "data"->'user'->>'kind' = 'admin';`);
    this.addSql(`update "sessions" set "account_kind" = "data"->'user'->>'kind', "account_id" = ("data"->'user'->>'id')::int
      where jsonb_typeof("data"->'user') = 'object';`);
    this.addSql(`create index "sessions_account_index" on "sessions" ("account_kind", "account_id");`);

    this.addSql(`alter table "admins"
      add column "totp_secret" varchar(255) null,
      add column "totp_enabled_at" timestamptz null,
      add column "totp_last_step" bigint null;`);

    this.addSql(`create table "admin_recovery_codes" (
      "id" serial primary key,
      "admin_id" int not null references "admins" ("id") on delete cascade,
      "code_hash" varchar(255) not null,
      "used_at" timestamptz null,
      "created_at" timestamptz not null default now());`);
    this.addSql(`create index "admin_recovery_codes_admin_id_index" on "admin_recovery_codes" ("admin_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table "admin_recovery_codes";`);
    this.addSql(`alter table "admins" drop column "totp_secret", drop column "totp_enabled_at", drop column "totp_last_step";`);
    this.addSql(`drop index "sessions_account_index";`);
    this.addSql(`alter table "sessions" drop column "handle", drop column "account_kind", drop column "account_id", drop column "last_seen_at", drop column "ip", drop column "user_agent";`);
  }
}
