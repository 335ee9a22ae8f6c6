import { readFileSync } from 'node:fs';
import { Migration } from '@mikro-orm/migrations';

/** The specification's catalogue as it was when the catalogue moved into PostgreSQL: frozen data. */
const seed = JSON.parse(readFileSync(new URL('../catalogue/seed.json', import.meta.url), 'utf8')) as {
  courses: { slug: string }[];
  posts: { slug: string }[];
};

const literal = (value: unknown) => `'${JSON.stringify(value).replace(/'/g, "''")}'::jsonb`;

/**
 * The catalogue the company runs itself (docs/CATALOGUE.md). An entry (a course or a blog post) holds the
 * editors' draft; each publish adds a numbered version, and the public pages read each entry's published
 * version only. Versions are never changed or removed: undoing a publish publishes an older version again.
 * A new version NOTIFYs `catalogue_published` at commit, so every API process refreshes its copy.
 *
 * Seeded with the specification's courses, cards, fees and posts, published as version 1 by 'system', so
 * a fresh install shows exactly what the site showed when these were constants in the code.
 */
export class Migration20261214090000_catalogue extends Migration {
  override name = 'Migration20261214090000_catalogue';

  override up(): void | Promise<void> {
    this.addSql(`
      create table "catalogue_entries" (
        "id" uuid primary key default gen_random_uuid(),
        "kind" text not null check ("kind" in ('course', 'post')),
        "draft" jsonb not null check (jsonb_typeof("draft") = 'object'),
        "published_version" int null,
        "draft_updated_at" timestamptz not null default now(),
        "draft_updated_by" text not null,
        "created_at" timestamptz not null default now()
      );`);
    // Two entries of a kind never share an address, and two courses never share a name (any case): the
    // registration form, the dashboard and the certificates name a course by it.
    this.addSql(`create unique index "catalogue_entries_slug" on "catalogue_entries" ("kind", ("draft"->>'slug'));`);
    this.addSql(
      `create unique index "catalogue_courses_name" on "catalogue_entries" (lower("draft"->'name'->>'en')) where "kind" = 'course';`,
    );
    this.addSql(`
      create table "catalogue_versions" (
        "entry_id" uuid not null references "catalogue_entries" ("id") on delete restrict,
        "version" int not null check ("version" >= 1),
        "content" jsonb not null,
        "published_at" timestamptz not null default now(),
        "published_by" text not null,
        primary key ("entry_id", "version")
      );`);
    this.addSql(`
      alter table "catalogue_entries" add constraint "catalogue_entries_published_version"
        foreign key ("id", "published_version") references "catalogue_versions" ("entry_id", "version")
        deferrable initially deferred;`);
    this.addSql(`
      create function "catalogue_published_notify"() returns trigger language plpgsql as $$
      begin
        perform pg_notify('catalogue_published', new."entry_id"::text);
        return null;
      end $$;`);
    this.addSql(`
      create trigger "catalogue_versions_notify" after insert on "catalogue_versions"
        for each row execute function "catalogue_published_notify"();`);

    const entries = [
      ...seed.courses.map((content) => ({ kind: 'course', content })),
      ...seed.posts.map((content) => ({ kind: 'post', content })),
    ];
    for (const { kind, content } of entries) {
      this.addSql(`
        with entry as (
          insert into "catalogue_entries" ("kind", "draft", "published_version", "draft_updated_by", "draft_updated_at", "created_at")
          values ('${kind}', ${literal(content)}, 1, 'system', '2025-07-09T00:00:00+05:30', '2025-07-09T00:00:00+05:30')
          returning "id", "draft"
        )
        insert into "catalogue_versions" ("entry_id", "version", "content", "published_at", "published_by")
        select "id", 1, "draft", '2025-07-09T00:00:00+05:30', 'system' from entry;`);
    }

    // Which catalogue course an intern (or an extra course) is of: their dashboard's resource links follow
    // it through renames. Records made before the catalogue are matched by the course's name.
    for (const table of ['students', 'extra_courses']) {
      this.addSql(`alter table "${table}" add column "course_id" uuid null references "catalogue_entries" ("id") on delete restrict;`);
      this.addSql(`create index "${table}_course_id_index" on "${table}" ("course_id");`);
      this.addSql(`
        update "${table}" t set "course_id" = e."id" from "catalogue_entries" e
         where e."kind" = 'course' and lower(e."draft"->'name'->>'en') = lower(t."course");`);
    }
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "students" drop column if exists "course_id";`);
    this.addSql(`alter table "extra_courses" drop column if exists "course_id";`);
    this.addSql(`drop table if exists "catalogue_versions", "catalogue_entries" cascade;`);
    this.addSql(`drop function if exists "catalogue_published_notify"();`);
  }
}
