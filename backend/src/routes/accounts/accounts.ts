import Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import type { Context } from 'koa';
import type { Config } from '../../config.ts';
import { Admin, Student } from '../../entities/index.ts';
import { HttpError, unauthorized } from '../../errors.ts';
import { authenticate } from '../../lib/authenticate.ts';
import { auth, currentUser } from '../../middlewares/auth.ts';
import { failureLimit, rateLimit } from '../../middlewares/rate-limit.ts';
import { endSession, startSession, type SessionUser } from '../../middlewares/session.ts';
import { input, validate } from '../../middlewares/validate.ts';
import { presentAdminUser, presentStudentUser } from '../../presenters/user.ts';
import { LOGIN_FAILED, loginSchema } from './schema.ts';

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
  if (user.kind === 'student') {
    const student = await em.findOne(Student, { id: user.id });
    return student ? presentStudentUser(student, cfg.CERTIFICATE_PREFIX) : undefined;
  }
  const admin = await em.findOne(Admin, { id: user.id });
  return admin ? presentAdminUser(admin) : undefined;
}

/** POST /api/login, POST /api/logout, GET /api/me: one login form for interns and admins. */
export function accountsRouter({ em, redis, config: cfg }: AccountsDeps) {
  const router = new Router();
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

  router.post('/api/login', failuresPerIp.middleware, perAccount, async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      // A refused form counts as a failed attempt too (it costs nothing to send).
      if (err instanceof HttpError && (err.status === 400 || err.status === 401)) await failuresPerIp.fail(ctx);
      throw err;
    }
  }, validate(loginSchema), async (ctx) => {
    const { email, password } = input(ctx, loginSchema);
    const who = await authenticate(em(), email, password);
    const user = who && (await loadUser(em(), who, cfg));
    if (!who || !user) throw unauthorized(LOGIN_FAILED);
    await startSession(ctx, who);
    ctx.set('Cache-Control', 'no-store');
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
