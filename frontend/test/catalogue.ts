import type { PublicCatalogue, PublicCourse } from 'shared/api/catalogue';
import { catalogueFixture } from './catalogue-fixture.ts';

export { catalogueFixture };

/** A published course as GET /api/catalogue gives it, with only what a fee needs filled in. */
export const publicCourse = (name: string, formOrder: number, fee: PublicCourse['fee']): PublicCourse => ({
  id: `id-${formOrder}`,
  slug: `course-${formOrder}`,
  name: { en: name, ta: name },
  cardTitle: { en: name, ta: name },
  summary: { en: '', ta: '' },
  detailHtml: { en: '', ta: '' },
  image: null,
  ratings: 0,
  offered: { registration: true, extra: true, home: true, courses: true },
  cardOrder: formOrder,
  formOrder,
  fee,
});

/**
 * The published catalogue, inlined in the page as the server does (`<script id="catalogue">`; test/setup.ts
 * inlines the seed's before each test): a test that wants another one (a whole catalogue, or only courses) or
 * none (null: as the dev server serves the page) changes it before it renders.
 */
export function inlineCatalogue(catalogue: PublicCatalogue | PublicCourse[] | null = catalogueFixture) {
  let script = document.getElementById('catalogue');
  if (!script) {
    script = document.createElement('script');
    script.id = 'catalogue';
    script.setAttribute('type', 'application/json');
    document.head.append(script);
  }
  const whole = Array.isArray(catalogue) ? { version: '1', courses: catalogue, posts: [] } : catalogue;
  script.textContent = whole ? JSON.stringify(whole) : '';
}
/** No catalogue in the page (the next test's set-up inlines the seed's again). */
export const removeCatalogue = () => document.getElementById('catalogue')?.remove();
