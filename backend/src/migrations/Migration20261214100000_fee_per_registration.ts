import { Migration } from '@mikro-orm/migrations';

/**
 * The fee each intern was shown, stored with their registration and each extra course (docs/PAYMENTS.md):
 * every check of a payment (the screenshot's amount, a bank credit, the overview's money) reads it, so a
 * fee changed in the catalogue never makes an earlier intern's payment look wrong.
 *
 * `students.fee_rupees`: the registration fee accepted. `extra_courses.fee_rupees`: the amounts accepted
 * for the extra course, the first the one its link asks (the specification's ₹200, and ₹350 from the info
 * page). Rows from before are backfilled with the fees of the time; no default afterwards, so a write path
 * that forgets the fee fails instead of storing a guess.
 */
export class Migration20261214100000_fee_per_registration extends Migration {
  override name = 'Migration20261214100000_fee_per_registration';

  override up(): void | Promise<void> {
    this.addSql(`alter table "students" add column "fee_rupees" int not null default 499;`);
    this.addSql(`alter table "students" alter column "fee_rupees" drop default;`);
    this.addSql(
      `alter table "students" add constraint "students_fee_rupees_check" check ("fee_rupees" between 1 and 100000);`,
    );
    this.addSql(`alter table "extra_courses" add column "fee_rupees" int[] not null default '{200,350}';`);
    this.addSql(`alter table "extra_courses" alter column "fee_rupees" drop default;`);
    // At least one amount, none missing, each a fee a course may have (shared/api/catalogue.ts MAX_FEE_RUPEES).
    this.addSql(
      `alter table "extra_courses" add constraint "extra_courses_fee_rupees_check"
         check (cardinality("fee_rupees") between 1 and 4 and array_position("fee_rupees", null) is null
                and 1 <= all("fee_rupees") and 100000 >= all("fee_rupees"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "extra_courses" drop column "fee_rupees";`);
    this.addSql(`alter table "students" drop column "fee_rupees";`);
  }
}
