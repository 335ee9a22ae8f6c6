import { Migration } from '@mikro-orm/migrations';

/**
 * The owner of an address can say a registration made with it is not theirs ("This wasn't me", a
 * mailed one-time link of purpose `email-disown`). Set, the account can never prove its current
 * address and no mail goes to it; an admin's correction of the e-mail clears it. Null for every
 * registration made before: nobody has said so yet.
 */
export class Migration20261210130000_email_disowned extends Migration {
  override name = 'Migration20261210130000_email_disowned';

  override up(): void | Promise<void> {
    this.addSql(`alter table "students" add column "email_disowned_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "students" drop column "email_disowned_at";`);
  }
}
