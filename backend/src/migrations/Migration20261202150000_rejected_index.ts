import { Migration } from '@mikro-orm/migrations';

/** The admin list's 'Payment rejected' filter and its count read the few rejected rows through this index. */
export class Migration20261202150000_rejected_index extends Migration {
  override name = 'Migration20261202150000_rejected_index';

  override up(): void | Promise<void> {
    this.addSql(`create index "students_rejected_index" on "students" ("rejected_at") where "rejected_at" is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "students_rejected_index";`);
  }
}
