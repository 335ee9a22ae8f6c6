import { Migration } from '@mikro-orm/migrations';

/**
 * The admin student search (`ilike '%text%'` on name, e-mail, UTR and phone) uses trigram indexes
 * instead of reading every student: against 100,000 students the search's count went from a
 * ~110 ms scan to ~11 ms (docs/PERFORMANCE.md). pg_trgm is a trusted extension: the database owner
 * may create it.
 */
export class Migration20261123090000_student_search extends Migration {
  override name = 'Migration20261123090000_student_search';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create index "students_name_trgm_index" on "students" using gin ("name" gin_trgm_ops);`);
    this.addSql(`create index "students_email_trgm_index" on "students" using gin ("email" gin_trgm_ops);`);
    this.addSql(`create index "students_utr_trgm_index" on "students" using gin ("utr" gin_trgm_ops);`);
    this.addSql(`create index "students_phone_trgm_index" on "students" using gin ("phone" gin_trgm_ops);`);
  }
}
