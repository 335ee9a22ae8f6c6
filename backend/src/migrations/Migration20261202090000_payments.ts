import { Migration } from '@mikro-orm/migrations';

/**
 * Payments that check themselves (docs/PAYMENTS.md), the columns every part of it shares:
 *
 * - `payment_references`: one per enrolment attempt or extra-course payment, issued when the payment
 *   is shown (its `created_at` is when the attempt began, for the 'paid before the attempt' flag). A
 *   registration or an extra course keeps the one it paid with (unique: one reference, one payment).
 * - `screenshot_readings`: what OCR read on a raw upload. Keyed by the upload's id with no foreign key,
 *   so the read UTR and amount outlive the screenshot when retention deletes it.
 * - rejection: `rejected_at`, `rejection_reason` (a key of shared/payments rejectionReasons),
 *   `rejection_note` (the admin's words for 'other'). A new screenshot clears them: pending again.
 */
export class Migration20261202090000_payments extends Migration {
  override name = 'Migration20261202090000_payments';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "payment_references" ("code" text primary key, "kind" text not null, "created_at" timestamptz not null default now(),
         constraint "payment_references_code_check" check ("code" ~ '^TN-[23456789ACDEFHJKLMNPQRTUVWXY]{6}$'),
         constraint "payment_references_kind_check" check ("kind" in ('registration', 'extra-course')));`,
    );
    for (const table of ['students', 'extra_courses']) {
      this.addSql(`alter table "${table}" add column "payment_reference" text null;`);
      this.addSql(`alter table "${table}" add constraint "${table}_payment_reference_unique" unique ("payment_reference");`);
      this.addSql(
        `alter table "${table}" add constraint "${table}_payment_reference_foreign" foreign key ("payment_reference") references "payment_references" ("code");`,
      );
      this.addSql(`alter table "${table}" add column "rejected_at" timestamptz null, add column "rejection_reason" text null, add column "rejection_note" text null;`);
      this.addSql(
        `alter table "${table}" add constraint "${table}_rejection_reason_check" check ("rejection_reason" in ('amount-wrong', 'not-received', 'unreadable', 'duplicate', 'other'));`,
      );
      this.addSql(`alter table "${table}" add constraint "${table}_rejected_or_validated_check" check (not ("validated" and "rejected_at" is not null));`);
    }
    this.addSql(
      `create table "screenshot_readings" ("upload_id" uuid primary key, "state" text not null, "amount_rupees" numeric(12,2) null, "utr" text null,
         "payee" text null, "status" text null, "paid_at" timestamptz null, "reference" text null, "confidence" real not null default 0,
         "read_at" timestamptz not null default now(),
         constraint "screenshot_readings_state_check" check ("state" in ('read', 'unreadable')),
         constraint "screenshot_readings_status_check" check ("status" in ('success', 'failed', 'pending')));`,
    );
    this.addSql(`create index "screenshot_readings_utr_index" on "screenshot_readings" ("utr") where "utr" is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "screenshot_readings";`);
    for (const table of ['students', 'extra_courses']) {
      this.addSql(
        `alter table "${table}" drop column "payment_reference", drop column "rejected_at", drop column "rejection_reason", drop column "rejection_note";`,
      );
    }
    this.addSql(`drop table if exists "payment_references";`);
  }
}
