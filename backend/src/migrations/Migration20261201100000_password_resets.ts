import { Migration } from '@mikro-orm/migrations';

/**
 * Forgot password: the one-time links that set an intern's new password, by the
 * SHA-256 of their token (a leaked table resets nobody), with a 30-minute expiry; `used_at` marks a
 * link used or voided (a newer link, or the reset itself, voids the others of the account).
 */
export class Migration20261201100000_password_resets extends Migration {
  override name = 'Migration20261201100000_password_resets';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "password_resets" ("id" bigserial primary key, "student_id" int not null, "token_hash" char(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "password_resets" add constraint "password_resets_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "password_resets_student_id_index" on "password_resets" ("student_id");`);
    this.addSql(
      `alter table "password_resets" add constraint "password_resets_student_id_foreign" foreign key ("student_id") references "students" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table "password_resets";`);
  }
}
