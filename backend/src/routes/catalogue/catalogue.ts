import { z } from 'zod';
import { slugSchema } from 'shared/api/catalogue';
import { authorize } from '../../policies/authorize.ts';
import { actorOf, policy } from '../../middlewares/policy.ts';
import { currentUser } from '../../middlewares/auth.ts';
import { notFound } from '../../errors.ts';
import { validate } from '../../middlewares/validate.ts';
import { studentCourseRef } from '../../queries/catalogue.ts';
import { createRouter, type RouterDeps } from '../router.ts';

/**
 * The published catalogue, read from the API process's memory (catalogue/store.ts): revalidated on every
 * visit (ETag), so a publish shows on the next online visit and an unchanged catalogue costs a 304.
 */
export function catalogueRouter({ em, catalogue }: RouterDeps) {
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
    ctx.body = snap.json;
  });

  const post = validate({ params: z.strictObject({ slug: slugSchema.catch('-') }) });
  router.get('/api/catalogue/posts/:slug', policy('public'), post, async (ctx) => {
    const found = (await catalogue.current()).posts.get(post.of(ctx).params.slug);
    if (!found) throw notFound();
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = found;
  });

  /** The validated intern's resource links: their own course's, as its published version sets them. */
  router.get('/api/resources', policy('courses.resources'), async (ctx) => {
    const ref = await studentCourseRef(em(), currentUser(ctx).id);
    if (!ref) throw notFound();
    authorize(actorOf(ctx), 'courses.resources', ref);
    const course = (await catalogue.course({ id: ref.courseId })) ?? (await catalogue.course({ name: ref.course }));
    ctx.body = { links: course?.content.resources ?? {} };
  });

  return router;
}
