import type { MessageAnswer } from 'shared/api/envelope';
import { legacyExtraCourseSchema, legacyIdBody } from 'shared/api/extra-courses';
import { legacyReferrerSchema } from 'shared/api/referrers';
import { addExtraCourse } from '../commands/add-extra-course.ts';
import { registerReferrer } from '../commands/register-referrer.ts';
import { validateExtraCourse } from '../commands/validate-extra-course.ts';
import { badRequest, forbidden } from '../errors.ts';
import { currentUser, signedInIntern } from '../middlewares/auth.ts';
import { validate } from '../middlewares/validate.ts';
import { presentLegacyExtraCourse } from '../presenters/extra-course.ts';
import { allExtraCourses, ownExtraCourses } from '../queries/extra-courses.ts';
import { extraCourseLimit } from './extra-courses/extra-courses.ts';
import { referralLimits } from './referrers/limits.ts';
import { createRouter, type RouterDeps } from './router.ts';
import { messages } from 'shared/messages';
import { policy } from '../middlewares/policy.ts';

export const testMarkRefused = 'Test marks are graded on the server. Submit your answers instead.';

/**
 * The specification's own paths (section 7) for referrals, extra courses and the test mark, bound to
 * the same commands, limits and security rules as the resource routes. Field names are the
 * specification's (phoneno, upiid, ids, startdate, validate...). A client-sent test mark is refused.
 */
export function legacyFeaturesRouter({ em, redis, config, catalogue }: RouterDeps) {
  const referral = referralLimits(redis, config.REDIS_PREFIX);
  const router = createRouter();

  const referrer = validate({ body: legacyReferrerSchema });
  router.post('/api/insertrefer', policy('public'), referral.register, referrer, async (ctx) => {
    await registerReferrer(em(), referrer.of(ctx).body, { studentId: signedInIntern(ctx) });
    ctx.status = 201;
    ctx.body = { success: true, message: messages.referrerJoined } satisfies MessageAnswer;
  });

  const extraCourse = validate({ body: legacyExtraCourseSchema });
  router.post(
    '/api/addcourse',
    extraCourseLimit(redis, config.REDIS_PREFIX),
    policy('extra-courses.enrol'),
    extraCourse,
    async (ctx) => {
      const { ids, ...fields } = extraCourse.of(ctx).body;
      const user = currentUser(ctx);
      if (ids !== user.id) throw forbidden('You can only add extra courses to your own account.');
      const added = await addExtraCourse(em(), user.id, fields, catalogue);
      ctx.status = 201;
      ctx.body = {
        success: true,
        message: messages.extraCourseRegistered,
        extraCourse: presentLegacyExtraCourse(added),
      };
    },
  );

  const id = validate({ body: legacyIdBody });
  router.post('/api/viewcourse', policy('extra-courses.read-own'), id, async (ctx) => {
    const user = currentUser(ctx);
    if (id.of(ctx).body.id !== user.id) throw forbidden('You can only see your own extra courses.');
    ctx.body = (await ownExtraCourses(em(), user.id)).map(presentLegacyExtraCourse);
  });

  router.post('/api/updatetestmark', policy('public'), () => {
    throw badRequest(testMarkRefused);
  });

  router.get('/api/extracourse', policy('extra-courses.list'), async (ctx) => {
    ctx.body = { data: (await allExtraCourses(em())).map(presentLegacyExtraCourse) };
  });

  router.post('/api/extracourse/validate', policy('extra-courses.validate'), id, async (ctx) => {
    const { jobs } = await validateExtraCourse(em(), {
      extraCourseId: id.of(ctx).body.id,
      adminId: currentUser(ctx).id,
    });
    ctx.body = { message: 'Validated', jobs };
  });

  return router;
}
