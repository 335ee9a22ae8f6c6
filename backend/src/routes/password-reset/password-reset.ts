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
import { validate } from '../../middlewares/validate.ts';
import { mailedLink } from '../mailed-link.ts';
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
export function passwordResetRouter(deps: RouterDeps) {
  const { em } = deps;
  const router = createRouter();
  // 'Forgot password?' per address (whichever e-mails it names) and per e-mail; link uses that fail
  // (an unknown, used or expired link, a weak password) per address.
  const resetLink = mailedLink(router, deps, {
    name: 'password-reset',
    path: '/api/password-reset',
    schema: passwordResetRequestSchema,
    ask: requestPasswordReset,
    answer: 'passwordResetRequested',
    refusals: {
      network: messages.tooManyResetRequestsNetwork,
      account: messages.tooManyResetRequestsAccount,
    },
    accountWindowSec: PASSWORD_RESET_ACCOUNT_WINDOW_SEC,
    useLimitName: 'password-reset-confirm',
  });

  resetLink.spend('/api/password-reset/confirm', passwordResetConfirmSchema, async (ctx, { token, newPassword }) => {
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
