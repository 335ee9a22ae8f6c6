import { readFileSync } from 'node:fs';
import { Migration } from '@mikro-orm/migrations';

/** The specification's 80 questions and three tests as they were when they moved into PostgreSQL: frozen data. */
const seed = JSON.parse(readFileSync(new URL('../question-banks/seed.json', import.meta.url), 'utf8')) as {
  questions: { name: string; category: string }[];
  tests: { testNo: number; rules: unknown; timeLimitMinutes: number | null; review: string }[];
};

const literal = (value: unknown) => `'${JSON.stringify(value).replace(/'/g, "''")}'::jsonb`;
const text = (value: string) => `'${value.replace(/'/g, "''")}'`;
const SEEDED_AT = `'2025-07-09T00:00:00+05:30'`;

/**
 * The question banks (docs/QUESTION-BANKS.md). A question's content lives in numbered versions that are
 * never changed: saving a question adds a version and points the question at it, and an attempt keeps
 * the version ids it drew, so a correction never changes a test under an intern taking it, and a graded
 * attempt can always be shown as it was. A test is a set of draw rules over categories, a time limit and
 * a review setting.
 *
 * Seeded with the specification's 80 questions (named T1-Q01 ... T3-Q25, each test's in its own
 * category) and rules that draw each test's whole category, so a fresh install gives today's three
 * tests. Attempts made before keep their questions: their bank indexes become the seeded versions.
 */
export class Migration20261220090000_question_banks extends Migration {
  override name = 'Migration20261220090000_question_banks';

  override up(): void | Promise<void> {
    this.addSql(`
      create table "questions" (
        "id" serial primary key,
        "name" text null,
        "category" text not null,
        "current_version_id" int null,
        "retired_at" timestamptz null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      );`);
    this.addSql(`create unique index "questions_name" on "questions" (lower("name"));`);
    this.addSql(`create index "questions_category" on "questions" (lower("category")) where "retired_at" is null;`);
    this.addSql(`
      create table "question_versions" (
        "id" serial primary key,
        "question_id" int not null references "questions" ("id") on delete restrict,
        "version" int not null check ("version" >= 1),
        "content" jsonb not null check (jsonb_typeof("content") = 'object'),
        "created_at" timestamptz not null default now(),
        "created_by" text not null,
        unique ("question_id", "version")
      );`);
    this.addSql(`
      alter table "questions" add constraint "questions_current_version"
        foreign key ("current_version_id") references "question_versions" ("id") deferrable initially deferred;`);
    this.addSql(`
      create table "test_settings" (
        "test_no" int primary key check ("test_no" in (1, 2, 3)),
        "rules" jsonb not null check (jsonb_typeof("rules") = 'array'),
        "time_limit_minutes" int null check ("time_limit_minutes" between 1 and 600),
        "review" text not null default 'score' check ("review" in ('score', 'correctness', 'answers')),
        "updated_at" timestamptz not null default now(),
        "updated_by" text not null
      );`);

    for (const q of seed.questions) {
      const content = q as unknown as Record<string, unknown>;
      this.addSql(`
        with question as (
          insert into "questions" ("name", "category", "created_at", "updated_at")
          values (${text(q.name)}, ${text(q.category)}, ${SEEDED_AT}, ${SEEDED_AT}) returning "id"
        )
        insert into "question_versions" ("question_id", "version", "content", "created_at", "created_by")
        select "id", 1, ${literal(content)}, ${SEEDED_AT}, 'system' from question;`);
    }
    this.addSql(`
      update "questions" q set "current_version_id" = v."id"
        from "question_versions" v where v."question_id" = q."id" and v."version" = 1;`);
    for (const t of seed.tests) {
      this.addSql(`
        insert into "test_settings" ("test_no", "rules", "time_limit_minutes", "review", "updated_at", "updated_by")
        values (${t.testNo}, ${literal(t.rules)}, ${t.timeLimitMinutes ?? 'null'}, ${text(t.review)}, ${SEEDED_AT}, 'system');`);
    }

    // An attempt names the question versions it drew, in the order shown; its deadline is fixed at its
    // start (null: no time limit), moved only when staff grant the intern extra time.
    this.addSql(`alter table "test_attempts" add column "question_version_ids" jsonb null, add column "deadline_at" timestamptz null;`);
    this.addSql(`
      update "test_attempts" a set "question_version_ids" = (
        select jsonb_agg(q."current_version_id" order by o.position)
          from jsonb_array_elements_text(a."question_order") with ordinality as o(bank_index, position)
          join "questions" q on q."name" = format('T%s-Q%s', a."test_no", lpad((o.bank_index::int + 1)::text, 2, '0'))
      );`);
    this.addSql(`alter table "test_attempts" alter column "question_version_ids" set not null, drop column "question_order";`);
    this.addSql(`create index "test_attempts_open_deadline" on "test_attempts" ("deadline_at") where "state" = 'open';`);

    // Extra time staff grant an intern (WCAG 2.2.1 Timing Adjustable), in per cent of each time limit.
    this.addSql(
      `alter table "students" add column "test_extra_time_percent" int not null default 0 check ("test_extra_time_percent" between 0 and 400);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "students" drop column "test_extra_time_percent";`);
    this.addSql(`alter table "test_attempts" add column "question_order" jsonb null;`);
    this.addSql(`
      update "test_attempts" a set "question_order" = (
        select jsonb_agg(substring(q."name" from 5)::int - 1 order by o.position)
          from jsonb_array_elements_text(a."question_version_ids") with ordinality as o(version_id, position)
          join "question_versions" v on v."id" = o.version_id::int
          join "questions" q on q."id" = v."question_id"
      );`);
    this.addSql(`alter table "test_attempts" drop column "question_version_ids", drop column "deadline_at";`);
    this.addSql(`drop table "test_settings";`);
    this.addSql(`alter table "questions" drop constraint "questions_current_version";`);
    this.addSql(`drop table "question_versions";`);
    this.addSql(`drop table "questions";`);
  }
}
