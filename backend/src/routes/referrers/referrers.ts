import { createRouter } from '../router.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import { confirmReferrer } from '../../commands/confirm-referrer.ts';
import { registerReferrer } from '../../commands/register-referrer.ts';
import { Referrer, Student } from '../../entities/index.ts';
import { notFound, unauthorized } from '../../errors.ts';
import { auth, currentUser } from '../../middlewares/auth.ts';
import { rateLimit } from '../../middlewares/rate-limit.ts';
import { input, validate } from '../../middlewares/validate.ts';
import { isActiveReferrer, presentConfirmedReferrer, presentOwnReferrer, presentReferrerDashboard } from '../../presenters/referrer.ts';
import { referralLimits } from './limits.ts';
import { confirmSchema, referrerSchema, verifySchema } from './schema.ts';
import { messages } from 'shared/messages';

/** The specification's success message (section 8, Referral); the form adds its own hint to check the mail. */
export const REFERRER_JOINED = 'Registered successfully!';
export const REFERRER_CONFIRMED = 'Your e-mail is confirmed. Your referral code is active.';
export const NOT_JOINED = 'You have not joined the refer-and-earn programme yet.';

/**
 * The refer-and-earn programme: join (POST /api/referrers, which mails a one-time link), confirm
 * (the link's page posts its token), the referral dashboard (verify), and an intern's own record.
 * Only confirmed referrers are ever found by verify or an intern's dashboard.
 */
export function referrersRouter(deps: { em: () => EntityManager; redis: Redis; prefix: string }) {
  const { em } = deps;
  const limits = referralLimits(deps.redis, deps.prefix);
  // Tokens are 256 random bits, so this only keeps a script from hammering the lookup.
  const confirmLimit = rateLimit(deps.redis, deps.prefix, {
    name: 'referrer-confirm',
    points: 20,
    durationSec: 15 * 60,
    message: 'Too many attempts. Please try again in 15 minutes.',
  });
  const router = createRouter();

  router.post('/api/referrers', limits.register, validate(referrerSchema), async (ctx) => {
    await registerReferrer(em(), input(ctx, referrerSchema));
    ctx.status = 201;
    ctx.body = { success: true, message: REFERRER_JOINED };
  });

  router.post('/api/referrers/confirm', confirmLimit, validate(confirmSchema), async (ctx) => {
    const referrer = await confirmReferrer(em(), input(ctx, confirmSchema).token);
    ctx.body = { success: true, message: REFERRER_CONFIRMED, ...presentConfirmedReferrer(referrer) };
  });

  router.post('/api/referrers/verify', limits.verify, validate(verifySchema), async (ctx) => {
    const { email, phone } = input(ctx, verifySchema);
    const referrer = await em().findOne(Referrer, { email, phone, confirmedAt: { $ne: null } });
    if (!isActiveReferrer(referrer)) throw notFound(messages.referrerInvalid);
    ctx.body = await presentReferrerDashboard(em(), referrer);
  });

  router.get('/api/me/referrer', auth({ role: 'student' }), async (ctx) => {
    const student = await em().findOne(Student, currentUser(ctx).id, { fields: ['id', 'email'] });
    if (!student) throw unauthorized();
    // Anyone can join with any e-mail: only a record whose owner confirmed it is the intern's.
    const referrer = await em().findOne(Referrer, { email: student.email.toLowerCase(), confirmedAt: { $ne: null } });
    if (!isActiveReferrer(referrer)) throw notFound(NOT_JOINED);
    ctx.body = await presentOwnReferrer(em(), referrer);
  });

  return router;
}
