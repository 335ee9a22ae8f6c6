import { changePasswordSchema, type PasswordChanged } from 'shared/api/password';
import { changePassword } from '../../commands/change-password.ts';
import { HttpError } from '../../errors.ts';
import { currentUser } from '../../middlewares/auth.ts';
import { failureLimit } from '../../middlewares/rate-limit.ts';
import { currentSessionKey, rotateSession } from '../../middlewares/session.ts';
import { validate } from '../../middlewares/validate.ts';
import { createRouter, type RouterDeps } from '../router.ts';
import { messages } from 'shared/messages';
import { said } from '../../presenters/said.ts';
import { policy } from '../../middlewares/policy.ts';

/**
 * Wrong current passwords per session: a stolen session must not become a password-guessing oracle.
 * Per session, not per account: a thief holds one session and gets no more tries than per
 * account, but cannot use up the owner's, who must be able to change the password at once.
 */
export const PASSWORD_CHANGE_LIMIT = { points: 5, durationSec: 15 * 60 };

/** POST /api/account/password: any signed-in user (intern or admin) changes their own password. */
export function passwordRouter({ em, redis, config: cfg }: RouterDeps) {
  const router = createRouter();
  const wrongCurrent = failureLimit(redis, cfg.REDIS_PREFIX, {
    name: 'password-change',
    ...PASSWORD_CHANGE_LIMIT,
    key: currentSessionKey,
    message: messages.tooManyWrongPasswords,
    // Only a wrong current password counts: a weak new one is the user's honest mistake.
    isFailure: (err) => err instanceof HttpError && err.details?.field === 'currentPassword',
  });

  const form = validate({ body: changePasswordSchema });
  router.post('/api/account/password', wrongCurrent, policy('account.password'), form, async (ctx) => {
    const { currentPassword, newPassword } = form.of(ctx).body;
    const { sessionsEnded } = await changePassword(
      em(),
      currentUser(ctx),
      { currentPassword, newPassword },
      currentSessionKey(ctx),
    );
    // This session stays signed in, under a new id: a copy of the old cookie is worthless.
    await rotateSession(ctx);
    ctx.body = { ...said('passwordChanged'), sessionsEnded } satisfies PasswordChanged;
  });

  return router;
}
