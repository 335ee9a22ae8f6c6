import { Migration } from '@mikro-orm/migrations';

/**
 * One table for the mailed one-time links, whatever they do (`purpose`) and whom they act on
 * (`subject`, the id as text). The intern's e-mail proof is the first; the password reset, referrer
 * confirmation, invitation and referrer data links keep their own tables for now. Only the token's
 * SHA-256 is stored. No check on `purpose`: a new purpose is a change of code, not of schema.
 */
export class Migration20261204110000_one_time_links extends Migration {
  override name = 'Migration20261204110000_one_time_links';

  override up(): void | Promise<void> {
    this.addSql(`create table "one_time_links" (
      "id" bigserial primary key,
      "purpose" text not null,
      "subject" text not null,
      "token_hash" char(64) not null unique,
      "expires_at" timestamptz not null,
      "used_at" timestamptz null,
      "created_at" timestamptz not null default now()
    );`);
    // A new link voids the subject's live links of the same purpose: found by this index.
    this.addSql(`create index "one_time_links_subject_index" on "one_time_links" ("purpose", "subject") where "used_at" is null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "one_time_links";`);
  }
}
