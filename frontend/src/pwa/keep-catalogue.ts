import { CATALOGUE_CACHE } from './catalogue-copy.ts';

/**
 * Puts the catalogue the server inlined in the page into the service worker's copy (catalogue-copy.ts), unless
 * that copy is already of its version: a visit whose page brought the catalogue asks GET /api/catalogue for
 * nothing, so without this the phone would keep, for offline, only the last catalogue it ever asked for.
 * Only in a production build (the dev server and the tests have no service worker).
 */
export async function keepInlinedCatalogue(json: string, version: string): Promise<void> {
  if (!import.meta.env.PROD || typeof caches === 'undefined') return;
  const etag = `"${version}"`;
  try {
    const cache = await caches.open(CATALOGUE_CACHE.catalogue);
    if ((await cache.match('/api/catalogue'))?.headers.get('etag') === etag) return;
    await cache.put('/api/catalogue', new Response(json, { headers: { 'content-type': 'application/json', etag } }));
  } catch (err) {
    console.warn('the catalogue was not kept for offline use', err);
  }
}

/**
 * Puts the post the server inlined in its own page (`<script id="catalogue-post">`) into the same copy, under the
 * address the page would have asked (GET /api/catalogue/posts/:slug): that page asks for nothing, and offline the
 * post is read from there, as after a visit that asked for it.
 */
export async function keepInlinedPost(json: string, slug: string): Promise<void> {
  if (!import.meta.env.PROD || typeof caches === 'undefined') return;
  try {
    const cache = await caches.open(CATALOGUE_CACHE.catalogue);
    await cache.put(
      `/api/catalogue/posts/${encodeURIComponent(slug)}`,
      new Response(json, { headers: { 'content-type': 'application/json' } }),
    );
  } catch (err) {
    console.warn('the post was not kept for offline use', err);
  }
}
