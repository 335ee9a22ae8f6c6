import { createRouter } from '../router.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import { registerReferrer } from '../../commands/register-referrer.ts';
import { Referrer, Student } from '../../entities/index.ts';
import { notFound, unauthorized } from '../../errors.ts';
import { auth, currentUser } from '../../middlewares/auth.ts';
import { input, validate } from '../../middlewares/validate.ts';
import { presentOwnReferrer, presentReferrerDashboard } from '../../presenters/referrer.ts';
import { referralLimits } from './limits.ts';
import { referrerSchema, verifySchema } from './schema.ts';

export const invalidEmailOrPhone = 'Invalid email or phone number.';

/** The refer-and-earn programme: join (POST /api/referrers), the referral dashboard (verify), and an intern's own record. */
export function referrersRouter(deps: { em: () => EntityManager; redis: Redis; prefix: string }) {
  const { em } = deps;
  const limits = referralLimits(deps.redis, deps.prefix);
  const router = createRouter();

  router.post('/api/referrers', limits.register, validate(referrerSchema), async (ctx) => {
    const referrer = await registerReferrer(em(), input(ctx, referrerSchema));
    ctx.status = 201;
    ctx.body = { success: true, message: 'Registered successfully!', code: referrer.code };
  });

  router.post('/api/referrers/verify', limits.verify, validate(verifySchema), async (ctx) => {
    const { email, phone } = input(ctx, verifySchema);
    const referrer = await em().findOne(Referrer, { email, phone });
    if (!referrer) throw notFound(invalidEmailOrPhone);
    ctx.body = await presentReferrerDashboard(em(), referrer);
  });

  router.get('/api/me/referrer', auth({ role: 'student' }), async (ctx) => {
    const student = await em().findOne(Student, currentUser(ctx).id, { fields: ['id', 'email'] });
    if (!student) throw unauthorized();
    const referrer = await em().findOne(Referrer, { email: student.email.toLowerCase() });
    if (!referrer) throw notFound('You have not joined the refer-and-earn programme yet.');
    ctx.body = await presentOwnReferrer(em(), referrer);
  });

  return router;
}
