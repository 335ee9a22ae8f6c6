import type { EntityManager } from '@mikro-orm/postgresql';
import type {
  CatalogueEntry,
  CatalogueEntrySummary,
  CatalogueKind,
  CourseContent,
  PostContent,
} from 'shared/api/catalogue';
import { sql } from '../db/sql.ts';
import type { CatalogueRow, CatalogueRows } from '../catalogue/snapshot.ts';

interface Row {
  id: string;
  kind: CatalogueKind;
  version: number;
  content: CourseContent | PostContent;
}

const split = (rows: Row[]): CatalogueRows => ({
  courses: rows.filter((r) => r.kind === 'course') as CatalogueRow<CourseContent>[],
  posts: rows.filter((r) => r.kind === 'post') as CatalogueRow<PostContent>[],
});

/** Every entry's published version: what visitors see. */
export async function publishedCatalogue(em: EntityManager): Promise<CatalogueRows> {
  return split(
    await sql<Row>(
      em,
      `select e.id, e.kind, v.version, v.content
         from catalogue_entries e join catalogue_versions v on v.entry_id = e.id and v.version = e.published_version`,
    ),
  );
}

/** Every entry's draft (version 0): what visitors will see once everything is published. */
export async function draftCatalogue(em: EntityManager): Promise<CatalogueRows> {
  return split(await sql<Row>(em, `select id, kind, 0 as version, draft as content from catalogue_entries`));
}

interface EntryRow {
  id: string;
  kind: CatalogueKind;
  draft: CourseContent | PostContent;
  published_version: number | null;
  published: CourseContent | PostContent | null;
  draft_updated_at: Date;
}

const ENTRY_COLUMNS = `e.id, e.kind, e.draft, e.published_version, e.draft_updated_at,
  (select v.content from catalogue_versions v where v.entry_id = e.id and v.version = e.published_version) as published`;

/** The Tamil texts left empty in a draft: each shows the English instead. */
export function tamilGaps(content: CourseContent | PostContent): number {
  const texts: { en: string; ta: string }[] =
    'offered' in content
      ? [
          content.name,
          content.cardTitle,
          content.summary,
          content.detail,
          ...(content.dashboard?.table ? [content.dashboard.table.title, content.dashboard.table.covers] : []),
          ...(content.dashboard?.listed ? [content.dashboard.listed] : []),
        ]
      : [content.title, content.summary, content.body, content.category];
  return texts.filter((t) => t.en.trim() !== '' && t.ta.trim() === '').length;
}

function summaryOf(row: EntryRow): CatalogueEntrySummary {
  const d = row.draft;
  return {
    id: row.id,
    kind: row.kind,
    slug: d.slug,
    title: 'offered' in d ? d.name.en : d.title.en,
    publishedVersion: row.published_version,
    unpublished: row.published === null || JSON.stringify(row.published) !== JSON.stringify(row.draft),
    tamilGaps: tamilGaps(d),
    retired: 'retired' in d ? d.retired : false,
    updatedAt: new Date(row.draft_updated_at).toISOString(),
  };
}

/** Every entry for the editors' list: courses first (by card order), then posts (newest first). */
export async function catalogueEntries(em: EntityManager): Promise<CatalogueEntrySummary[]> {
  const rows = await sql<EntryRow>(
    em,
    `select ${ENTRY_COLUMNS} from catalogue_entries e
      order by e.kind, (e.draft->>'cardOrder')::int nulls last, e.draft->>'date' desc, e.draft->>'slug'`,
  );
  return rows.map(summaryOf);
}

/** One entry with its draft and its versions, newest first; undefined when there is none. */
export async function catalogueEntry(em: EntityManager, id: string): Promise<CatalogueEntry | undefined> {
  const [row] = await sql<EntryRow>(em, `select ${ENTRY_COLUMNS} from catalogue_entries e where e.id = $1`, [id]);
  if (!row) return undefined;
  const versions = await sql<{ version: number; published_at: Date; published_by: string }>(
    em,
    `select version, published_at, published_by from catalogue_versions where entry_id = $1 order by version desc`,
    [id],
  );
  return {
    ...summaryOf(row),
    draft: row.draft,
    versions: versions.map((v) => ({
      version: v.version,
      publishedAt: new Date(v.published_at).toISOString(),
      publishedBy: v.published_by,
    })),
  };
}

/** An intern's course as their record names it, and whether their enrolment is validated. */
export async function studentCourseRef(em: EntityManager, studentId: number) {
  const [row] = await sql<{ id: number; validated: boolean; course: string; course_id: string | null }>(
    em,
    `select id, validated, course, course_id from students where id = $1`,
    [studentId],
  );
  return row && { id: row.id, validated: row.validated, course: row.course, courseId: row.course_id };
}
