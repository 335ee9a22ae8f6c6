import { queryOptions } from '@tanstack/react-query';
import type { PublicCatalogue, PublicPost } from 'shared/api/catalogue';
import { refusalStatus } from '../../lib/error-message.ts';
import { keepInlinedCatalogue, keepInlinedPost } from '../../pwa/keep-catalogue.ts';
import { getCatalogue, getPost } from '../endpoints.ts';
import { queryClient, useServerQuery } from '../query.ts';

const CATALOGUE = ['catalogue'] as const;

/**
 * How long the catalogue the page holds is taken as current. The server inlines the published one in every
 * page it serves (a visit always starts from the newest); a tab left open asks again after this, and the
 * answer costs a 304 when nothing was published meanwhile.
 */
const FRESH_MS = 5 * 60_000;

/** The catalogue the server inlined in index.html (`<script id="catalogue">`), when it did (not the dev server's). */
function inlinedCatalogue(doc: Document = document): PublicCatalogue | undefined {
  const text = doc.getElementById('catalogue')?.textContent?.trim();
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as Partial<PublicCatalogue> | null;
    if (!parsed || typeof parsed.version !== 'string' || !Array.isArray(parsed.courses) || !Array.isArray(parsed.posts))
      return undefined;
    // The phone's offline copy follows what the visit showed.
    void keepInlinedCatalogue(text, parsed.version);
    return parsed as PublicCatalogue;
  } catch {
    return undefined;
  }
}

/**
 * The post the server inlined in its own page (`<script id="catalogue-post">`, /blog/:slug), when it is the one
 * asked for: the post's page shows its body on the first paint, without a request.
 */
function inlinedPost(slug: string, doc: Document = document): PublicPost | undefined {
  const text = doc.getElementById('catalogue-post')?.textContent?.trim();
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as Partial<PublicPost> | null;
    if (parsed?.slug !== slug || !parsed.bodyHtml) return undefined;
    // The phone's offline copy keeps the post as if the page had asked for it.
    void keepInlinedPost(text, slug);
    return parsed as PublicPost;
  } catch {
    return undefined;
  }
}

/**
 * GET /api/catalogue with the version the page holds: a 304 (nothing published since) keeps it. Any other
 * failure rejects, and the screen keeps showing what it had.
 */
async function readCatalogue(signal: AbortSignal): Promise<PublicCatalogue> {
  const held = queryClient.getQueryData<PublicCatalogue>(CATALOGUE);
  try {
    return await getCatalogue(held?.version, signal);
  } catch (err) {
    if (held && refusalStatus(err) === 304) return held;
    throw err;
  }
}

/** The published catalogue (courses and posts) and a post's own page. */
export const catalogue = {
  /** GET /api/catalogue, starting from the copy inlined in the page: the first paint needs no request. */
  published: () =>
    queryOptions({
      queryKey: CATALOGUE,
      queryFn: ({ signal }) => readCatalogue(signal),
      initialData: () => (typeof document === 'undefined' ? undefined : inlinedCatalogue()),
      initialDataUpdatedAt: () => Date.now(),
      staleTime: FRESH_MS,
      // Read by most public screens and the forms: kept for the page's life, not dropped between screens.
      gcTime: Infinity,
      placeholderData: undefined,
    }),
  /** GET /api/catalogue/posts/:slug: a post with its body, starting from the copy inlined in its page. */
  post: (slug: string) =>
    queryOptions({
      queryKey: [...CATALOGUE, 'posts', slug] as const,
      queryFn: ({ signal }) => getPost(slug, signal),
      initialData: () => (typeof document === 'undefined' ? undefined : inlinedPost(slug)),
      initialDataUpdatedAt: () => Date.now(),
      staleTime: FRESH_MS,
      placeholderData: undefined,
    }),
};

/** The published catalogue: `data` is there at once when the server inlined it, else after GET /api/catalogue. */
export function useCatalogue() {
  return useServerQuery(catalogue.published());
}
