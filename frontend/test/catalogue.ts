import type { PublicCourse } from 'shared/api/catalogue';

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

/** The catalogue as the server inlines it in index.html (`<script id="catalogue">`); `removeCatalogue` takes it away. */
export function inlineCatalogue(courses: PublicCourse[]) {
  removeCatalogue();
  const script = document.createElement('script');
  script.id = 'catalogue';
  script.type = 'application/json';
  script.textContent = JSON.stringify({ version: '1', courses, posts: [] });
  document.head.append(script);
}
export const removeCatalogue = () => document.getElementById('catalogue')?.remove();
