import { Migration } from '@mikro-orm/migrations';

/**
 * Accounts and enrolment: a student refers to the raw payment-screenshot upload it was registered
 * with. Unique, so one upload serves one registration even when two arrive at once; it also finds a
 * student's compressed screenshot (files.source_id) and identical screenshots (files.sha256).
 */
export class Migration20261121060000_accounts extends Migration {

  override name = 'Migration20261121060000_accounts';

  override up(): void | Promise<void> {
    this.addSql(`alter table "students" add column "upload_id" uuid null;`);
    this.addSql(`alter table "students" add constraint "students_upload_id_unique" unique ("upload_id");`);
    this.addSql(`alter table "students" add constraint "students_upload_id_foreign" foreign key ("upload_id") references "files" ("id") on delete set null;`);
    // The compressed screenshot is found from its raw upload.
    this.addSql(`create index "files_source_id_index" on "files" ("source_id");`);
    // The admin list is newest first.
    this.addSql(`create index "students_created_at_index" on "students" ("created_at" desc, "id" desc);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "students_created_at_index";`);
    this.addSql(`drop index if exists "files_source_id_index";`);
    this.addSql(`alter table "students" drop column "upload_id";`);
  }

}
