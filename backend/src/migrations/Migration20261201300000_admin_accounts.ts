import { Migration } from '@mikro-orm/migrations';

/**
 * Admin accounts and the operator role.
 *
 * - `admins.role`: 'admin' (everything) or 'operator' (queues, failed jobs, mail, payouts' status; retry
 *   and resend). Every account that exists is an admin.
 * - `admins.invite_pending`: invited, the password not set yet (its hash is of a random secret nobody
 *   holds, so the account cannot sign in); `disabled_at`: cannot sign in, its sessions ended;
 *   `last_login_at`: the last completed sign-in (both steps); `invited_by_id`: who invited it.
 * - `admin_invites`: the invitation links, by the SHA-256 of their token (a leaked table lets nobody
 *   set a password), with an expiry; `used_at` keeps a used link answering 'expired'.
 */
export class Migration20261201300000_admin_accounts extends Migration {
  override name = 'Migration20261201300000_admin_accounts';

  override up(): void | Promise<void> {
    this.addSql(`alter table "admins" add column "role" text not null default 'admin';`);
    this.addSql(`alter table "admins" add constraint "admins_role_check" check ("role" in ('admin', 'operator'));`);
    this.addSql(`alter table "admins" add column "invite_pending" boolean not null default false;`);
    this.addSql(`alter table "admins" add column "disabled_at" timestamptz null;`);
    this.addSql(`alter table "admins" add column "last_login_at" timestamptz null;`);
    this.addSql(`alter table "admins" add column "invited_by_id" int null;`);
    this.addSql(
      `alter table "admins" add constraint "admins_invited_by_id_foreign" foreign key ("invited_by_id") references "admins" ("id") on delete set null;`,
    );
    this.addSql(
      `create table "admin_invites" ("id" bigserial primary key, "admin_id" int not null, "token_hash" char(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "admin_invites" add constraint "admin_invites_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "admin_invites_admin_id_index" on "admin_invites" ("admin_id");`);
    this.addSql(
      `alter table "admin_invites" add constraint "admin_invites_admin_id_foreign" foreign key ("admin_id") references "admins" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table "admin_invites";`);
    this.addSql(`alter table "admins" drop constraint "admins_invited_by_id_foreign";`);
    this.addSql(`alter table "admins" drop column "invited_by_id";`);
    this.addSql(`alter table "admins" drop column "last_login_at";`);
    this.addSql(`alter table "admins" drop column "disabled_at";`);
    this.addSql(`alter table "admins" drop column "invite_pending";`);
    this.addSql(`alter table "admins" drop constraint "admins_role_check";`);
    this.addSql(`alter table "admins" drop column "role";`);
  }
}
