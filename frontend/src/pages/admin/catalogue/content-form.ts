import type { CardImage, CourseContent, Fee, PostContent, ResourceKind } from 'shared/api/catalogue';

/**
 * The editor's form, as the inputs hold it (numbers as typed, a fee's moment as India's wall clock), and
 * the content the API takes (shared/api/catalogue.ts) made from it and back.
 */

/** The resource links of a course, in the dashboard's order (shared/api/catalogue.ts `resourceKinds`: the frontend takes its types only). */
export const RESOURCE_KINDS = [
  'projects',
  'sourceCodes',
  'studyMaterials',
  'assignments',
  'instruction',
  'videos',
] as const satisfies readonly ResourceKind[];
// Every kind of the contract is here: a kind added there and not here fails the type check.
const everyKind: Record<Exclude<ResourceKind, (typeof RESOURCE_KINDS)[number]>, never> = {};
void everyKind;

/** The most Markdown a detail page or a post body may hold, each language (shared/api/catalogue.ts MAX_MARKDOWN_BYTES: the server refuses more). */
export const MAX_MARKDOWN_BYTES = 100 * 1024;
/** A card image: these types, under 5 MB (shared/api/catalogue.ts CARD_IMAGE_TYPES, MAX_CARD_IMAGE_BYTES). */
export const CARD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const MAX_CARD_IMAGE_BYTES = 5 * 1024 * 1024;

export const markdownBytes = (text: string) => new TextEncoder().encode(text).length;

export interface Bilingual {
  en: string;
  ta: string;
}

/**
 * One fee row: `locked` when the course is published and the fee was already in effect when the editor
 * opened it (interns were shown it: its history is kept as it was).
 */
export interface FeeRow {
  key: string;
  /** 'YYYY-MM-DDTHH:mm', India time (a datetime-local input). */
  from: string;
  registration: string;
  struck: string;
  /** The extra-course amounts, comma separated. */
  extra: string;
  locked: boolean;
}

/** The course's place on the intern dashboard's two lists (shared/api/catalogue.ts `dashboard`), as the inputs hold it. */
export interface DashboardForm {
  /** A row of the Courses Offered table: its short name, what it covers, its order. */
  inTable: boolean;
  title: Bilingual;
  covers: Bilingual;
  order: string;
  /** A line of the Courses We Offer list. */
  inList: boolean;
  listed: Bilingual;
}

export interface CourseForm {
  kind: 'course';
  slug: string;
  name: Bilingual;
  cardTitle: Bilingual;
  summary: Bilingual;
  detail: Bilingual;
  image: CardImage | null;
  ratings: string;
  offered: CourseContent['offered'];
  dashboard: DashboardForm;
  cardOrder: string;
  formOrder: string;
  fees: FeeRow[];
  resources: Record<ResourceKind, string>;
  retired: boolean;
}

export interface PostForm {
  kind: 'post';
  slug: string;
  title: Bilingual;
  summary: Bilingual;
  category: Bilingual;
  date: string;
  body: Bilingual;
}

export type EntryForm = CourseForm | PostForm;

// India keeps one offset all year (no summer time): its wall clock is UTC + 5:30.
const INDIA_OFFSET_MS = 330 * 60_000;

/** An instant as India's wall clock, for a datetime-local input ('2025-01-01T05:30'). */
export function indiaLocal(iso: string | Date): string {
  const at = new Date(new Date(iso).getTime() + INDIA_OFFSET_MS);
  return at.toISOString().slice(0, 16);
}

/** India's wall clock back to an instant with its offset ('2025-01-01T05:30:00+05:30'). */
export const fromIndiaLocal = (local: string) => `${local}:00+05:30`;

/** Today's date in India ('2026-11-29'), a new post's date. */
export const indiaToday = (now = new Date()) => indiaLocal(now).slice(0, 10);

let rowKeys = 0;
const rowKey = () => `fee-${++rowKeys}`;

function feeRow(fee: Fee, now: Date, published: boolean): FeeRow {
  return {
    key: rowKey(),
    from: indiaLocal(fee.from),
    registration: String(fee.registration),
    struck: fee.struck === null ? '' : String(fee.struck),
    extra: fee.extra.join(', '),
    locked: published && new Date(fee.from).getTime() <= now.getTime(),
  };
}

/** 'Change the fee': a new row from now, with the amounts of the last one to start from. */
export function newFeeRow(last: FeeRow | undefined, now = new Date()): FeeRow {
  return {
    key: rowKey(),
    from: indiaLocal(now),
    registration: last?.registration ?? '',
    struck: last?.struck ?? '',
    extra: last?.extra ?? '',
    locked: false,
  };
}

