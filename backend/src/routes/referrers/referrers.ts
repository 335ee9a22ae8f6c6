import { confirmSchema, referrerSchema, verifySchema, type ReferrerConfirmed } from 'shared/api/referrers';
import type { MessageAnswer } from 'shared/api/envelope';
import { confirmReferrer } from '../../commands/confirm-referrer.ts';
import { registerReferrer } from '../../commands/register-referrer.ts';
import { notFound, unauthorized } from '../../errors.ts';
import { auth, currentUser, signedInIntern } from '../../middlewares/auth.ts';
import { linkUseLimit } from '../../middlewares/rate-limit.ts';
import { validate } from '../../middlewares/validate.ts';
import { presentConfirmedReferrer, presentOwnReferrer, presentReferrerDashboard } from '../../presenters/referrer.ts';
import { creditedReferralsOf } from '../../queries/referrals.ts';
import { activeReferrerByContact, activeReferrerOfStudent } from '../../queries/referrers.ts';
import { createRouter, type RouterDeps } from '../router.ts';
import { referralLimits } from './limits.ts';
import { said } from '../../presenters/said.ts';

/**
 * The refer-and-earn programme: join (POST /api/referrers, which mails a one-time link), confirm
 * (the link's page posts its token), the referral dashboard (verify), and an intern's own record (only
 * one linked by a proven relationship: queries/referrers.ts).
 * Only confirmed referrers are ever found by verify or an intern's dashboard.
 */
export function referrersRouter({ em, redis, config }: RouterDeps) {
  const limits = referralLimits(redis, config.REDIS_PREFIX);
  const confirmLimit = linkUseLimit(redis, config.REDIS_PREFIX, { name: 'referrer-confirm', count: 'every try' });
  const router = createRouter();

  const join = validate({ body: referrerSchema });
  router.post('/api/referrers', limits.register, join, async (ctx) => {
    // Joined while signed in (the dashboard's popup): the intern is recorded, a proven link once confirmed.
    await registerReferrer(em(), join.of(ctx).body, { studentId: signedInIntern(ctx) });
    ctx.status = 201;
    ctx.body = said('referrerJoined') satisfies MessageAnswer;
  });

  const confirm = validate({ body: confirmSchema });
  router.post('/api/referrers/confirm', confirmLimit, confirm, async (ctx) => {
    const referrer = await confirmReferrer(em(), confirm.of(ctx).body.token);
    ctx.body = { ...said('referrerConfirmed'), ...presentConfirmedReferrer(referrer) } satisfies ReferrerConfirmed;
  });

  const contact = validate({ body: verifySchema });
  router.post('/api/referrers/verify', limits.verify, contact, async (ctx) => {
    const { email, phone } = contact.of(ctx).body;
    const referrer = await activeReferrerByContact(em(), email, phone);
    if (!referrer) throw notFound('referrerInvalid');
    ctx.body = presentReferrerDashboard(referrer, await creditedReferralsOf(em(), referrer.id));
  });

  router.get('/api/me/referrer', auth({ role: 'student' }), async (ctx) => {
    const referrer = await activeReferrerOfStudent(em(), currentUser(ctx).id);
    if (referrer === undefined) throw unauthorized();
    if (!referrer) throw notFound('referralNotJoined');
    ctx.body = presentOwnReferrer(referrer, await creditedReferralsOf(em(), referrer.id));
  });

  return router;
}
