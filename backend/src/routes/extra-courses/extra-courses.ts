import { createRouter } from '../router.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import { addExtraCourse } from '../../commands/add-extra-course.ts';
import { validateExtraCourse } from '../../commands/validate-extra-course.ts';
import { ExtraCourse } from '../../entities/index.ts';
import { auth, currentUser } from '../../middlewares/auth.ts';
import { rateLimit } from '../../middlewares/rate-limit.ts';
import { sessionUser } from '../../middlewares/session.ts';
import { input, validate } from '../../middlewares/validate.ts';
import { presentExtraCourse, presentExtraCourseForAdmin } from '../../presenters/extra-course.ts';
import { extraCourseSchema, idParams } from './schema.ts';
import { messages } from 'shared/messages';

/** Each enrolment mails a notice: a few per hour per intern is plenty. Shared with POST /api/addcourse. */
export function extraCourseLimit(redis: Redis, prefix: string) {
  return rateLimit(redis, prefix, {
    name: 'extra-course-add',
    points: 10,
    durationSec: 60 * 60,
    key: (ctx) => {
      const user = sessionUser(ctx);
      return user ? `${user.kind}:${user.id}` : undefined;
    },
    message: 'Too many extra-course enrolments. Please try again in an hour.',
  });
}

/** An intern's extra courses (their own only) and the admin's /ev panel. */
export function extraCoursesRouter(deps: { em: () => EntityManager; redis: Redis; prefix: string }) {
  const { em } = deps;
  const router = createRouter();

  router.post('/api/extra-courses', extraCourseLimit(deps.redis, deps.prefix), auth({ role: 'student' }), validate(extraCourseSchema), async (ctx) => {
    const extraCourse = await addExtraCourse(em(), currentUser(ctx).id, input(ctx, extraCourseSchema));
    ctx.status = 201;
    ctx.body = { success: true, message: messages.extraCourseRegistered, extraCourse: presentExtraCourse(extraCourse) };
  });

  router.get('/api/extra-courses', auth({ role: 'student' }), async (ctx) => {
    const rows = await em().find(ExtraCourse, { student: currentUser(ctx).id }, { orderBy: { id: 'asc' } });
    ctx.body = { extraCourses: rows.map(presentExtraCourse) };
  });

  router.get('/api/admin/extra-courses', auth({ role: 'admin' }), async (ctx) => {
    const rows = await em().find(ExtraCourse, {}, { orderBy: { id: 'desc' } });
    ctx.body = { data: rows.map(presentExtraCourseForAdmin) };
  });

  router.post('/api/admin/extra-courses/:id/validate', auth({ role: 'admin' }), validate(idParams, 'params'), async (ctx) => {
    const { id } = input(ctx, idParams);
    const { jobs } = await validateExtraCourse(em(), id, currentUser(ctx).id);
    ctx.body = { message: 'Validated', jobs };
  });

  return router;
}
