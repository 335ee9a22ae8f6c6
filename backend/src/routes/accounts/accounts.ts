import Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import type { Context, Middleware } from 'koa';
import type { Config } from '../../config.ts';
import { HttpError, unauthorized } from '../../errors.ts';
import { authenticate } from '../../lib/authenticate.ts';
import { dummyHash } from '../../lib/passwords.ts';
import { auth, currentUser } from '../../middlewares/auth.ts';
import { failureLimit, rateLimit } from '../../middlewares/rate-limit.ts';
import { endSession, startPendingSignIn, startSession, type SessionUser } from '../../middlewares/session.ts';
import { input, validate } from '../../middlewares/validate.ts';
import { presentAdminUser, presentStudentUser } from '../../presenters/user.ts';
import { adminSecondStep, findSessionAccount } from '../../queries/users.ts';
import { ENROL_TOTP, ENTER_CODE, LOGIN_FAILED, loginSchema } from './schema.ts';

export interface AccountsDeps {
  em: () => EntityManager;
  redis: Redis;
  config: Config;
}

const FIFTEEN_MINUTES = 15 * 60;
/** Tries per address and e-mail (a guesser aiming at one account), and failures per address. */
export const LOGIN_LIMITS = { perAccount: 10, failuresPerIp: 50, windowSec: FIFTEEN_MINUTES };
const TOO_MANY = 'Too many login attempts. Please wait 15 minutes and try again.';

const emailOf = (ctx: Context) => {
  const email = (ctx.request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 320) : '';
};

/** The user a session names, as the browser sees it; undefined when the account no longer exists. */
export async function loadUser(em: EntityManager, user: SessionUser, cfg: Config) {
  const account = await findSessionAccount(em, user);
  if (!account) return undefined;
  return account.kind === 'student' ? presentStudentUser(account.row, cfg.CERTIFICATE_PREFIX) : presentAdminUser(account.row);
}

/**
 * POST /api/login, POST /api/logout, GET /api/me: one login form for interns and admins. An intern is
 * signed in by the password; an admin goes on to the second step (routes/two-factor).
 */
export function accountsRouter({ em, redis, config: cfg }: AccountsDeps) {
  const router = new Router();
  // Made soon after start, so the first unknown e-mail does not pay for it (and stand out by its
  // slowness); not at once, where its CPU burst would slow the start-up connections.
  setTimeout(() => void dummyHash(), 1000).unref();
  const perAccount = rateLimit(redis, cfg.REDIS_PREFIX, {
    name: 'login-account',
    points: LOGIN_LIMITS.perAccount,
    durationSec: LOGIN_LIMITS.windowSec,
    key: (ctx) => `${ctx.ip}|${emailOf(ctx)}`,
    message: TOO_MANY,
  });
  const failuresPerIp = failureLimit(redis, cfg.REDIS_PREFIX, {
    name: 'login-failures-ip',
    points: LOGIN_LIMITS.failuresPerIp,
    durationSec: LOGIN_LIMITS.windowSec,
    message: TOO_MANY,
  });

  /** A wrong password, an unknown e-mail and a refused form all count as failures of this address. */
  const countFailures: Middleware = async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      if (err instanceof HttpError && (err.status === 400 || err.status === 401)) await failuresPerIp.fail(ctx);
      throw err;
    }
  };

  router.post('/api/login', failuresPerIp.middleware, perAccount, countFailures, validate(loginSchema), async (ctx) => {
    const { email, password } = input(ctx, loginSchema);
    const who = await authenticate(em(), email, password);
    ctx.set('Cache-Control', 'no-store');
    if (who?.kind === 'admin') {
      // The password alone does not make an admin session: the session only reaches the second step
      // (routes/two-factor) until the authenticator's code is checked, or the authenticator set up.
      const step = await adminSecondStep(em(), who.id);
      if (!step) throw unauthorized(LOGIN_FAILED);
      await startPendingSignIn(ctx, { id: who.id, step });
      ctx.body = step === 'code' ? { success: true, next: 'totp', message: ENTER_CODE } : { success: true, next: 'totp-enrolment', message: ENROL_TOTP };
      return;
    }
    const user = who && (await loadUser(em(), who, cfg));
    if (!who || !user) throw unauthorized(LOGIN_FAILED);
    await startSession(ctx, who);
    ctx.body = { success: true, message: 'Login successful!', user };
  });

  router.post('/api/logout', async (ctx) => {
    endSession(ctx);
    ctx.status = 204;
  });

  router.get('/api/me', auth({ role: 'any' }), async (ctx) => {
    const user = await loadUser(em(), currentUser(ctx), cfg);
    if (!user) {
      // The account is gone (deleted): the session is worthless.
      endSession(ctx);
      throw unauthorized();
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { user };
  });

  return router;
}
