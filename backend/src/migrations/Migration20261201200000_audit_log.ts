import { Migration } from '@mikro-orm/migrations';

/**
 * What the admin's audit log filters by, newest first (keyset on the event id): the actor, the action
 * (event type), the student concerned and the time. The student index is on the very expression
 * `queries/audit-log.ts` filters by (STUDENT_OF_EVENT): the subject when it is a student, else the
 * payload's studentId.
 */
export class Migration20261201200000_audit_log extends Migration {
  override name = 'Migration20261201200000_audit_log';

  override up(): void | Promise<void> {
    this.addSql(`create index "events_actor_id_index" on "events" ("actor", "id");`);
    this.addSql(`create index "events_type_id_index" on "events" ("type", "id");`);
    this.addSql(
      `create index "events_student_id_index" on "events" ((case when "subject_type" = 'student' then "subject_id"::int else ("payload"->>'studentId')::int end), "id");`,
    );
    this.addSql(`create index "events_created_at_index" on "events" ("created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "events_created_at_index";`);
    this.addSql(`drop index "events_student_id_index";`);
    this.addSql(`drop index "events_type_id_index";`);
    this.addSql(`drop index "events_actor_id_index";`);
  }
}
