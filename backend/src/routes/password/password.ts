import { changePasswordSchema, type PasswordChanged } from 'shared/api/password';
import { changePassword } from '../../commands/change-password.ts';
import { HttpError } from '../../errors.ts';
import { auth, currentUser } from '../../middlewares/auth.ts';
import { accountOfSession, failureLimit } from '../../middlewares/rate-limit.ts';
import { currentSessionKey, rotateSession } from '../../middlewares/session.ts';
import { validate } from '../../middlewares/validate.ts';
import { createRouter, type RouterDeps } from '../router.ts';

export const PASSWORD_CHANGED = 'Your password has been changed. You have been signed out everywhere else.';
/** Wrong current passwords per account: a stolen session must not become a password-guessing oracle. */
export const PASSWORD_CHANGE_LIMIT = { points: 5, durationSec: 15 * 60 };

/** POST /api/account/password: any signed-in user (intern or admin) changes their own password. */
export function passwordRouter({ em, redis, config: cfg }: RouterDeps) {
  const router = createRouter();
  const wrongCurrent = failureLimit(redis, cfg.REDIS_PREFIX, {
    name: 'password-change',
    ...PASSWORD_CHANGE_LIMIT,
    key: accountOfSession,
    message: 'Too many wrong passwords. Please wait 15 minutes and try again.',
    // Only a wrong current password counts: a weak new one is the user's honest mistake.
    isFailure: (err) => err instanceof HttpError && err.details?.field === 'currentPassword',
  });

  const form = validate({ body: changePasswordSchema });
  router.post('/api/account/password', wrongCurrent, auth({ role: 'any' }), form, async (ctx) => {
    const { currentPassword, newPassword } = form.of(ctx).body;
    const { sessionsEnded } = await changePassword(em(), currentUser(ctx), { currentPassword, newPassword }, currentSessionKey(ctx));
    // This session stays signed in, under a new id: a copy of the old cookie is worthless.
    await rotateSession(ctx);
    ctx.body = { success: true, message: PASSWORD_CHANGED, sessionsEnded } satisfies PasswordChanged;
  });

  return router;
}
