import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicPost } from 'shared/api/catalogue';
import { catalogueFixture } from '../../test/catalogue.ts';
import { stubFetch } from '../../test/fetch-stub.ts';
import { renderAt } from '../../test/render.tsx';
import { useLocale } from '../stores/locale.ts';
import BlogPostPage from './BlogPostPage.tsx';

const listed = catalogueFixture.posts.find((p) => p.slug === 'internship-tips')!;
const post: PublicPost = {
  ...listed,
  bodyHtml: {
    en: '<h2>Ask early</h2><p>Ask questions early; nobody expects you to know everything.</p>',
    ta: '<h2>சீக்கிரம் கேளுங்கள்</h2><p>சீக்கிரமே கேள்விகள் கேளுங்கள்.</p>',
  },
};
const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');

describe("a blog post's own page", () => {
  it("shows the post's title, date and body, names the tab after it and describes the page with its summary, in each language", async () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'the site';
    document.head.append(meta);
    const { calls } = stubFetch({ 'GET /api/catalogue/posts/internship-tips': () => ({ body: post }) });
    const { unmount } = renderAt(<BlogPostPage />, '/blog/:slug', {}, '/blog/internship-tips');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Seven tips to get the most from your internship' }),
    ).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ask early' })).toBeVisible();
    expect(screen.getByText('Ask questions early; nobody expects you to know everything.')).toBeVisible();
    expect(screen.getByText('10 May 2025')).toBeVisible();
    expect(screen.getByRole('link', { name: '← All posts' })).toHaveAttribute('href', '/blog');
    expect(document.title).toBe('Seven tips to get the most from your internship · Test Academy');
    expect(description()).toBe(listed.summary.en);
    expect(calls.map((c) => c.url)).toEqual(['/api/catalogue/posts/internship-tips']);

    await act(() => useLocale.getState().choose('ta'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'உங்கள் இன்டர்ன்ஷிப்பிலிருந்து அதிகம் பெற ஏழு குறிப்புகள்' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'சீக்கிரம் கேளுங்கள்' })).toBeVisible();
    expect(document.title.startsWith('உங்கள் இன்டர்ன்ஷிப்பிலிருந்து')).toBe(true);
    expect(description()).toBe(listed.summary.ta);

    // Leaving the post gives the page the site's own description back.
    unmount();
    expect(description()).not.toBe(listed.summary.ta);
    expect(description()).toMatch(/[\u0B80-\u0BFF]/);
    meta.remove();
  });

  it('shows the post the server inlined in its page on the first paint, without asking for it (another post is asked for)', async () => {
    const script = document.createElement('script');
    script.id = 'catalogue-post';
    script.type = 'application/json';
    script.textContent = JSON.stringify(post);
    document.head.append(script);
    try {
      const { calls } = stubFetch({});
      const { unmount } = renderAt(<BlogPostPage />, '/blog/:slug', {}, '/blog/internship-tips');
      // No wait: the body is there on the first render, so nothing moves when it would have arrived.
      expect(screen.getByRole('heading', { level: 2, name: 'Ask early' })).toBeVisible();
      expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
      expect(calls).toEqual([]);
      unmount();

      // The copy is that post's only: another post's page asks the server.
      stubFetch({ 'GET /api/catalogue/posts/ui-ux-basics': () => ({ status: 404, body: { message: 'Not found.' } }) });
      renderAt(<BlogPostPage />, '/blog/:slug', {}, '/blog/ui-ux-basics');
      expect(screen.queryByRole('heading', { level: 2, name: 'Ask early' })).not.toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible();
    } finally {
      script.remove();
    }
  });

  it('an unknown or unpublished post is a page not found', async () => {
    stubFetch({ 'GET /api/catalogue/posts/no-such-post': () => ({ status: 404, body: { message: 'Not found.' } }) });
    renderAt(<BlogPostPage />, '/blog/:slug', {}, '/blog/no-such-post');
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible();
  });

  it('a failure to load says so and tries again', async () => {
    let fail = true;
    stubFetch({
      'GET /api/catalogue/posts/internship-tips': () => (fail ? 'network-error' : { body: post }),
    });
    renderAt(<BlogPostPage />, '/blog/:slug', {}, '/blog/internship-tips');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText(/could not|connection|network/i)).toBeVisible();
    fail = false;
    act(() => retry.click());
    expect(await screen.findByText('Ask questions early; nobody expects you to know everything.')).toBeVisible();
  });
});
