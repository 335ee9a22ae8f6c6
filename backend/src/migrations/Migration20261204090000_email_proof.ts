import { Migration } from '@mikro-orm/migrations';

/**
 * An intern's e-mail is proven by a mailed one-time link before anything (a referrer
 * record, an erasure's reach) is linked by it. Null until proven; registrations from before this
 * migration were never proven either, so none is marked.
 */
export class Migration20261204090000_email_proof extends Migration {
  override name = 'Migration20261204090000_email_proof';

  override up(): void | Promise<void> {
    this.addSql(`alter table "students" add column "email_verified_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "students" drop column "email_verified_at";`);
  }
}
