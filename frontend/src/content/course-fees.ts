import type { PublicCatalogue, PublicCourse } from 'shared/api/catalogue';
import { REGISTRATION_FEE_RUPEES } from 'shared/payments';
import { PRICE_BEFORE } from './courses.ts';
import { EXTRA_COURSE_MODAL_FEE } from './intern.ts';

/**
 * What each course's payment asks, from the published catalogue (`PublicCourse.fee`, the fee in effect):
 * the registration page's and the extra-course modal's UPI link and QR code ask it, and the form sends it
 * back as `shownFeeRupees`, so the intern keeps the fee they were shown. The catalogue is read from the
 * page (`<script id="catalogue">`, inlined like the site config); without it (not published yet, or a
 * page served without it) the specification's fees.
 */

/** The catalogue the server inlines in index.html (`<script id="catalogue">`), if it is there and readable. */
function parseCatalogue(text: string): PublicCatalogue | undefined {
  if (!text.trim()) return undefined;
  try {
    const parsed = JSON.parse(text) as Partial<PublicCatalogue> | null;
    return Array.isArray(parsed?.courses) ? (parsed as PublicCatalogue) : undefined;
  } catch {
    return undefined;
  }
}

let read: { text: string; courses: readonly PublicCourse[] } | undefined;
/** The published courses with their fees, as the page was served (parsed again only when the script's text changes). */
function publishedCourses(doc: Document | undefined = globalThis.document): readonly PublicCourse[] {
  const text = doc?.getElementById('catalogue')?.textContent ?? '';
  if (read?.text !== text) read = { text, courses: parseCatalogue(text)?.courses ?? [] };
  return read.courses;
}

const byFormOrder = (a: PublicCourse, b: PublicCourse) => a.formOrder - b.formOrder;

/** A registration's price: what is asked, and the struck-through price beside it (none: nothing struck). */
export interface RegistrationPrice {
  fee: number;
  struck: number | null;
}

/**
 * The registration fee of the chosen course (by its English name, the name the form sends); before one is
 * chosen, the first course of the form's list.
 */
export function registrationPriceOf(
  courseName: string,
  courses: readonly PublicCourse[] = publishedCourses(),
): RegistrationPrice {
  const offered = courses.filter((c) => c.offered.registration).sort(byFormOrder);
  const course = courseName ? offered.find((c) => c.name.en === courseName) : offered[0];
  return course
    ? { fee: course.fee.registration, struck: course.fee.struck }
    : { fee: REGISTRATION_FEE_RUPEES, struck: PRICE_BEFORE };
}

/** What the extra-course modal's link asks for the chosen course: the first of its amounts. */
export function extraCourseFeeOf(courseName: string, courses: readonly PublicCourse[] = publishedCourses()): number {
  const offered = courses.filter((c) => c.offered.extra && c.fee.extra.length > 0).sort(byFormOrder);
  const course = courseName ? offered.find((c) => c.name.en === courseName) : offered[0];
  return course?.fee.extra[0] ?? EXTRA_COURSE_MODAL_FEE;
}
