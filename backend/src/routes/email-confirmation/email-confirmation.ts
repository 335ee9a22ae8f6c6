import { emailConfirmationSchema, type EmailConfirmationAnswer } from 'shared/api/email-confirmation';
import { messages } from 'shared/messages';
import { confirmEmail } from '../../commands/confirm-email.ts';
import { requestEmailProof } from '../../commands/request-email-proof.ts';
import { auth, currentUser } from '../../middlewares/auth.ts';
import { accountOfSession, linkRequestLimits, linkUseLimit } from '../../middlewares/rate-limit.ts';
import { validate } from '../../middlewares/validate.ts';
import { createRouter, type RouterDeps } from '../router.ts';
import { said } from '../../presenters/said.ts';

/**
 * The intern's e-mail proof (issue 25): POST /api/email-confirmation (the mailed link's token proves
 * the address; public: the token is the proof, signed in or not) and POST /api/me/email-confirmation/resend
 * (the signed-in intern asks for a new link, mailed to the account's own address).
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
  router.post('/api/email-confirmation', confirmFailures, confirm, async (ctx) => {
    await confirmEmail(em(), confirm.of(ctx).body.token);
    ctx.body = said('emailConfirmed') satisfies EmailConfirmationAnswer;
  });

  router.post('/api/me/email-confirmation/resend', auth({ role: 'student' }), perIp, perAccount, async (ctx) => {
    const { status } = await requestEmailProof(em(), currentUser(ctx).id);
    ctx.body = said(status === 'proven' ? 'emailAlreadyConfirmed' : 'emailProofSent') satisfies EmailConfirmationAnswer;
  });

  return router;
}