const blank = (): Bilingual => ({ en: '', ta: '' });

function dashboardForm(dashboard: CourseContent['dashboard']): DashboardForm {
  const table = dashboard?.table;
  return {
    inTable: !!table,
    title: table ? { ...table.title } : blank(),
    covers: table ? { ...table.covers } : blank(),
    order: table ? String(table.order) : '0',
    inList: !!dashboard?.listed,
    listed: dashboard?.listed ? { ...dashboard.listed } : blank(),
  };
}

/** A course's form from its draft (`published`: visitors have seen a version of it), or an empty one. */
export function courseForm(content: CourseContent | null, published = false, now = new Date()): CourseForm {
  const resources = Object.fromEntries(RESOURCE_KINDS.map((k) => [k, content?.resources[k] ?? ''])) as Record<
    ResourceKind,
    string
  >;
  if (!content)
    return {
      kind: 'course',
      slug: '',
      name: blank(),
      cardTitle: blank(),
      summary: blank(),
      detail: blank(),
      image: null,
      ratings: '0',
      offered: { registration: true, extra: true, home: true, courses: true },
      dashboard: dashboardForm(undefined),
      cardOrder: '0',
      formOrder: '0',
      fees: [newFeeRow(undefined, now)],
      resources,
      retired: false,
    };
  return {
    kind: 'course',
    slug: content.slug,
    name: { ...content.name },
    cardTitle: { ...content.cardTitle },
    summary: { ...content.summary },
    detail: { ...content.detail },
    image: content.image,
    ratings: String(content.ratings),
    offered: { ...content.offered },
    dashboard: dashboardForm(content.dashboard),
    cardOrder: String(content.cardOrder),
    formOrder: String(content.formOrder),
    fees: [...content.fees]
      .sort((a, b) => new Date(a.from).getTime() - new Date(b.from).getTime())
      .map((fee) => feeRow(fee, now, published)),
    resources,
    retired: content.retired,
  };
}

export function postForm(content: PostContent | null, now = new Date()): PostForm {
  if (!content)
    return {
      kind: 'post',
      slug: '',
      title: blank(),
      summary: blank(),
      category: blank(),
      date: indiaToday(now),
      body: blank(),
    };
  return {
    kind: 'post',
    slug: content.slug,
    title: { ...content.title },
    summary: { ...content.summary },
    category: { ...content.category },
    date: content.date,
    body: { ...content.body },
  };
}

/** A whole number as typed; anything else goes as NaN, which the server refuses with the field's message. */
const whole = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** '200, 350' -> [200, 350]; an empty text -> []. */
export const extraAmounts = (text: string) =>
  text
    .split(/[,\s]+/)
    .filter(Boolean)
    .map(whole);

/** The dashboard's part of the content: left out when the course is on neither list. */
function dashboardContent(d: DashboardForm): Pick<CourseContent, 'dashboard'> {
  if (!d.inTable && !d.inList) return {};
  return {
    dashboard: {
      table: d.inTable ? { title: d.title, covers: d.covers, order: whole(d.order) } : null,
      listed: d.inList ? d.listed : null,
    },
  };
}

function courseContent(form: CourseForm): CourseContent {
  const resources: CourseContent['resources'] = {};
  for (const kind of RESOURCE_KINDS) {
    const link = form.resources[kind].trim();
    if (link) resources[kind] = link;
  }
  return {
    slug: form.slug.trim(),
    name: form.name,
    cardTitle: form.cardTitle,
    summary: form.summary,
    detail: form.detail,
    image: form.image,
    ratings: whole(form.ratings),
    offered: form.offered,
    ...dashboardContent(form.dashboard),
    cardOrder: whole(form.cardOrder),
    formOrder: whole(form.formOrder),
    fees: form.fees.map((row) => ({
      from: fromIndiaLocal(row.from),
      registration: whole(row.registration),
      struck: row.struck.trim() === '' ? null : whole(row.struck),
      extra: extraAmounts(row.extra),
    })),
    resources,
    retired: form.retired,
  };
}

function postContent(form: PostForm): PostContent {
  return {
    slug: form.slug.trim(),
    title: form.title,
    summary: form.summary,
    category: form.category,
    date: form.date,
    body: form.body,
  };
}

/** The content the API takes from the form. */
export const contentOf = (form: EntryForm): CourseContent | PostContent =>
  form.kind === 'course' ? courseContent(form) : postContent(form);
