import { z } from 'zod';
import { hasControlChars } from './fields.ts';
import { messages } from '../messages.ts';

/**
 * The catalogue the company runs itself (docs/CATALOGUE.md): courses (names, cards, detail pages, fees with
 * their history, resource links) and blog posts. Staff edit a draft; a publish makes it a numbered version,
 * and the public pages read the published versions only. This file is the contract of both: what an
 * editor may send (zod, with the field's message) and what the public and the editor read back.
 */

/** The largest fee a course may have, in whole rupees (1,00,000). */
export const MAX_FEE_RUPEES = 100_000;
/** A detail page or a post body, each language: at most 100 KB of Markdown (UTF-8 bytes). */
export const MAX_MARKDOWN_BYTES = 100 * 1024;
/** A card image: JPEG, PNG or WebP under 5 MB. */
export const MAX_CARD_IMAGE_BYTES = 5 * 1024 * 1024;
export const CARD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The resource links of a course, in the dashboard's order. */
export const resourceKinds = [
  'projects',
  'sourceCodes',
  'studyMaterials',
  'assignments',
  'instruction',
  'videos',
] as const;
export type ResourceKind = (typeof resourceKinds)[number];

/** A text's length in UTF-8 bytes (shared/ sees no Node or browser API, so counted here). */
function bytes(s: string): number {
  let n = 0;
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
  }
  return n;
}

/** A one-line text in one language: trimmed, at most `max`, no control characters. English may be required. */
const line = (max: number) =>
  z
    .string({ error: messages.catalogueTextInvalid })
    .refine((s) => !hasControlChars(s), messages.catalogueTextInvalid)
    .transform((s) => s.trim())
    .pipe(z.string().max(max, messages.catalogueTextTooLong));

const markdown = z
  .string({ error: messages.catalogueTextInvalid })
  .refine((s) => !hasControlChars(s, true), messages.catalogueTextInvalid)
  .refine((s) => bytes(s) <= MAX_MARKDOWN_BYTES, messages.catalogueMarkdownTooLong);

/**
 * A text in both languages. English is the text every reader falls back to, so it is required where the
 * field is; an empty Tamil text shows the English one (and the editor's screen counts it as a gap).
 */
const bilingual = (max: number, required = true) =>
  z.strictObject({
    en: required ? line(max).pipe(z.string().min(1, messages.catalogueEnglishMissing)) : line(max),
    ta: line(max),
  });
const bilingualMarkdown = z.strictObject({ en: markdown, ta: markdown });

/** A slug: lowercase letters, digits and single hyphens, 1..80 characters (it is the page's address). */
export const slugSchema = z
  .string({ error: messages.catalogueSlugInvalid })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, messages.catalogueSlugInvalid)
  .max(80, messages.catalogueSlugInvalid);

const rupees = z
  .number({ error: messages.catalogueFeeInvalid })
  .int(messages.catalogueFeeInvalid)
  .min(1, messages.catalogueFeeInvalid)
  .max(MAX_FEE_RUPEES, messages.catalogueFeeInvalid);

const httpsLink = z
  .string({ error: messages.catalogueLinkInvalid })
  .trim()
  .max(2000, messages.catalogueLinkInvalid)
  .pipe(z.url({ protocol: /^https$/, error: messages.catalogueLinkInvalid }));

/**
 * One fee of a course from a moment on: the registration fee, the struck-through price beside it, and what
 * an extra course costs (the first is asked; any of them is accepted: the specification's ₹200 and ₹350).
 * A change is a new entry, so the fee an intern was shown stays on record.
 */
export const feeSchema = z.strictObject({
  /** When it takes effect (ISO); a change may be set ahead. */
  from: z.iso.datetime({ offset: true, error: messages.catalogueDateInvalid }),
  registration: rupees,
  struck: rupees.nullable(),
  extra: z.array(rupees).max(4, messages.catalogueFeeInvalid),
});
export type Fee = z.infer<typeof feeSchema>;

/** A course's card image: one of the site's own pictures (the seed's) or an uploaded one, made into sizes by the workers. */
export const cardImageSchema = z.union([
  z.strictObject({ art: z.string().regex(/^[a-z0-9-]{1,40}$/, messages.catalogueImageInvalid) }),
  z.strictObject({ fileId: z.uuid(messages.catalogueImageInvalid) }),
]);
export type CardImage = z.infer<typeof cardImageSchema>;

