import { createRouter } from './router.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import { addExtraCourse } from '../commands/add-extra-course.ts';
import { registerReferrer } from '../commands/register-referrer.ts';
import { validateExtraCourse } from '../commands/validate-extra-course.ts';
import { ExtraCourse } from '../entities/index.ts';
import { badRequest, forbidden } from '../errors.ts';
import { auth, currentUser } from '../middlewares/auth.ts';
import { input, validate } from '../middlewares/validate.ts';
import { presentLegacyExtraCourse } from '../presenters/extra-course.ts';
import { extraCourseLimit } from './extra-courses/extra-courses.ts';
import { legacyExtraCourseSchema, legacyIdBody } from './extra-courses/schema.ts';
import { referralLimits } from './referrers/limits.ts';
import { REFERRER_JOINED } from './referrers/referrers.ts';
import { legacyReferrerSchema } from './referrers/schema.ts';
import { messages } from 'shared/messages';

export const testMarkRefused = 'Test marks are graded on the server. Submit your answers instead.';

/**
 * The specification's own paths (section 7) for referrals, extra courses and the test mark, bound to
 * the same commands, limits and security rules as the resource routes. Field names are the
 * specification's (phoneno, upiid, ids, startdate, validate...). A client-sent test mark is refused.
 */
export function legacyFeaturesRouter(deps: { em: () => EntityManager; redis: Redis; prefix: string }) {
  const { em } = deps;
  const referral = referralLimits(deps.redis, deps.prefix);
  const router = createRouter();

  router.post('/api/insertrefer', referral.register, validate(legacyReferrerSchema), async (ctx) => {
    await registerReferrer(em(), input(ctx, legacyReferrerSchema));
    ctx.status = 201;
    ctx.body = { success: true, message: REFERRER_JOINED };
  });

  router.post('/api/addcourse', extraCourseLimit(deps.redis, deps.prefix), auth({ role: 'student' }), validate(legacyExtraCourseSchema), async (ctx) => {
    const { ids, ...fields } = input(ctx, legacyExtraCourseSchema);
    const user = currentUser(ctx);
    if (ids !== user.id) throw forbidden('You can only add extra courses to your own account.');
    const extraCourse = await addExtraCourse(em(), user.id, fields);
    ctx.status = 201;
    ctx.body = { success: true, message: messages.extraCourseRegistered, extraCourse: presentLegacyExtraCourse(extraCourse) };
  });

  router.post('/api/viewcourse', auth({ role: 'student' }), validate(legacyIdBody), async (ctx) => {
    const { id } = input(ctx, legacyIdBody);
    const user = currentUser(ctx);
    if (id !== user.id) throw forbidden('You can only see your own extra courses.');
    const rows = await em().find(ExtraCourse, { student: user.id }, { orderBy: { id: 'asc' } });
    ctx.body = rows.map(presentLegacyExtraCourse);
  });

  router.post('/api/updatetestmark', () => {
    throw badRequest(testMarkRefused);
  });

  router.get('/api/extracourse', auth({ role: 'admin' }), async (ctx) => {
    const rows = await em().find(ExtraCourse, {}, { orderBy: { id: 'desc' } });
    ctx.body = { data: rows.map(presentLegacyExtraCourse) };
  });

  router.post('/api/extracourse/validate', auth({ role: 'admin' }), validate(legacyIdBody), async (ctx) => {
    const { jobs } = await validateExtraCourse(em(), input(ctx, legacyIdBody).id, currentUser(ctx).id);
    ctx.body = { message: 'Validated', jobs };
  });

  return router;
}
