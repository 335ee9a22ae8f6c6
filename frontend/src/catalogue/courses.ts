import type { Localized, PublicCatalogue, PublicCourse } from 'shared/api/catalogue';
import { cheapestRegistration } from 'shared/catalogue-price';
import { DEFAULT_LOCALE, isLocale } from 'shared/locales';

/** A catalogue text in the reader's language (the server already puts the English where no Tamil was written). */
export const inLanguage = (text: Localized, locale: string): string =>
  text[isLocale(locale) ? locale : DEFAULT_LOCALE] || text.en;

/** The cards of a grid (the home page's or /courses'), in their order. */
export function cardsOf(catalogue: PublicCatalogue, grid: 'home' | 'courses'): PublicCourse[] {
  return catalogue.courses.filter((c) => c.offered[grid]).sort((a, b) => a.cardOrder - b.cardOrder);
}

/** The options of a form's course list (registration or extra course), in their order. */
export function optionsOf(catalogue: PublicCatalogue, form: 'registration' | 'extra'): PublicCourse[] {
  return catalogue.courses.filter((c) => c.offered[form]).sort((a, b) => a.formOrder - b.formOrder);
}

type DashboardRow = NonNullable<NonNullable<PublicCourse['dashboard']>['table']>;

/** The intern dashboard's Courses Offered table: the courses with a row there, in the rows' order. */
export function dashboardTableOf(catalogue: PublicCatalogue): { id: string; row: DashboardRow }[] {
  return catalogue.courses
    .flatMap((c) => (c.dashboard?.table ? [{ id: c.id, row: c.dashboard.table, card: c.cardOrder }] : []))
    .sort((a, b) => a.row.order - b.row.order || a.card - b.card)
    .map(({ id, row }) => ({ id, row }));
}

/** The intern dashboard's Courses We Offer list: each line of the courses listed there, in card order. */
export function dashboardListOf(catalogue: PublicCatalogue): { id: string; line: Localized }[] {
  return [...catalogue.courses]
    .sort((a, b) => a.cardOrder - b.cardOrder)
    .flatMap((c) => (c.dashboard?.listed ? [{ id: c.id, line: c.dashboard.listed }] : []));
}

/** A course by its slug, its id or its English name (what the forms send). */
export function findCourse(catalogue: PublicCatalogue, key: string | null | undefined): PublicCourse | undefined {
  if (!key) return undefined;
  return catalogue.courses.find((c) => c.slug === key || c.id === key || c.name.en === key);
}

export interface ShownPrice {
  /** The registration fee now. */
  now: number;
  /** The struck-through price beside it, if the course has one. */
  struck: number | null;
}

/**
 * The price a page says: the chosen course's registration fee, or with none chosen the lowest of the courses
 * one can register for ('from ₹499'), with that course's struck price beside it.
 */
export function shownPrice(catalogue: PublicCatalogue, chosen?: PublicCourse): ShownPrice | undefined {
  const from = chosen ?? cheapestRegistration(catalogue);
  return from && { now: from.fee.registration, struck: from.fee.struck };
}

/**
 * What the extra-course form asks for the chosen course (by its English name): the first of its extra-course
 * amounts; before one is chosen, the first course's of the list. Undefined when the catalogue names none.
 */
export function extraCourseFeeOf(catalogue: PublicCatalogue, courseName: string): number | undefined {
  const offered = optionsOf(catalogue, 'extra').filter((c) => c.fee.extra.length > 0);
  const course = courseName ? offered.find((c) => c.name.en === courseName) : offered[0];
  return course?.fee.extra[0];
}

/**
 * What the extra-course info page (/extranotify) says an extra course costs: the highest amount any course
 * offered as an extra course may be paid with (the seed's ₹200 or ₹350: the specification's page says 350 and
 * the add modal asks the first, 200). Undefined when the catalogue names none.
 */
export function extraCourseTopFee(catalogue: PublicCatalogue): number | undefined {
  const amounts = optionsOf(catalogue, 'extra').flatMap((c) => c.fee.extra);
  return amounts.length > 0 ? Math.max(...amounts) : undefined;
}
