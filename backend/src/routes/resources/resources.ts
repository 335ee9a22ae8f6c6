import { currentUser } from '../../middlewares/auth.ts';
import { actorOf, policy } from '../../middlewares/policy.ts';
import { notFound } from '../../errors.ts';
import { authorize } from '../../policies/authorize.ts';
import { studentCourseRef } from '../../queries/catalogue.ts';
import { createRouter, type RouterDeps } from '../router.ts';

/** GET /api/resources: the validated intern's resource links, as their course's published version sets them. */
export function resourcesRouter({ em, catalogue }: RouterDeps) {
  const router = createRouter();

  router.get('/api/resources', policy('courses.resources'), async (ctx) => {
    const ref = await studentCourseRef(em(), currentUser(ctx).id);
    if (!ref) throw notFound();
    authorize(actorOf(ctx), 'courses.resources', ref);
    const course = (await catalogue.course({ id: ref.courseId })) ?? (await catalogue.course({ name: ref.course }));
    ctx.body = { links: course?.content.resources ?? {} };
  });

  return router;
}
