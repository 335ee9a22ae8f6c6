import type { PublicCatalogue, PublicCourse } from './api/catalogue.ts';

/**
 * The course whose fee the site names when no course is chosen ('enrol for ₹499', 'from ₹499'): the
 * cheapest one offered for registration, the first in form order among equals. One rule for the pages
 * (frontend catalogue/courses.ts `shownPrice`), the site's description and the server's index.html.
 */
export function cheapestRegistration(catalogue: Pick<PublicCatalogue, 'courses'>): PublicCourse | undefined {
  return catalogue.courses
    .filter((c) => c.offered.registration)
    .sort((a, b) => a.formOrder - b.formOrder)
    .reduce<PublicCourse | undefined>(
      (low, c) => (!low || c.fee.registration < low.fee.registration ? c : low),
      undefined,
    );
}
