import { Migration } from '@mikro-orm/migrations';

/**
 * Payouts settled from the bank's bulk-transfer result file (docs/PAYMENTS.md): a row the bank could
 * not pay leaves its payout owed, with the bank's reason and when, for the ledger and the next sheet.
 */
export class Migration20261202140000_payout_failures extends Migration {
  override name = 'Migration20261202140000_payout_failures';

  override up(): void | Promise<void> {
    this.addSql(`alter table "payouts" add column "last_failure_reason" text null, add column "last_failed_at" timestamptz null;`);
    // A UTR pays one payout only: the bank's reference of one transfer.
    this.addSql(`create unique index "payouts_utr_unique" on "payouts" ("utr") where "utr" is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "payouts_utr_unique";`);
    this.addSql(`alter table "payouts" drop column "last_failure_reason", drop column "last_failed_at";`);
  }
}
