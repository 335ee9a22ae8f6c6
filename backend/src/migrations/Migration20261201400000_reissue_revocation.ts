import { Migration } from '@mikro-orm/migrations';

/**
 * Corrections, re-issued documents and revocation.
 *
 * - A document keeps ONE row per (student, kind, extra course): the row carries the certificate number
 *   and the verification token, which must stay the same across versions (a printed QR code keeps
 *   working). So the version history is its own table rather than a version in the unique key:
 *   `documents.version` is the current version (1 when first issued), and `document_versions` keeps
 *   each replaced version's file and issue date for the record. `reissued_by_event` names the event
 *   whose re-issue made the current version, so a redelivered re-issue job makes no second version.
 * - `revoked_at` / `revoked_reason` / `revoked_by`: a revoked document stays, /verify says so.
 * - `correction_requests`: what an intern says is wrong on their record, until an admin resolves it.
 */
export class Migration20261201400000_reissue_revocation extends Migration {
  override name = 'Migration20261201400000_reissue_revocation';

  override up(): void | Promise<void> {
    this.addSql(`alter table "documents" add column "version" int not null default 1;`);
    this.addSql(`alter table "documents" add column "reissued_by_event" bigint null;`);
    this.addSql(`alter table "documents" add column "revoked_at" timestamptz null;`);
    this.addSql(`alter table "documents" add column "revoked_reason" text null;`);
    this.addSql(`alter table "documents" add column "revoked_by" int null;`);

    this.addSql(
      `create table "document_versions" ("id" bigserial primary key, "document_id" int not null, "version" int not null, "file_id" uuid null, "issued_on" date not null, "replaced_at" timestamptz not null default now(), "replaced_by_event" bigint null);`,
    );
    this.addSql(`alter table "document_versions" add constraint "document_versions_document_version_unique" unique ("document_id", "version");`);
    this.addSql(`alter table "document_versions" add constraint "document_versions_document_id_foreign" foreign key ("document_id") references "documents" ("id") on delete cascade;`);
    this.addSql(`alter table "document_versions" add constraint "document_versions_file_id_foreign" foreign key ("file_id") references "files" ("id") on delete set null;`);

    this.addSql(
      `create table "correction_requests" ("id" serial primary key, "student_id" int not null, "field" text not null, "correct_value" text not null, "note" text null, "status" text not null default 'open', "resolved_at" timestamptz null, "resolved_by" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "correction_requests" add constraint "correction_requests_status_check" check ("status" in ('open', 'resolved'));`);
    this.addSql(`create index "correction_requests_open_index" on "correction_requests" ("created_at") where "status" = 'open';`);
    this.addSql(`create index "correction_requests_student_id_index" on "correction_requests" ("student_id");`);
    this.addSql(
      `alter table "correction_requests" add constraint "correction_requests_student_id_foreign" foreign key ("student_id") references "students" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "correction_requests";`);
    this.addSql(`drop table if exists "document_versions";`);
    this.addSql(`alter table "documents" drop column "version", drop column "reissued_by_event", drop column "revoked_at", drop column "revoked_reason", drop column "revoked_by";`);
  }
}
