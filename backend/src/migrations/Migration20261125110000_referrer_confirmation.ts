import { Migration } from '@mikro-orm/migrations';

/**
 * Referrers prove their e-mail.
 *
 * - `confirmed_at`: a referrer counts, links to an intern's dashboard and is paid only once set. The
 *   referral code is issued at confirmation (so `code` may be null) in the format of the form the
 *   referrer joined from (`source`).
 * - `referrer_confirmations`: the one-time links, by the SHA-256 of their token (a leaked table
 *   confirms nobody), with an expiry; `used_at` keeps a used link answering 'already used'.
 * - Two active referrers never share a phone or a UPI id (partial unique indexes: race-free), so
 *   nobody is paid twice under a second e-mail.
 * - `referral_credits`: the one definition of a referral that counts, read by the referral dashboard,
 *   an intern's own record, the admin refer count, the specification's student list and the payout run.
 *
 * Rows that exist already predate confirmation and are confirmed as they are, oldest first; a later row
 * that shares a phone or UPI id with one already confirmed stays unconfirmed (the rule above allows
 * only one of them to be active; admins see it marked unconfirmed).
 */
export class Migration20261125110000_referrer_confirmation extends Migration {
  override name = 'Migration20261125110000_referrer_confirmation';

  override up(): void | Promise<void> {
    this.addSql(`alter table "referrers" add column "confirmed_at" timestamptz null;`);
    this.addSql(`alter table "referrers" add column "source" text not null default 'dashboard';`);
    this.addSql(`alter table "referrers" add constraint "referrers_source_check" check ("source" in ('home', 'dashboard'));`);
    this.addSql(`alter table "referrers" alter column "code" drop not null;`);
    this.addSql(`create unique index "referrers_active_phone_unique" on "referrers" ("phone") where "confirmed_at" is not null;`);
    this.addSql(`create unique index "referrers_active_upi_unique" on "referrers" (lower("upi_id")) where "confirmed_at" is not null;`);
    this.addSql(`
      do $$
      declare r record;
      begin
        for r in select id, phone, upi_id from referrers order by created_at, id loop
          update referrers set confirmed_at = created_at
           where id = r.id
             and not exists (select 1 from referrers o
                              where o.confirmed_at is not null and (o.phone = r.phone or lower(o.upi_id) = lower(r.upi_id)));
        end loop;
      end $$;`);

    this.addSql(
      `create table "referrer_confirmations" ("id" bigserial primary key, "referrer_id" int not null, "token_hash" char(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "referrer_confirmations" add constraint "referrer_confirmations_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "referrer_confirmations_referrer_id_index" on "referrer_confirmations" ("referrer_id");`);
    this.addSql(
      `alter table "referrer_confirmations" add constraint "referrer_confirmations_referrer_id_foreign" foreign key ("referrer_id") references "referrers" ("id") on delete cascade;`,
    );

    this.addSql(`
      create view "referral_credits" as
      select s.id as student_id, r.id as referrer_id, s.validated, s.validated_at, s.created_at as enrolled_at
        from students s
        join referrers r on r.code = s.referral_code
       where r.confirmed_at is not null
         and s.phone <> r.phone
         and lower(s.email) <> lower(r.email);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop view "referral_credits";`);
    this.addSql(`drop table "referrer_confirmations";`);
    this.addSql(`drop index "referrers_active_upi_unique";`);
    this.addSql(`drop index "referrers_active_phone_unique";`);
    this.addSql(`delete from "referrers" where "code" is null;`);
    this.addSql(`alter table "referrers" alter column "code" set not null;`);
    this.addSql(`alter table "referrers" drop constraint "referrers_source_check";`);
    this.addSql(`alter table "referrers" drop column "source";`);
    this.addSql(`alter table "referrers" drop column "confirmed_at";`);
  }
}
