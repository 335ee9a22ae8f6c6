import { Migration } from '@mikro-orm/migrations';

/**
 * Each intern's credential subject id: a random UUID, the same in every credential of theirs
 * (`credentialSubject.id` = `urn:uuid:<it>`, and the JWT's `sub`, Open Badges 3.0 section 8.2). Opaque:
 * it says nothing about the intern (not their e-mail, not the row's id). Every existing row gets one.
 */
export class Migration20261211090000_credential_subject_id extends Migration {
  override name = 'Migration20261211090000_credential_subject_id';

  override up(): void | Promise<void> {
    this.addSql(`alter table "students" add column "credential_subject_id" uuid not null default gen_random_uuid();`);
    this.addSql(`alter table "students" add constraint "students_credential_subject_id_unique" unique ("credential_subject_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "students" drop column "credential_subject_id";`);
  }
}