/** What an editor writes for a course (the draft), and what a published version holds. */
export const courseContentSchema = z.strictObject({
  slug: slugSchema,
  /** The name the forms, the dashboard and the certificates use: unique among courses (English, any case). */
  name: bilingual(120),
  /** The card's title when it differs from the name ('Front-End Development' for 'Front End Development'). */
  cardTitle: bilingual(120, false),
  /** One line under the card's title. */
  summary: bilingual(300, false),
  /** The course's own page (Markdown). */
  detail: bilingualMarkdown,
  image: cardImageSchema.nullable(),
  /** The rating count the card shows. */
  ratings: z.number().int().min(0).max(10_000_000),
  /** Where it is offered: the registration form, the extra-course form, the home grid, the /courses grid. */
  offered: z.strictObject({ registration: z.boolean(), extra: z.boolean(), home: z.boolean(), courses: z.boolean() }),
  /**
   * The intern dashboard's two lists (absent: in neither). `table`: its row of the Courses Offered table (a
   * short name and what it covers; every row leads to /extranotify), by `order`. `listed`: its line of the
   * Courses We Offer list, by card order.
   */
  dashboard: z
    .strictObject({
      table: z
        .strictObject({ title: bilingual(60), covers: bilingual(200), order: z.number().int().min(0).max(10_000) })
        .nullable(),
      listed: bilingual(120).nullable(),
    })
    .optional(),
  /** Its place on the home and /courses grids, and in the forms' lists (ascending). */
  cardOrder: z.number().int().min(0).max(10_000),
  formOrder: z.number().int().min(0).max(10_000),
  fees: z.array(feeSchema).min(1, messages.catalogueFeeMissing).max(200),
  resources: z.partialRecord(z.enum(resourceKinds), httpsLink),
  /** No longer offered anywhere; its interns keep it. A course is never deleted. */
  retired: z.boolean(),
});
export type CourseContent = z.infer<typeof courseContentSchema>;

/** What an editor writes for a blog post. */
export const postContentSchema = z.strictObject({
  slug: slugSchema,
  title: bilingual(160),
  /** The card's text on /blog, and the page's description for search engines. */
  summary: bilingual(300),
  body: bilingualMarkdown,
  category: bilingual(60),
  /** The date the post shows (YYYY-MM-DD). */
  date: z.iso.date(messages.catalogueDateInvalid),
});
export type PostContent = z.infer<typeof postContentSchema>;

export type CatalogueKind = 'course' | 'post';
export const contentSchemaOf = { course: courseContentSchema, post: postContentSchema } as const;

// ---------------------------------------------------------------------------------------------------
// What the public reads: GET /api/catalogue (also inlined in index.html) and GET /api/catalogue/posts/:slug

export interface Localized {
  en: string;
  /** Tamil, or the English when no Tamil was written. */
  ta: string;
}

/** A course as visitors see it (its resource links are for its validated interns only). */
export interface PublicCourse {
  id: string;
  slug: string;
  name: Localized;
  cardTitle: Localized;
  summary: Localized;
  /** The detail page, rendered from Markdown and sanitised on the server. */
  detailHtml: Localized;
  /** The card image's addresses: `phone` (480 px) and `desktop` (960 px) WebP, with a JPEG fallback; or a site picture. */
  image: { art: string } | { phone: string; desktop: string; jpeg: string } | null;
  ratings: number;
  offered: { registration: boolean; extra: boolean; home: boolean; courses: boolean };
  cardOrder: number;
  formOrder: number;
  /** The fee in effect now. */
  fee: { registration: number; struck: number | null; extra: number[] };
  /** Its place on the intern dashboard's lists (courseContentSchema `dashboard`), when it has one. */
  dashboard?: { table: { title: Localized; covers: Localized; order: number } | null; listed: Localized | null };
}

export interface PublicPostSummary {
  id: string;
  slug: string;
  title: Localized;
  summary: Localized;
  category: Localized;
  date: string;
}

export interface PublicPost extends PublicPostSummary {
  bodyHtml: Localized;
}

export interface PublicCatalogue {
  /** Changes with every publish and every fee coming into effect (the ETag). */
  version: string;
  courses: PublicCourse[];
  posts: PublicPostSummary[];
}

// ---------------------------------------------------------------------------------------------------
// What editors read and send: /api/admin/catalogue

export const createEntrySchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('course'), content: courseContentSchema }),
  z.strictObject({ kind: z.literal('post'), content: postContentSchema }),
]);
export const restoreVersionSchema = z.strictObject({ version: z.number().int().min(1) });
export const entryIdParams = z.strictObject({ id: z.uuid(messages.notFound) });

export interface CatalogueVersionInfo {
  version: number;
  publishedAt: string;
  publishedBy: string;
}

export interface CatalogueEntrySummary {
  id: string;
  kind: CatalogueKind;
  slug: string;
  /** The English name (a course) or title (a post), from the draft. */
  title: string;
  publishedVersion: number | null;
  /** The draft holds changes not published yet. */
  unpublished: boolean;
  /** Tamil texts left empty in the draft (each falls back to English). */
  tamilGaps: number;
  retired: boolean;
  updatedAt: string;
}

export interface CatalogueEntry extends CatalogueEntrySummary {
  draft: CourseContent | PostContent;
  versions: CatalogueVersionInfo[];
}
