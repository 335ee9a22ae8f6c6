import { Migration } from '@mikro-orm/migrations';

/**
 * Deleting a file (retention, an erasure, the purge of abandoned uploads) makes PostgreSQL set null
 * every reference to it (ON DELETE SET NULL). Without an index on a referencing column each deleted
 * file read the whole table: the first retention run of 10,000 screenshots over 100,000 students took
 * 6 minutes (bench/retention.ts), with these indexes a second or so.
 */
export class Migration20261203100000_file_reference_indexes extends Migration {
  override name = 'Migration20261203100000_file_reference_indexes';

  override up(): void | Promise<void> {
    this.addSql(`create index if not exists "students_screenshot_id_index" on "students" ("screenshot_id") where "screenshot_id" is not null;`);
    this.addSql(`create index if not exists "documents_file_id_index" on "documents" ("file_id") where "file_id" is not null;`);
    this.addSql(`create index if not exists "document_versions_file_id_index" on "document_versions" ("file_id") where "file_id" is not null;`);
    // Retention finds the payments checked before its day.
    this.addSql(`create index if not exists "students_checked_screenshot_index" on "students" ((coalesce("validated_at", "rejected_at")))
                  where "screenshot_id" is not null or "upload_id" is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "students_checked_screenshot_index";`);
    this.addSql(`drop index if exists "document_versions_file_id_index";`);
    this.addSql(`drop index if exists "documents_file_id_index";`);
    this.addSql(`drop index if exists "students_screenshot_id_index";`);
  }
}
