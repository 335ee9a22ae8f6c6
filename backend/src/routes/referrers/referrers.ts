import {
  confirmSchema,
  membershipLinkRequestSchema,
  membershipLinkSchema,
  referrerSchema,
  verifySchema,
  type ReferrerConfirmed,
} from 'shared/api/referrers';
import type { MessageAnswer } from 'shared/api/envelope';
import { confirmMembershipLink } from '../../commands/confirm-membership-link.ts';
import { confirmReferrer } from '../../commands/confirm-referrer.ts';
import { registerReferrer } from '../../commands/register-referrer.ts';
import { requestMembershipLink } from '../../commands/request-membership-link.ts';
import { unlinkMembershipByLink, unlinkMembershipsOfIntern } from '../../commands/unlink-membership.ts';
import { notFound, unauthorized } from '../../errors.ts';
import { currentUser, signedInIntern } from '../../middlewares/auth.ts';
import { accountOfSession, linkRequestLimits, linkUseLimit } from '../../middlewares/rate-limit.ts';
import { validate } from '../../middlewares/validate.ts';
import { presentConfirmedReferrer, presentOwnReferrer, presentReferrerDashboard } from '../../presenters/referrer.ts';
import { creditedReferralsOf } from '../../queries/referrals.ts';
import { activeReferrerByContact, activeReferrerOfStudent } from '../../queries/referrers.ts';
import { createRouter, type RouterDeps } from '../router.ts';
import { membershipLinkLimitPerAddress, referralLimits } from './limits.ts';
import { messages } from 'shared/messages';
import { said } from '../../presenters/said.ts';
import { policy } from '../../middlewares/policy.ts';

/**
 * The refer-and-earn programme: join (POST /api/referrers, which mails a one-time link), confirm
 * (the link's page posts its token), the referral dashboard (verify), and an intern's own record (only
 * one linked by both sides: queries/referrers.ts). The link between an intern account and a membership:
 * the intern asks (POST /api/me/referrer/link-requests, the same answer for any address), the member
 * confirms from the mail naming the account (POST /api/referrer-links/confirm), and either removes it
 * (POST /api/me/referrer/unlink; POST /api/referrer-links/removal with the mail's link).
 * Only confirmed referrers are ever found by verify or an intern's dashboard.
 */
export function referrersRouter({ em, redis, config }: RouterDeps) {
  const limits = referralLimits(redis, config.REDIS_PREFIX);
  const confirmLimit = linkUseLimit(redis, config.REDIS_PREFIX, { name: 'referrer-confirm', count: 'every try' });
  const router = createRouter();

  const join = validate({ body: referrerSchema });
  router.post('/api/referrers', policy('public'), limits.register, join, async (ctx) => {
    // Joined while signed in (the dashboard's popup): the intern is recorded, a proven link once confirmed.
    await registerReferrer(em(), join.of(ctx).body, { studentId: signedInIntern(ctx) });
    ctx.status = 201;
    ctx.body = said('referrerJoined') satisfies MessageAnswer;
  });

  const confirm = validate({ body: confirmSchema });
  router.post('/api/referrers/confirm', policy('public'), confirmLimit, confirm, async (ctx) => {
    const referrer = await confirmReferrer(em(), confirm.of(ctx).body.token);
    ctx.body = { ...said('referrerConfirmed'), ...presentConfirmedReferrer(referrer) } satisfies ReferrerConfirmed;
  });

  const contact = validate({ body: verifySchema });
  router.post('/api/referrers/verify', policy('public'), limits.verify, contact, async (ctx) => {
    const { email, phone } = contact.of(ctx).body;
    const referrer = await activeReferrerByContact(em(), email, phone);
    if (!referrer) throw notFound('referrerInvalid');
    ctx.body = presentReferrerDashboard(referrer, await creditedReferralsOf(em(), referrer.id));
  });

  router.get('/api/me/referrer', policy('membership-link.manage'), async (ctx) => {
    const referrer = await activeReferrerOfStudent(em(), currentUser(ctx).id);
    if (referrer === undefined) throw unauthorized();
    if (!referrer) throw notFound('referralNotJoined');
    ctx.body = presentOwnReferrer(referrer, await creditedReferralsOf(em(), referrer.id));
  });

  // Asking mails an address the asker chose: per network, per intern account, and per address asked about.
  const [perIp, perIntern] = linkRequestLimits(redis, config.REDIS_PREFIX, {
    name: 'membership-link',
    account: accountOfSession,
    messages: { network: messages.tooManyRequestsNetwork, account: messages.tooManyMembershipLinkRequests },
  });
  const perAddress = membershipLinkLimitPerAddress(redis, config.REDIS_PREFIX);
  const ask = validate({ body: membershipLinkRequestSchema });
  router.post(
    '/api/me/referrer/link-requests',
    policy('membership-link.manage'),
    perIp,
    perIntern,
    ask,
    perAddress,
    async (ctx) => {
      await requestMembershipLink(em(), currentUser(ctx).id, ask.of(ctx).body.email);
      ctx.status = 202;
      ctx.body = said('membershipLinkRequested') satisfies MessageAnswer;
    },
  );

  router.post('/api/me/referrer/unlink', policy('membership-link.manage'), async (ctx) => {
    await unlinkMembershipsOfIntern(em(), currentUser(ctx).id);
    ctx.body = said('membershipUnlinked') satisfies MessageAnswer;
  });

  const memberLinkLimit = linkUseLimit(redis, config.REDIS_PREFIX, { name: 'membership-link-use', count: 'every try' });
  const memberLink = validate({ body: membershipLinkSchema });
  router.post('/api/referrer-links/confirm', policy('public'), memberLinkLimit, memberLink, async (ctx) => {
    await confirmMembershipLink(em(), memberLink.of(ctx).body.token);
    ctx.body = said('membershipLinked') satisfies MessageAnswer;
  });

  router.post('/api/referrer-links/removal', policy('public'), memberLinkLimit, memberLink, async (ctx) => {
    await unlinkMembershipByLink(em(), memberLink.of(ctx).body.token);
    ctx.body = said('membershipUnlinked') satisfies MessageAnswer;
  });

  return router;
}
