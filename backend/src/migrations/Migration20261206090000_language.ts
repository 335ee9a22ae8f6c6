import { Migration } from '@mikro-orm/migrations';

/**
 * The language an intern or a referrer reads (shared/locales.ts). Their mails and documents
 * are written in it; everyone before this reads English, as they always did.
 */
export class Migration20261206090000_language extends Migration {
  override name = 'Migration20261206090000_language';

  override up(): void | Promise<void> {
    for (const table of ['students', 'referrers']) {
      this.addSql(`alter table "${table}" add column "language" text not null default 'en' check ("language" in ('en', 'ta'));`);
    }
  }

  override down(): void | Promise<void> {
    for (const table of ['students', 'referrers']) this.addSql(`alter table "${table}" drop column "language";`);
  }
}
