import type { Redis } from 'ioredis';
import { extraCourseParams, extraCourseSchema, type ExtraCourseAdded } from 'shared/api/extra-courses';
import { addExtraCourse } from '../../commands/add-extra-course.ts';
import { validateExtraCourse } from '../../commands/validate-extra-course.ts';
import { currentUser } from '../../middlewares/auth.ts';
import { accountOfSession, rateLimit } from '../../middlewares/rate-limit.ts';
import { validate } from '../../middlewares/validate.ts';
import { presentExtraCourse, presentExtraCourseForAdmin } from '../../presenters/extra-course.ts';
import { allExtraCourses, ownExtraCourses } from '../../queries/extra-courses.ts';
import { createRouter, type RouterDeps } from '../router.ts';
import { messages } from 'shared/messages';
import { said } from '../../presenters/said.ts';
import { policy } from '../../middlewares/policy.ts';

/** Each enrolment mails a notice: a few per hour per intern is plenty. Shared with POST /api/addcourse. */
export function extraCourseLimit(redis: Redis, prefix: string) {
  return rateLimit(redis, prefix, {
    name: 'extra-course-add',
    points: 10,
    durationSec: 60 * 60,
    key: accountOfSession,
    message: messages.tooManyExtraCourses,
  });
}

/** An intern's extra courses (their own only) and the admin's /ev panel. */
export function extraCoursesRouter({ em, redis, config, catalogue }: RouterDeps) {
  const router = createRouter();

  const form = validate({ body: extraCourseSchema });
  router.post(
    '/api/extra-courses',
    extraCourseLimit(redis, config.REDIS_PREFIX),
    policy('extra-courses.enrol'),
    form,
    async (ctx) => {
      const extraCourse = await addExtraCourse(em(), currentUser(ctx).id, form.of(ctx).body, catalogue);
      ctx.status = 201;
      ctx.body = {
        ...said('extraCourseRegistered'),
        extraCourse: presentExtraCourse(extraCourse),
      } satisfies ExtraCourseAdded;
    },
  );

  router.get('/api/extra-courses', policy('extra-courses.read-own'), async (ctx) => {
    ctx.body = { extraCourses: (await ownExtraCourses(em(), currentUser(ctx).id)).map(presentExtraCourse) };
  });

  router.get('/api/admin/extra-courses', policy('extra-courses.list'), async (ctx) => {
    ctx.body = { data: (await allExtraCourses(em())).map(presentExtraCourseForAdmin) };
  });

  const extraCourse = validate({ params: extraCourseParams });
  router.post('/api/admin/extra-courses/:id/validate', policy('extra-courses.validate'), extraCourse, async (ctx) => {
    const { jobs } = await validateExtraCourse(em(), {
      extraCourseId: extraCourse.of(ctx).params.id,
      adminId: currentUser(ctx).id,
    });
    ctx.body = { message: 'Validated', jobs };
  });

  return router;
}
