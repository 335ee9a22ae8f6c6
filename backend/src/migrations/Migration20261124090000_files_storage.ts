import { Migration } from '@mikro-orm/migrations';

/**
 * File bytes are JPEGs, PNGs and PDFs, which are compressed already. With the default storage
 * PostgreSQL still tries pglz on every new value before giving up: about 100 ms of CPU for a 5 MB
 * photo, most of an upload's time. EXTERNAL keeps the values out of line without that attempt.
 * Existing rows keep their form; only new values are affected.
 */
export class Migration20261124090000_files_storage extends Migration {
  override name = 'Migration20261124090000_files_storage';

  override up(): void | Promise<void> {
    this.addSql(`alter table "files" alter column "data" set storage external;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "files" alter column "data" set storage extended;`);
  }
}
