import { Migration } from '@mikro-orm/migrations';

/**
 * Workers: a mail remembers the event it was made for (so an admin can resend it, rebuilt from the
 * same facts), and the daily run finds students without a completion event quickly.
 */
export class Migration20261122090000_workers extends Migration {
  override name = 'Migration20261122090000_workers';

  override up(): void | Promise<void> {
    this.addSql(`alter table "mail_log" add column "event_id" bigint null;`);
    this.addSql(`create index "mail_log_status_index" on "mail_log" ("status");`);
    this.addSql(`create index "events_type_subject_index" on "events" ("type", "subject_id");`);
    this.addSql(`create index "students_validated_end_date_index" on "students" ("end_date") where "validated";`);
  }
}
