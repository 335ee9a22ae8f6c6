import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicCatalogue, PublicCourse } from 'shared/api/catalogue';
import { catalogueFixture, inlineCatalogue } from '../../test/catalogue.ts';
import { stubFetch } from '../../test/fetch-stub.ts';
import { renderAt } from '../../test/render.tsx';
import { catalogue } from '../api/queries/catalogue.ts';
import { queryClient } from '../api/query.ts';
import CourseInnerPage from './CourseInnerPage.tsx';
import CoursesPage from './CoursesPage.tsx';
import HomePage from './HomePage.tsx';

/** The card titles of the section under the heading `section`. */
const cardTitles = (section: string) =>
  within(screen.getByRole('heading', { level: 2, name: section }).parentElement!)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const uiux = catalogueFixture.courses.find((c) => c.slug === 'ui-ux-design')!;
/** The fixture with one course changed. */
const withCourse = (slug: string, change: Partial<PublicCourse>, version = '2'): PublicCatalogue => ({
  ...catalogueFixture,
  version,
  courses: catalogueFixture.courses.map((c) => (c.slug === slug ? { ...c, ...change } : c)),
});

describe('the course pages read the published catalogue', () => {
  it("the home and /courses grids: the specification's cards in their order, each /courses card opening its own page", () => {
    stubFetch({});
    renderAt(<HomePage />, '/home');
    expect(cardTitles('Courses and internships')).toEqual([
      'UI/UX Design',
      'Full Stack Development',
      'Front-End Development',
      'Back-End Development',
      'Embedded System and IOT',
      'Certified Internship Program',
      'Data Entry Using MS Excel',
      'Medical coding course',
    ]);
  });

  it('/courses: nine cards, each a link to /course-inner with its course', () => {
    stubFetch({});
    renderAt(<CoursesPage />, '/courses');
    const grid = screen.getByRole('heading', { level: 2, name: 'All courses' }).parentElement!;
    const links = within(grid).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'UI/UX Design',
      'Full Stack Development',
      'Front-End Development',
      'Back-End Development',
      'Embedded System and IOT',
      'Java Development',
      'C Programming',
      'Data Entry Using MS Excel',
      'Medical coding course',
    ]);
    expect(links[0]).toHaveAttribute('href', '/course-inner?course=ui-ux-design');
  });

  it("/course-inner?course=…: the course's own page, its fee and Enroll Now for it; without one, the JavaScript course", () => {
    stubFetch({});
    inlineCatalogue(
      withCourse('ui-ux-design', {
        detailHtml: { en: '<h2>Figma from the start</h2><p>Five weeks of design.</p>', ta: '<p>தமிழ்</p>' },
        fee: { registration: 599, struck: 899, extra: [200] },
      }),
    );
    const { unmount } = renderAt(<CourseInnerPage />, '/course-inner', {}, '/course-inner?course=ui-ux-design');
    expect(screen.getByRole('heading', { level: 1, name: 'UI/UX Design' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Figma from the start' })).toBeVisible();
    expect(screen.getByText('Five weeks of design.')).toBeVisible();
    expect(screen.getByText('₹899').tagName).toBe('S');
    expect(screen.getByText('₹599')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute(
      'href',
      '/registration?course=ui-ux-design',
    );
    expect(document.title).toBe('UI/UX Design · Test Academy');
    unmount();

    // Unknown course, or none: today's page at the lowest registration fee.
    renderAt(<CourseInnerPage />, '/course-inner', {}, '/course-inner?course=no-such-course');
    expect(screen.getByRole('heading', { level: 1, name: 'JavaScript: from zero to your first app' })).toBeVisible();
    expect(screen.getByText('₹499')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute('href', '/registration');
  });

  it('an uploaded card picture: the phone and desktop WebP with the JPEG for the rest, its size set, loaded lazily', () => {
    stubFetch({});
    const base = '/api/catalogue/images/0b6f3c1e-2a4d-4c8e-9f10-1234567890ab';
    inlineCatalogue(
      withCourse('ui-ux-design', {
        image: { phone: `${base}/phone.webp`, desktop: `${base}/desktop.webp`, jpeg: `${base}/card.jpg` },
      }),
    );
    renderAt(<CoursesPage />, '/courses');
    const card = screen.getByRole('link', { name: 'UI/UX Design' }).closest('li')!;
    const source = card.querySelector('picture > source')!;
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source.getAttribute('srcset')).toBe(`${base}/phone.webp 480w, ${base}/desktop.webp 960w`);
    const img = card.querySelector('picture > img')!;
    expect(img).toHaveAttribute('src', `${base}/card.jpg`);
    expect(img).toHaveAttribute('width', '960');
    expect(img).toHaveAttribute('height', '540');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('alt', '');
  });
});

describe('reading the catalogue', () => {
  it('without an inlined copy (the dev server) it asks GET /api/catalogue, saying so meanwhile', async () => {
    inlineCatalogue(null);
    let answer!: (v: { body: unknown }) => void;
    stubFetch({ 'GET /api/catalogue': () => new Promise((r) => (answer = r)) });
    renderAt(<CoursesPage />, '/courses');
    expect(screen.getByText('Loading...')).toBeVisible();
    answer({ body: withCourse('ui-ux-design', { cardTitle: { en: 'Product Design', ta: 'Product Design' } }) });
    expect(await screen.findByRole('link', { name: 'Product Design' })).toBeVisible();
  });

  it('a failure with no copy says so, and Try again reads it', async () => {
    inlineCatalogue(null);
    let fail = true;
    stubFetch({ 'GET /api/catalogue': () => (fail ? 'network-error' : { body: catalogueFixture }) });
    renderAt(<CoursesPage />, '/courses');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText(/could not|connection|network/i)).toBeVisible();
    fail = false;
    act(() => retry.click());
    expect(await screen.findByRole('link', { name: 'UI/UX Design' })).toBeVisible();
  });

  it('asks again with the version it holds: a 304 keeps it, a new publish shows at once', async () => {
    // 304: nothing published since the version the page holds (a 304 has no body).
    const notModified = () => Promise.resolve(new Response(null, { status: 304 })) as Promise<never>;
    let answer: Parameters<typeof stubFetch>[0][string] = () => notModified;
    const { fn } = stubFetch({ 'GET /api/catalogue': (call) => answer(call) });
    renderAt(<CoursesPage />, '/courses');
    expect(screen.getByRole('link', { name: 'UI/UX Design' })).toBeVisible();

    await act(() => queryClient.refetchQueries({ queryKey: catalogue.published().queryKey }));
    const [, init] = fn.mock.calls.at(-1)!;
    expect(new Headers(init?.headers).get('if-none-match')).toBe(`"${catalogueFixture.version}"`);
    expect(screen.getByRole('link', { name: 'UI/UX Design' })).toBeVisible();

    answer = () => ({
      body: withCourse('ui-ux-design', { cardTitle: { en: 'Product Design', ta: 'Product Design' } }),
    });
    await act(() => queryClient.refetchQueries({ queryKey: catalogue.published().queryKey }));
    expect(await screen.findByRole('link', { name: 'Product Design' })).toBeVisible();
    expect(screen.queryByRole('link', { name: uiux.cardTitle.en })).not.toBeInTheDocument();
  });
});
