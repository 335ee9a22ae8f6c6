import type { EntityManager } from '@mikro-orm/postgresql';
import { ENROL_TOTP, ENTER_CODE, loginSchema, type LoginAnswer, type LoginUser } from 'shared/api/accounts';
import type { Config } from '../../config.ts';
import { unauthorized } from '../../errors.ts';
import { authenticate } from '../../lib/authenticate.ts';
import { emailDigest, securityEvent } from '../../lib/security-log.ts';
import { dummyHash } from '../../lib/passwords.ts';
import { auth, currentUser } from '../../middlewares/auth.ts';
import { emailOfBody, failureLimit } from '../../middlewares/rate-limit.ts';
import { endSession, startPendingSignIn, startSession, type SessionUser } from '../../middlewares/session.ts';
import { validate } from '../../middlewares/validate.ts';
import { OWN_SCREENSHOT_URL, presentLegacyStudent } from '../../presenters/legacy.ts';
import { presentAdminUser, presentStudentUser } from '../../presenters/user.ts';
import { findStudent } from '../../queries/students.ts';
import { adminSecondStep, findSessionAccount } from '../../queries/users.ts';
import { createRouter, type RouterDeps } from '../router.ts';
import { messages } from 'shared/messages';

const FIFTEEN_MINUTES = 15 * 60;
/**
 * Failed logins per account (from any address: a guesser rotating addresses still hits it) and per
 * address (whichever e-mails it tries). A success gives its point back, so neither limit slows the
 * people who know their password; the account limit slows a guesser to 10 tries per 15 minutes and
 * shuts the owner out for 15 minutes at most.
 */
export const LOGIN_LIMITS = { failuresPerAccount: 10, failuresPerIp: 50, windowSec: FIFTEEN_MINUTES };
const TOO_MANY = 'Too many login attempts. Please wait 15 minutes and try again.';

/** The user a session names, as the browser sees it; undefined when the account no longer exists. */
export async function loadUser(em: EntityManager, user: SessionUser, cfg: Config) {
  const account = await findSessionAccount(em, user);
  if (!account) return undefined;
  return account.kind === 'student' ? presentStudentUser(account.row, cfg.CERTIFICATE_PREFIX) : presentAdminUser(account.row);
}

/**
 * The user POST /api/login answers an intern: the specification's record (section 3, its field
 * names), because the specification's client stores it and reads validate, testmark, startdate...
 * from it; our own site reads GET /api/me after logging in. (An admin gets a user only after the code.)
 */
async function loginUser(em: EntityManager, studentId: number): Promise<LoginUser | undefined> {
  const student = await findStudent(em, studentId);
  return student ? { role: 'student' as const, ...presentLegacyStudent(student, OWN_SCREENSHOT_URL) } : undefined;
}

/**
 * POST /api/login, POST /api/logout, GET /api/me: one login form for interns and admins. An intern is
 * signed in by the password; an admin goes on to the second step (routes/two-factor).
 */
export function accountsRouter({ em, redis, config: cfg }: RouterDeps) {
  const router = createRouter();
  // Made soon after start, so the first unknown e-mail does not pay for it (and stand out by its
  // slowness); not at once, where its CPU burst would slow the start-up connections.
  setTimeout(() => void dummyHash(), 1000).unref();
  const failuresPerIp = failureLimit(redis, cfg.REDIS_PREFIX, {
    name: 'login-failures-ip',
    points: LOGIN_LIMITS.failuresPerIp,
    durationSec: LOGIN_LIMITS.windowSec,
    message: TOO_MANY,
  });
  const failuresPerAccount = failureLimit(redis, cfg.REDIS_PREFIX, {
    name: 'login-failures-account',
    points: LOGIN_LIMITS.failuresPerAccount,
    durationSec: LOGIN_LIMITS.windowSec,
    key: emailOfBody,
    message: TOO_MANY,
  });

  const login = validate({ body: loginSchema });
  router.post('/api/login', failuresPerIp, failuresPerAccount, login, async (ctx) => {
    const { email, password } = login.of(ctx).body;
    const who = await authenticate(em(), email, password);
    if (who?.kind === 'admin') {
      // The password alone does not make an admin session: the session only reaches the second step
      // (routes/two-factor) until the authenticator's code is checked, or the authenticator set up.
      const step = await adminSecondStep(em(), who.id);
      if (!step) {
        securityEvent(ctx, 'login.failed', { account: emailDigest(email) });
        throw unauthorized(messages.loginFailed);
      }
      await startPendingSignIn(ctx, { id: who.id, step });
      securityEvent(ctx, 'login.password-accepted', { step });
      ctx.body = (step === 'code' ? { success: true, next: 'totp', message: ENTER_CODE } : { success: true, next: 'totp-enrolment', message: ENROL_TOTP }) satisfies LoginAnswer;
      return;
    }
    const user = who && (await loginUser(em(), who.id));
    if (!who || !user) {
      securityEvent(ctx, 'login.failed', { account: emailDigest(email) });
      throw unauthorized(messages.loginFailed);
    }
    await startSession(ctx, who);
    ctx.body = { success: true, message: 'Login successful!', user } satisfies LoginAnswer;
    securityEvent(ctx, 'login.succeeded');
  });

  router.post('/api/logout', async (ctx) => {
    securityEvent(ctx, 'logout');
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
    ctx.body = { user };
  });

  return router;
}
