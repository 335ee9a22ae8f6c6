import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderAt } from '../../../../test/render.tsx';
import CatalogueListPage from './CatalogueListPage.tsx';

const summary = (over: Record<string, unknown>) => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'course',
  slug: 'web-development',
  title: 'Web Development',
  publishedVersion: 1,
  unpublished: false,
  tamilGaps: 0,
  retired: false,
  updatedAt: '2026-11-20T04:00:00.000Z',
  ...over,
});

describe('/admin/catalogue', () => {
  it('lists the courses and the posts with where each draft stands and its Tamil gaps', async () => {
    stubFetch({
      'GET /api/admin/catalogue': () => ({
        body: {
          entries: [
            summary({}),
            summary({
              id: '00000000-0000-4000-8000-000000000002',
              slug: 'c-programming',
              title: 'C Programming',
              publishedVersion: 3,
              unpublished: true,
              tamilGaps: 3,
              retired: true,
            }),
            summary({
              id: '00000000-0000-4000-8000-000000000003',
              kind: 'post',
              slug: 'why-react',
              title: 'Why React',
              publishedVersion: null,
              unpublished: true,
              tamilGaps: 1,
            }),
          ],
        },
      }),
    });
    renderAt(<CatalogueListPage />, '/admin/catalogue');
    expect(screen.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
    const courses = within(await screen.findByRole('region', { name: 'Courses' }));
    const web = courses.getByRole('rowheader', { name: /Web Development/ }).closest('tr')!;
    expect(within(web).getByText('Published v1')).toBeVisible();
    expect(within(web).getByText('Tamil complete')).toBeVisible();
    expect(within(web).getByRole('link', { name: 'Web Development' })).toHaveAttribute(
      'href',
      '/admin/catalogue/00000000-0000-4000-8000-000000000001',
    );
    const c = courses.getByRole('rowheader', { name: /C Programming/ }).closest('tr')!;
    expect(within(c).getByText('Published v3')).toBeVisible();
    expect(within(c).getByText('Unpublished changes')).toBeVisible();
    expect(within(c).getByText('3 Tamil texts missing: English is shown')).toBeVisible();
    expect(within(c).getByText('Retired')).toBeVisible();

    const posts = within(screen.getByRole('region', { name: 'Posts' }));
    const post = posts.getByRole('rowheader', { name: /Why React/ }).closest('tr')!;
    expect(within(post).getByText('Draft only')).toBeVisible();
    expect(within(post).getByText('1 Tamil text missing: English is shown')).toBeVisible();

    expect(screen.getByRole('link', { name: 'New course' })).toHaveAttribute('href', '/admin/catalogue/new');
    expect(screen.getByRole('link', { name: 'New post' })).toHaveAttribute('href', '/admin/catalogue/new?kind=post');
  });

  it('says when the list cannot be read, with Try again', async () => {
    stubFetch({ 'GET /api/admin/catalogue': () => 'network-error' });
    renderAt(<CatalogueListPage />, '/admin/catalogue');
    expect(await screen.findByText('We could not reach the server. Please check your connection.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
