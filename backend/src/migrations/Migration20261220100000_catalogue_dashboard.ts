import { Migration } from '@mikro-orm/migrations';

/** JSON as a SQL literal; a text as one. */
const literal = (value: unknown) => `'${JSON.stringify(value).replace(/'/g, "''")}'::jsonb`;
const text = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * The intern dashboard's Courses Offered table and Courses We Offer list are the catalogue's (a course's
 * `dashboard`, docs/CATALOGUE.md), no longer the code's. A fresh install has them in the seed's version 1;
 * a catalogue published before it gets them as a new version of each of these courses, published by
 * `system` (history only grows): the dashboard shows exactly what it showed. A course whose published
 * version has a `dashboard` already (a fresh install's) is left alone; an editor's draft keeps its changes.
 */
const DASHBOARD: [string, unknown][] = [
  ["UI/UX Design", {"table": {"title": {"en": "UI/UX", "ta": "UI/UX"}, "covers": {"en": "Design thinking, Figma, prototyping", "ta": "வடிவமைப்புச் சிந்தனை, Figma, ப்ரோட்டோடைப்பிங்"}, "order": 3}, "listed": {"en": "UI/UX Design", "ta": "UI/UX Design"}}],
  ["Front End Development", {"table": {"title": {"en": "Frontend", "ta": "Frontend"}, "covers": {"en": "HTML, CSS, JavaScript, React", "ta": "HTML, CSS, JavaScript, React"}, "order": 1}, "listed": {"en": "Front-End Development", "ta": "Front-End Development"}}],
  ["Back End Development", {"table": {"title": {"en": "Backend", "ta": "Backend"}, "covers": {"en": "Node.js, Express, MongoDB, REST APIs", "ta": "Node.js, Express, MongoDB, REST APIs"}, "order": 2}, "listed": {"en": "Back-End Development", "ta": "Back-End Development"}}],
  ["Full Stack Development", {"table": null, "listed": {"en": "Full Stack Development", "ta": "Full Stack Development"}}],
  ["Java Development", {"table": null, "listed": {"en": "Java and C Programming", "ta": "Java and C Programming"}}],
  ["Medical Coding using Optum360 EncoderPro", {"table": null, "listed": {"en": "Medical Coding", "ta": "Medical Coding"}}],
  ["Data Entry using Microsoft and Docparser", {"table": null, "listed": {"en": "Data Entry using MS Excel", "ta": "Data Entry using MS Excel"}}],
  ["Embedded Systems and IoT", {"table": null, "listed": {"en": "Embedded Systems and IoT", "ta": "Embedded Systems and IoT"}}],
];

export class Migration20261220100000_catalogue_dashboard extends Migration {
  override name = 'Migration20261220100000_catalogue_dashboard';

  override up(): void | Promise<void> {
    for (const [name, dashboard] of DASHBOARD) {
      this.addSql(`
        with target as (
          select e."id", e."published_version" as "version", v."content"
            from "catalogue_entries" e
            join "catalogue_versions" v on v."entry_id" = e."id" and v."version" = e."published_version"
           where e."kind" = 'course' and lower(v."content"->'name'->>'en') = lower(${text(name)})
             and not v."content" ? 'dashboard'
        ), added as (
          insert into "catalogue_versions" ("entry_id", "version", "content", "published_at", "published_by")
          select "id", "version" + 1, "content" || jsonb_build_object('dashboard', ${literal(dashboard)}), now(), 'system'
            from target
          returning "entry_id", "version"
        )
        update "catalogue_entries" e
           set "published_version" = a."version",
               "draft" = case when e."draft" ? 'dashboard' then e."draft"
                              else e."draft" || jsonb_build_object('dashboard', ${literal(dashboard)}) end
          from added a
         where e."id" = a."entry_id";`);
    }
  }

  override down(): void | Promise<void> {
    // A published version is never removed: the dashboard's lists stay in the catalogue's history.
  }
}
