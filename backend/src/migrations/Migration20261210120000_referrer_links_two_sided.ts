import { Migration } from '@mikro-orm/migrations';

/**
 * An intern is linked to a refer-and-earn membership only by an act of both sides, never by a
 * matching address: proving an e-mail that a member also uses links nothing any more (a stranger
 * could register with the member's address and get it proven by one click of the member).
 *
 * - `referrers.student_link` says how the intern on `referrers.student_id` came to be linked:
 *   'joined-signed-in' (the member joined while signed in as the intern, and the confirmation mail
 *   named that intern account) or 'member-confirmed' (the intern asked, and the member confirmed the
 *   mailed link naming the intern account). Null when no intern is linked.
 * - The view `student_referrers` keeps its shape (its readers stay as they are) and reads only
 *   `referrers.student_id`: a confirmed, not erased record and its linked intern. The branch that
 *   linked a confirmed member to every intern who proved the same e-mail is gone, and the links it
 *   made end with this migration (the release note in docs/PRIVACY.md).
 * - The index on lower(email) served only that branch.
 */
export class Migration20261210120000_referrer_links_two_sided extends Migration {
  override name = 'Migration20261210120000_referrer_links_two_sided';

  override up(): void | Promise<void> {
    this.addSql(`alter table "referrers" add column "student_link" text null;`);
    this.addSql(`update "referrers" set "student_link" = 'joined-signed-in' where "student_id" is not null;`);
    // Not tied to student_id by the check: deleting a student sets student_id null and leaves this behind, unread.
    this.addSql(`alter table "referrers" add constraint "referrers_student_link_check" check ("student_link" in ('joined-signed-in', 'member-confirmed'));`);
    this.addSql(`
      create or replace view "student_referrers" as
      select r.student_id, r.id as referrer_id, r.student_link as link
        from referrers r
       where r.student_id is not null and r.confirmed_at is not null and r.erased_at is null;`);
    this.addSql(`drop index "referrers_email_lower_index";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`create index "referrers_email_lower_index" on "referrers" (lower("email"));`);
    this.addSql(`
      create or replace view "student_referrers" as
      select r.student_id, r.id as referrer_id, 'joined-signed-in'::text as link
        from referrers r
       where r.student_id is not null and r.confirmed_at is not null and r.erased_at is null
      union
      select s.id as student_id, r.id as referrer_id, 'proven-email'::text as link
        from students s
        join referrers r on lower(r.email) = lower(s.email)
       where s.email_verified_at is not null and r.confirmed_at is not null and r.erased_at is null;`);
    this.addSql(`alter table "referrers" drop constraint "referrers_student_link_check";`);
    this.addSql(`alter table "referrers" drop column "student_link";`);
  }
}
