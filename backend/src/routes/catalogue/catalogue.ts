import { z } from 'zod';
import { chosenEncoding } from '../../catalogue/encodings.ts';
import { slugSchema } from 'shared/api/catalogue';
import { policy } from '../../middlewares/policy.ts';
import { notFound } from '../../errors.ts';
import { validate } from '../../middlewares/validate.ts';
import { createRouter, type RouterDeps } from '../router.ts';

/**
 * The published catalogue, read from the API process's memory (catalogue/store.ts): revalidated on every
 * visit (ETag), so a publish shows on the next online visit and an unchanged catalogue costs a 304. Public,
 * with no session, body or database: app.ts mounts it before those, the hottest public read of the site.
 * Its bytes go brotli- or gzip-compressed as the client accepts, compressed once per snapshot, never per
 * request. The ETag is the catalogue's version in every coding: the site and the service worker hold the
 * version and ask with it (`If-None-Match: "<version>"`), whichever coding brought it; `Vary` keeps a
 * cache from giving one coding's bytes to a client that asked another.
 */
export function catalogueRouter({ catalogue }: Pick<RouterDeps, 'catalogue'>) {
  const router = createRouter();

  router.get('/api/catalogue', policy('public'), async (ctx) => {
    const snap = await catalogue.current();
    const etag = `"${snap.catalogue.version}"`;
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('Vary', 'Accept-Encoding');
    ctx.set('ETag', etag);
    if (ctx.get('If-None-Match') === etag) {
      ctx.status = 304;
      return;
    }
    const coding = chosenEncoding(ctx.get('Accept-Encoding'));
    ctx.type = 'json';
    if (coding !== 'identity') ctx.set('Content-Encoding', coding);
    ctx.body = snap.encoded[coding];
  });

  const post = validate({ params: z.strictObject({ slug: slugSchema.catch('-') }) });
  router.get('/api/catalogue/posts/:slug', policy('public'), post, async (ctx) => {
    const found = (await catalogue.current()).posts.get(post.of(ctx).params.slug);
    if (!found) throw notFound();
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = found;
  });

  return router;
}
