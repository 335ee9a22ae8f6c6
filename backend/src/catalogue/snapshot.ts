import { createHash } from 'node:crypto';
import type {
  CourseContent,
  PostContent,
  PublicCatalogue,
  PublicCourse,
  PublicPost,
  PublicPostSummary,
} from 'shared/api/catalogue';
import { cardImageUrls } from 'shared/api/catalogue-images';
import { feeAt, nextFeeChange } from './fees.ts';
import { renderMarkdown } from './markdown.ts';

/** One entry's content as a version (or a draft) holds it. */
export interface CatalogueRow<C> {
  id: string;
  /** The published version, or 0 for a draft. */
  version: number;
  content: C;
}

export interface CatalogueRows {
  courses: CatalogueRow<CourseContent>[];
  posts: CatalogueRow<PostContent>[];
}

/** What the public pages read, built once per publish (and when a fee set ahead takes effect). */
export interface CatalogueSnapshot {
  rows: CatalogueRows;
  catalogue: PublicCatalogue;
  /** `catalogue` as JSON, serialised once: GET /api/catalogue and index.html send these bytes. */
  json: string;
  /** `json` as UTF-8 bytes, made once: a request sends them without copying or converting anything. */
  body: Buffer;
  posts: Map<string, PublicPost>;
  /** When a fee set ahead takes effect: the snapshot is built again then. */
  validUntil: Date | undefined;
}

const localized = (text: { en: string; ta: string }) => ({ en: text.en, ta: text.ta.trim() ? text.ta : text.en });

/**
 * Rendered Markdown by entry, version and language: a version never changes, so a publish renders only
 * the entry it published. A draft (version 0, an editor's preview) is rendered every time.
 */
const rendered = new Map<string, string>();
function html(row: CatalogueRow<unknown>, field: string, markdown: { en: string; ta: string }) {
  const text = localized(markdown);
  const one = (lang: 'en' | 'ta') => {
    if (row.version === 0) return renderMarkdown(text[lang]);
    const key = `${row.id}:${row.version}:${field}:${lang}`;
    let out = rendered.get(key);
    if (out === undefined) {
      out = renderMarkdown(text[lang]);
      rendered.set(key, out);
    }
    return out;
  };
  return { en: one('en'), ta: one('ta') };
}

/** The addresses of an uploaded card image's sizes (made by the workers), or the site's own picture. */
function imageOf(image: CourseContent['image']): PublicCourse['image'] {
  if (!image) return null;
  return 'art' in image ? { art: image.art } : cardImageUrls(image.fileId);
}

function presentCourse(row: CatalogueRow<CourseContent>, now: Date): PublicCourse {
  const c = row.content;
  const fee = feeAt(c.fees, now);
  return {
    id: row.id,
    slug: c.slug,
    name: localized(c.name),
    cardTitle: localized(c.cardTitle.en ? c.cardTitle : c.name),
    summary: localized(c.summary),
    detailHtml: html(row, 'detail', c.detail),
    image: imageOf(c.image),
    ratings: c.ratings,
    offered: c.offered,
    cardOrder: c.cardOrder,
    formOrder: c.formOrder,
    fee: { registration: fee.registration, struck: fee.struck, extra: fee.extra },
    ...(c.dashboard && {
      dashboard: {
        table: c.dashboard.table && {
          title: localized(c.dashboard.table.title),
          covers: localized(c.dashboard.table.covers),
          order: c.dashboard.table.order,
        },
        listed: c.dashboard.listed && localized(c.dashboard.listed),
      },
    }),
  };
}

function presentPostSummary(row: CatalogueRow<PostContent>): PublicPostSummary {
  const p = row.content;
  return {
    id: row.id,
    slug: p.slug,
    title: localized(p.title),
    summary: localized(p.summary),
    category: localized(p.category),
    date: p.date,
  };
}

/**
 * The public catalogue from the published versions (or, for an editor's preview, from the drafts): retired
 * courses left out, courses by their card order, posts newest first. Its version names exactly what it
 * holds (each entry's version and the fees in effect), so an ETag never outlives a change.
 */
export function buildSnapshot(rows: CatalogueRows, now: Date): CatalogueSnapshot {
  const live = rows.courses.filter((r) => !r.content.retired);
  const courses = live
    .map((r) => presentCourse(r, now))
    .sort((a, b) => a.cardOrder - b.cardOrder || a.name.en.localeCompare(b.name.en));
  const postRows = [...rows.posts].sort(
    (a, b) => b.content.date.localeCompare(a.content.date) || a.content.slug.localeCompare(b.content.slug),
  );
  const version = createHash('sha256')
    .update(JSON.stringify([rows.courses.map((r) => [r.id, r.version]), rows.posts.map((r) => [r.id, r.version])]))
    .update(JSON.stringify(courses.map((c) => c.fee)))
    .digest('base64url')
    .slice(0, 22);
  const catalogue: PublicCatalogue = { version, courses, posts: postRows.map(presentPostSummary) };
  const posts = new Map(
    postRows.map((r) => [r.content.slug, { ...presentPostSummary(r), bodyHtml: html(r, 'body', r.content.body) }]),
  );
  const changes = live.map((r) => nextFeeChange(r.content.fees, now)).filter((d): d is Date => d !== undefined);
  const validUntil = changes.length ? new Date(Math.min(...changes.map((d) => d.getTime()))) : undefined;
  const json = JSON.stringify(catalogue);
  return { rows, catalogue, json, body: Buffer.from(json), posts, validUntil };
}
