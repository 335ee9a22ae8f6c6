import { Migration } from '@mikro-orm/migrations';

/**
 * Event ids that a restore cannot hand out again. Job ids are `e<event id>-<handler>`, and BullMQ
 * silently ignores a job whose id it has seen. With a plain sequence, restoring PostgreSQL from a
 * backup (while Redis keeps its data) restarted the ids at the backup's value, so the next events got
 * ids Redis had already seen and their jobs never ran. Now an id is the milliseconds since 1970 times
 * 1024 plus the sequence's low 10 bits: every event made after a restore has a later time than every
 * event Redis saw before it, whatever the sequence says (it needs only a server clock that does not
 * go back, which NTP gives). Ids stay under 2^53 (JavaScript numbers) until the year 2248, stay
 * increasing for the relay, and keep the job id form every client and log already knows. Existing
 * events keep their small ids, which no new id can equal. 1,024 events in one millisecond would be
 * needed for two to collide.
 */
export class Migration20261126110000_event_ids_from_time extends Migration {
  override name = 'Migration20261126110000_event_ids_from_time';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "events" alter column "id" set default (floor(extract(epoch from clock_timestamp()) * 1000)::bigint * 1024 + nextval('events_id_seq') % 1024);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "events" alter column "id" set default nextval('events_id_seq');`);
  }
}
