import { z } from 'zod';
import { slugSchema } from 'shared/api/catalogue';
import { policy } from '../../middlewares/policy.ts';
import { notFound } from '../../errors.ts';
import { validate } from '../../middlewares/validate.ts';
import { createRouter, type RouterDeps } from '../router.ts';

/**
 * The published catalogue, read from the API process's memory (catalogue/store.ts): revalidated on every
 * visit (ETag), so a publish shows on the next online visit and an unchanged catalogue costs a 304. Public,
 * with no session, body or database: app.ts mounts it before those, the hottest public read of the site.
 */
export function catalogueRouter({ catalogue }: Pick<RouterDeps, 'catalogue'>) {
  const router = createRouter();

  router.get('/api/catalogue', policy('public'), async (ctx) => {
    const snap = await catalogue.current();
    const etag = `"${snap.catalogue.version}"`;
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('ETag', etag);
    if (ctx.get('If-None-Match') === etag) {
      ctx.status = 304;
      return;
    }
    ctx.type = 'json';
    ctx.body = snap.body;
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
