import { Migration } from '@mikro-orm/migrations';

/**
 * A test taken on the server. An attempt is drawn when the intern starts the test
 * (the question order and each question's option order, kept so a resume shows the same test), each
 * answer is saved as it is chosen (`choices`, one slot per question as shown, null until answered), and
 * Finish grades it once into a `quiz_attempts` row, the record every reader already knows.
 * At most one open attempt per intern and test: the partial unique index decides a race the commands'
 * row locks already order.
 */
export class Migration20261207090000_test_attempts extends Migration {
  override name = 'Migration20261207090000_test_attempts';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "test_attempts" (
        "id" serial primary key,
        "student_id" int not null references "students" ("id") on delete cascade,
        "test_no" int not null check ("test_no" in (1, 2, 3)),
        "state" text not null default 'open' check ("state" in ('open', 'finished', 'replaced')),
        "question_order" jsonb not null,
        "option_orders" jsonb not null,
        "choices" jsonb not null,
        "quiz_attempt_id" int null unique references "quiz_attempts" ("id") on delete set null,
        "started_at" timestamptz not null,
        "updated_at" timestamptz not null,
        "finished_at" timestamptz null,
        check (("state" = 'open') = ("finished_at" is null))
      );`,
    );
    this.addSql(`create index "test_attempts_student_id_index" on "test_attempts" ("student_id", "test_no", "started_at");`);
    this.addSql(`create unique index "test_attempts_one_open" on "test_attempts" ("student_id", "test_no") where "state" = 'open';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table "test_attempts";`);
  }
}
