import { Migration } from '@mikro-orm/migrations';

/** The four tables of one-time links that came before `one_time_links`, each with its purpose there. */
const OLD_LINKS = [
  { table: 'password_resets', subject: 'student_id', parent: 'students', purpose: 'password-reset' },
  { table: 'referrer_confirmations', subject: 'referrer_id', parent: 'referrers', purpose: 'referrer-confirmation' },
  { table: 'admin_invites', subject: 'admin_id', parent: 'admins', purpose: 'admin-invite' },
  { table: 'referrer_data_links', subject: 'referrer_id', parent: 'referrers', purpose: 'referrer-data' },
] as const;

/**
 * The password reset, referrer confirmation, staff invitation and referrer data links move
 * into `one_time_links` (commands/one-time-links.ts), and their own tables go. Every row moves as it
 * is, the used and expired ones too: a link mailed before the deploy keeps working, and a spent or old
 * one keeps its answer ('already used', 'expired') rather than becoming an unknown link. A token's hash
 * is unique across the tables (32 random bytes), so the unique index of `one_time_links` takes them.
 * The site's role needs no grant of its own: grantAppRole runs after every migration and covers every
 * table (and the tables `down` makes again).
 */
export class Migration20261205100000_one_time_links_for_all extends Migration {
  override name = 'Migration20261205100000_one_time_links_for_all';

  override up(): void | Promise<void> {
    for (const { table, subject, purpose } of OLD_LINKS) {
      this.addSql(
        `insert into "one_time_links" ("purpose", "subject", "token_hash", "expires_at", "used_at", "created_at")
         select '${purpose}', "${subject}"::text, "token_hash", "expires_at", "used_at", "created_at" from "${table}" order by "id";`,
      );
      this.addSql(`drop table "${table}";`);
    }
  }

  override down(): void | Promise<void> {
    for (const { table, subject, parent, purpose } of OLD_LINKS) {
      this.addSql(
        `create table "${table}" ("id" bigserial primary key, "${subject}" int not null, "token_hash" char(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now());`,
      );
      this.addSql(`alter table "${table}" add constraint "${table}_token_hash_unique" unique ("token_hash");`);
      this.addSql(`create index "${table}_${subject}_index" on "${table}" ("${subject}");`);
      this.addSql(
        `alter table "${table}" add constraint "${table}_${subject}_foreign" foreign key ("${subject}") references "${parent}" ("id") on delete cascade;`,
      );
      // A link whose subject is gone (the old tables deleted it with its row) has nowhere to go back to.
      this.addSql(
        `insert into "${table}" ("${subject}", "token_hash", "expires_at", "used_at", "created_at")
         select l."subject"::int, l."token_hash", l."expires_at", l."used_at", l."created_at"
           from "one_time_links" l join "${parent}" p on p."id"::text = l."subject"
          where l."purpose" = '${purpose}' order by l."id";`,
      );
      this.addSql(`delete from "one_time_links" where "purpose" = '${purpose}';`);
    }
  }
}
