import { Migration } from '@mikro-orm/migrations';

/** A failed job keeps the catalogue code of its message, so readers decide by code, not by its words. */
export class Migration20261127100000_job_error_code extends Migration {
  override name = 'Migration20261127100000_job_error_code';

  override up(): void | Promise<void> {
    this.addSql(`alter table "job_runs" add column "error_code" text null;`);
    // Rows failed before this migration said it only in words: the one a reader decides by gets its code.
    this.addSql(`update "job_runs" set "error_code" = 'notAnImage' where "state" = 'failed' and "error" = 'The file given is not an image';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "job_runs" drop column "error_code";`);
  }
}
