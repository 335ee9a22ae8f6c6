import { studentParams } from 'shared/api/admin-students';
import {
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  type PasswordResetAnswer,
  type PasswordResetSent,
} from 'shared/api/password-reset';
import { PASSWORD_RESET_TTL_MINUTES } from 'shared/business';
import { messages } from 'shared/messages';
import { requestPasswordReset, sendPasswordReset } from '../../commands/request-password-reset.ts';
import { resetPassword } from '../../commands/reset-password.ts';
import { currentUser } from '../../middlewares/auth.ts';
import { emailOfBody, linkRequestLimits, linkUseLimit } from '../../middlewares/rate-limit.ts';
import { validate } from '../../middlewares/validate.ts';
import { createRouter, type RouterDeps } from '../router.ts';
import { said } from '../../presenters/said.ts';
import { policy } from '../../middlewares/policy.ts';

/**
 * 'Forgot password?' requests per e-mail are counted as long as a link lives: a stranger
 * using up an e-mail's requests locks its owner out of nothing, since while they are refused the newest
 * link mailed to them (made at or after the last request that counted) still works.
 */
const PASSWORD_RESET_ACCOUNT_WINDOW_SEC = PASSWORD_RESET_TTL_MINUTES * 60;

/**
 * POST /api/password-reset ('Forgot password?', interns), POST /api/password-reset/confirm (the
 * mailed link sets the new password), POST /api/admin/students/:id/password-reset (an admin sends
 * an intern the link).
 */
export function passwordResetRouter({ em, redis, config: cfg }: RouterDeps) {
  const router = createRouter();
  // 'Forgot password?' per address (whichever e-mails it names) and per e-mail.
  const [perIp, perAccount] = linkRequestLimits(redis, cfg.REDIS_PREFIX, {
    name: 'password-reset',
    account: emailOfBody,
    accountWindowSec: PASSWORD_RESET_ACCOUNT_WINDOW_SEC,
    messages: {
      network: messages.tooManyResetRequestsNetwork,
      account: messages.tooManyResetRequestsAccount,
    },
  });
  // Link uses that fail (an unknown, used or expired link, a weak password) per address.
  const confirmFailures = linkUseLimit(redis, cfg.REDIS_PREFIX, { name: 'password-reset-confirm', count: 'failures' });

  const request = validate({ body: passwordResetRequestSchema });
  router.post('/api/password-reset', policy('public'), perIp, perAccount, request, async (ctx) => {
    await requestPasswordReset(em(), request.of(ctx).body.email);
    ctx.body = said('passwordResetRequested') satisfies PasswordResetAnswer;
  });

  const confirm = validate({ body: passwordResetConfirmSchema });
  router.post('/api/password-reset/confirm', policy('public'), confirmFailures, confirm, async (ctx) => {
    const { token, newPassword } = confirm.of(ctx).body;
    await resetPassword(em(), token, newPassword);
    ctx.body = said('passwordResetDone') satisfies PasswordResetAnswer;
  });

  const student = validate({ params: studentParams });
  router.post('/api/admin/students/:id/password-reset', policy('students.password-reset'), student, async (ctx) => {
    const { jobs } = await sendPasswordReset(em(), student.of(ctx).params.id, currentUser(ctx).id);
    ctx.body = { success: true, message: messages.passwordResetSentByAdmin, jobs } satisfies PasswordResetSent;
  });

  return router;
}
