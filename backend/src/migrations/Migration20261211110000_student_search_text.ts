import { Migration } from '@mikro-orm/migrations';

/**
 * The admin search's string (name, e-mail, phone and UTR together) is kept lower-cased in a stored
 * generated column, `search_text`, and searched with `like` on a lower-cased pattern. In a UTF-8
 * database `ilike` is exactly `lower(text) like lower(pattern)`, so the answers are the same; but
 * `ilike` on the expression built and lower-cased the string of every row it looked at, and a common
 * name ('Priya Kumar', one student in 56) looks at about 1,150 rows for a page: 1.0 ms of PostgreSQL
 * per page against 0.2 ms for `like` on the stored string. The trigram index moves to the column.
 * The column is derived, never written by the app (the entity does not map it).
 */
export class Migration20261211110000_student_search_text extends Migration {
  override name = 'Migration20261211110000_student_search_text';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "students" add column "search_text" text generated always as
         (lower("name" || ' ' || "email" || ' ' || "phone" || ' ' || coalesce("utr", ''))) stored;`,
    );
    this.addSql(`create index "students_search_text_trgm_index" on "students" using gin ("search_text" gin_trgm_ops);`);
    this.addSql(`drop index "students_search_trgm_index";`);
    // The planner needs the new column's statistics to judge a search's rows (without them it guesses a
    // handful and sorts the whole table's matches instead of walking the newest first).
    this.addSql(`analyze "students";`);
  }

  override down(): void | Promise<void> {
    this.addSql(
      `create index "students_search_trgm_index" on "students" using gin (("name" || ' ' || "email" || ' ' || "phone" || ' ' || coalesce("utr", '')) gin_trgm_ops);`,
    );
    this.addSql(`alter table "students" drop column "search_text";`);
  }
}
