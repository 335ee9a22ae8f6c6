import {
  emailConfirmationSchema,
  emailDisownSchema,
  type EmailConfirmationAnswer,
} from 'shared/api/email-confirmation';
import { messages } from 'shared/messages';
import { confirmEmail } from '../../commands/confirm-email.ts';
import { disownEmail } from '../../commands/disown-email.ts';
import { requestEmailProof } from '../../commands/request-email-proof.ts';
import { currentUser } from '../../middlewares/auth.ts';
import { accountOfSession, linkRequestLimits, linkUseLimit } from '../../middlewares/rate-limit.ts';
import { validate } from '../../middlewares/validate.ts';
import { createRouter, type RouterDeps } from '../router.ts';
import { said } from '../../presenters/said.ts';
import { policy } from '../../middlewares/policy.ts';

/**
 * The intern's e-mail proof: POST /api/email-confirmation (the mailed link's token proves the address,
 * posted in the intern's own session: the mailbox and the account must meet, so an address owner's
 * press proves nothing for a stranger's account), POST /api/email-confirmation/not-me (the same mail's
 * "This wasn't me": no session, the token is the address owner's say) and
 * POST /api/me/email-confirmation/resend (the signed-in intern asks for a new link, mailed to the
 * account's own address).
 */
export function emailConfirmationRouter({ em, redis, config: cfg }: RouterDeps) {
  const router = createRouter();
  // Link uses that fail (a cut, unknown, used or expired link) per address, so tokens cannot be guessed at speed.
  const confirmFailures = linkUseLimit(redis, cfg.REDIS_PREFIX, { name: 'email-confirmation', count: 'failures' });
  // 'Send the link again' per signed-in account and per address.
  const [perIp, perAccount] = linkRequestLimits(redis, cfg.REDIS_PREFIX, {
    name: 'email-proof-resend',
    account: accountOfSession,
    messages: {
      network: messages.tooManyRequestsNetwork,
      account: messages.tooManyLinkRequests,
    },
  });

  const confirm = validate({ body: emailConfirmationSchema });
  // Signed out: 401 before the token is read, so nothing is spent.
  router.post('/api/email-confirmation', policy('account.email'), confirmFailures, confirm, async (ctx) => {
    await confirmEmail(em(), { token: confirm.of(ctx).body.token, studentId: currentUser(ctx).id });
    ctx.body = said('emailConfirmed') satisfies EmailConfirmationAnswer;
  });

  const disownFailures = linkUseLimit(redis, cfg.REDIS_PREFIX, { name: 'email-disown', count: 'failures' });
  const disown = validate({ body: emailDisownSchema });
  router.post('/api/email-confirmation/not-me', policy('public'), disownFailures, disown, async (ctx) => {
    await disownEmail(em(), disown.of(ctx).body.token);
    ctx.body = said('emailDisownDone') satisfies EmailConfirmationAnswer;
  });

  router.post('/api/me/email-confirmation/resend', policy('account.email'), perIp, perAccount, async (ctx) => {
    const { status } = await requestEmailProof(em(), currentUser(ctx).id);
    ctx.body = said(status === 'proven' ? 'emailAlreadyConfirmed' : 'emailProofSent') satisfies EmailConfirmationAnswer;
  });

  return router;
}
