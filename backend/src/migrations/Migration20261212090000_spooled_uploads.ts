import { Migration } from '@mikro-orm/migrations';

/**
 * A raw upload may be recorded before its bytes are in PostgreSQL: POST /api/uploads streams the body to
 * a spool file (`spool_path`, on a disk the API and the workers share) and commits a small row; a worker,
 * or the registration that takes the upload up, copies the bytes into `data` (commands/store-spooled-upload.ts).
 * Only a raw upload may wait so; every other file holds its bytes from the start.
 */
export class Migration20261212090000_spooled_uploads extends Migration {
  override name = 'Migration20261212090000_spooled_uploads';

  override up(): void | Promise<void> {
    this.addSql(`alter table "files" alter column "data" drop not null;`);
    this.addSql(`alter table "files" add column "spool_path" text null;`);
    this.addSql(
      `alter table "files" add constraint "files_bytes_somewhere" check ("data" is not null or ("purpose" = 'screenshot-raw' and "spool_path" is not null));`,
    );
    this.addSql(`create index "files_spooled_index" on "files" ("created_at") where "spool_path" is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "files" where "data" is null;`);
    this.addSql(`drop index "files_spooled_index";`);
    this.addSql(`alter table "files" drop constraint "files_bytes_somewhere";`);
    this.addSql(`alter table "files" drop column "spool_path";`);
    this.addSql(`alter table "files" alter column "data" set not null;`);
  }
}
