import { Migration } from '@mikro-orm/migrations';

/**
 * An intern is linked to a refer-and-earn record only by a proven relationship, and a
 * referrer's unproven phone or UPI id never blocks another person.
 *
 * - `referrers.student_id`: the intern who was signed in when the record was joined (the dashboard's
 *   refer-and-earn popup). A join that replaces an unconfirmed record replaces it too.
 * - The view `student_referrers` is the one rule linking an intern to a referrer record (read by the
 *   intern's own record, the data export, the erasure and its preview, retention, the admin's student
 *   record): a confirmed, not erased record that either was joined while signed in as the intern, or
 *   has the intern's e-mail once the intern proved it (students.email_verified_at). Never a phone,
 *   never an unproven e-mail: anyone can register with anyone's.
 * - The partial unique indexes on an active referrer's phone and UPI id go: anyone could confirm a
 *   record with someone else's phone or UPI id first, and the owner could then never join. Admins see
 *   the clash instead (queries/referrer-clashes.ts). Each referral is still paid once (the unique
 *   payout_items.student_id), and the view referral_credits still refuses a self-referral by e-mail or
 *   phone: it compares a student only with the referrer whose code they carry, so it cannot reach a
 *   third party.
 */
export class Migration20261204120000_referrer_links extends Migration {
  override name = 'Migration20261204120000_referrer_links';

  override up(): void | Promise<void> {
    this.addSql(`alter table "referrers" add column "student_id" int null;`);
    this.addSql(
      `alter table "referrers" add constraint "referrers_student_id_foreign" foreign key ("student_id") references "students" ("id") on delete set null;`,
    );
    this.addSql(`create index "referrers_student_id_index" on "referrers" ("student_id") where "student_id" is not null;`);
    this.addSql(`drop index "referrers_active_phone_unique";`);
    this.addSql(`drop index "referrers_active_upi_unique";`);
    // The clash flags read referrers by phone and by UPI id.
    this.addSql(`create index "referrers_phone_index" on "referrers" ("phone");`);
    this.addSql(`create index "referrers_upi_index" on "referrers" (lower("upi_id"));`);
    // The view finds a record by an intern's proven e-mail, in any case.
    this.addSql(`create index "referrers_email_lower_index" on "referrers" (lower("email"));`);
    this.addSql(`
      create view "student_referrers" as
      select r.student_id, r.id as referrer_id, 'joined-signed-in'::text as link
        from referrers r
       where r.student_id is not null and r.confirmed_at is not null and r.erased_at is null
      union
      select s.id as student_id, r.id as referrer_id, 'proven-email'::text as link
        from students s
        join referrers r on lower(r.email) = lower(s.email)
       where s.email_verified_at is not null and r.confirmed_at is not null and r.erased_at is null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop view "student_referrers";`);
    this.addSql(`drop index "referrers_email_lower_index";`);
    this.addSql(`drop index "referrers_upi_index";`);
    this.addSql(`drop index "referrers_phone_index";`);
    // Taken back only where no two active referrers share a phone or UPI id (else this fails, saying which index).
    this.addSql(`create unique index "referrers_active_phone_unique" on "referrers" ("phone") where "confirmed_at" is not null;`);
    this.addSql(`create unique index "referrers_active_upi_unique" on "referrers" (lower("upi_id")) where "confirmed_at" is not null;`);
    this.addSql(`drop index "referrers_student_id_index";`);
    this.addSql(`alter table "referrers" drop constraint "referrers_student_id_foreign";`);
    this.addSql(`alter table "referrers" drop column "student_id";`);
  }
}
