import { createRouter } from '../router.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import { changePassword } from '../../commands/change-password.ts';
import type { Config } from '../../config.ts';
import { HttpError } from '../../errors.ts';
import { auth, currentUser } from '../../middlewares/auth.ts';
import { failureLimit } from '../../middlewares/rate-limit.ts';
import { currentSessionKey, rotateSession, sessionUser } from '../../middlewares/session.ts';
import { input, validate } from '../../middlewares/validate.ts';
import { changePasswordSchema } from './schema.ts';

export interface PasswordDeps {
  em: () => EntityManager;
  redis: Redis;
  config: Config;
}

export const PASSWORD_CHANGED = 'Your password has been changed. You have been signed out everywhere else.';
/** Wrong current passwords per account: a stolen session must not become a password-guessing oracle. */
export const PASSWORD_CHANGE_LIMIT = { points: 5, durationSec: 15 * 60 };

/** POST /api/account/password: any signed-in user (intern or admin) changes their own password. */
export function passwordRouter({ em, redis, config: cfg }: PasswordDeps) {
  const router = createRouter();
  const wrongCurrent = failureLimit(redis, cfg.REDIS_PREFIX, {
    name: 'password-change',
    ...PASSWORD_CHANGE_LIMIT,
    key: (ctx) => {
      const user = sessionUser(ctx);
      return user ? `${user.kind}:${user.id}` : undefined;
    },
    message: 'Too many wrong passwords. Please wait 15 minutes and try again.',
    // Only a wrong current password counts: a weak new one is the user's honest mistake.
    isFailure: (err) => err instanceof HttpError && err.details?.field === 'currentPassword',
  });

  router.post('/api/account/password', wrongCurrent, auth({ role: 'any' }), validate(changePasswordSchema), async (ctx) => {
    const { currentPassword, newPassword } = input(ctx, changePasswordSchema);
    const { sessionsEnded } = await changePassword(em(), currentUser(ctx), { currentPassword, newPassword }, currentSessionKey(ctx));
    // This session stays signed in, under a new id: a copy of the old cookie is worthless.
    await rotateSession(ctx);
    ctx.body = { success: true, message: PASSWORD_CHANGED, sessionsEnded };
  });

  return router;
}
