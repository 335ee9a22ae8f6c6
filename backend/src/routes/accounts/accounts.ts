import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from 'koa';
import {
  ENROL_TOTP,
  ENTER_CODE,
  languageSchema,
  loginSchema,
  type LanguageAnswer,
  type LoginAnswer,
  type LoginUser,
  type MeAnswer,
} from 'shared/api/accounts';
import type { Config } from '../../config.ts';
import { unauthorized, type Valued } from '../../errors.ts';
import { chooseLanguage } from '../../commands/choose-language.ts';
import { warnOfSignInAttempts } from '../../commands/warn-of-sign-in-attempts.ts';
import { authenticate } from '../../lib/authenticate.ts';
import { emailDigest, securityEvent } from '../../lib/security-log.ts';
import { dummyHash } from '../../lib/passwords.ts';
import { log } from '../../log.ts';
import { currentUser } from '../../middlewares/auth.ts';
import { addressAnd, counter, emailOfBody, failureLimit, slowdownLimit } from '../../middlewares/rate-limit.ts';
import {
  endSession,
  sessionCopiesId,
  startPendingSignIn,
  startSession,
  type SessionUser,
} from '../../middlewares/session.ts';
import { validate } from '../../middlewares/validate.ts';
import { OWN_SCREENSHOT_URL, presentLegacyStudent } from '../../presenters/legacy.ts';
import { abilitiesOf } from '../../policies/authorize.ts';
import { presentAdminUser, presentStudentUser } from '../../presenters/user.ts';
import { findStudent } from '../../queries/students.ts';
import { adminSecondStep, findSessionAccount } from '../../queries/users.ts';
import { createRouter, type RouterDeps } from '../router.ts';
import { policy } from '../../middlewares/policy.ts';

const FIFTEEN_MINUTES = 15 * 60;
/**
 * Slowing, not locking. An address failing for one account gets `freeFailures` tries, then
 * waits 1, 2, 4 ... seconds before each further one (at most `maxDelaySec`), remembered for a day; a
 * success from it forgets them. There is no limit per account alone: a correct password from an
 * address with no failures always gets in, so nobody can shut an owner out by failing for them. One
 * address failing for many accounts stops at `failuresPerIp` in `windowSec`. An account failing from
 * many addresses (`alarmFailures` in `alarmWindowSec`) has its owner mailed, once a day at most.
 */
export const LOGIN_LIMITS = {
  freeFailures: 5,
  maxDelaySec: FIFTEEN_MINUTES,
  memorySec: 24 * 60 * 60,
  failuresPerIp: 50,
  windowSec: FIFTEEN_MINUTES,
  alarmFailures: 20,
  alarmWindowSec: 60 * 60,
};

/** The login's 429: 'Please wait 8 seconds', '3 minutes' (shared/messages.ts `tooManyLogins`, worded by the site in the reader's language). */
const tooManyLogins = (retryAfterSec: number): Valued => ({
  code: 'tooManyLogins',
  values: { seconds: retryAfterSec },
});

/**
 * The user a session names, as the browser sees it, and what they may do (policies/authorize.ts
 * `abilitiesOf`: a staff account by the role on its row, an intern with their own record);
 * undefined when the account no longer exists.
 */
async function loadMe(
  em: EntityManager,
  user: SessionUser,
  cfg: Config,
): Promise<Omit<MeAnswer, 'copies'> | undefined> {
  const account = await findSessionAccount(em, user);
  if (!account) return undefined;
  return account.kind === 'student'
    ? {
        user: presentStudentUser(account.row, cfg.CERTIFICATE_PREFIX),
        abilities: abilitiesOf({ kind: 'student', id: account.row.id }, account.row),
      }
    : {
        user: presentAdminUser(account.row),
        abilities: abilitiesOf({ kind: 'admin', id: account.row.id, role: account.row.role }),
      };
}

/** The user a session names, as the browser sees it; undefined when the account no longer exists. */
export async function loadUser(em: EntityManager, user: SessionUser, cfg: Config) {
  return (await loadMe(em, user, cfg))?.user;
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
 * signed in by the password; an admin goes on to the second step (routes/two-factor). PUT
 * /api/me/language: the intern's language, kept on their own record (docs/I18N.md).
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
    message: tooManyLogins,
  });
  const slowdown = slowdownLimit(redis, cfg.REDIS_PREFIX, {
    name: 'login-slowdown',
    key: addressAnd(emailOfBody),
    freeFailures: LOGIN_LIMITS.freeFailures,
    maxDelaySec: LOGIN_LIMITS.maxDelaySec,
    memorySec: LOGIN_LIMITS.memorySec,
    message: tooManyLogins,
  });
  const failuresOfAccount = counter(redis, cfg.REDIS_PREFIX, {
    name: 'login-alarm',
    durationSec: LOGIN_LIMITS.alarmWindowSec,
  });

  /**
   * A failed login: logged, counted for the account's alarm, answered 401. Counted alike for an
   * unknown e-mail; the warning (a database write) runs after the answer, so no answer's timing tells
   * which e-mails have an account.
   */
  const failed = async (ctx: Context, email: string) => {
    securityEvent(ctx, 'login.failed', { account: emailDigest(email) });
    const failures = await failuresOfAccount(emailDigest(email)).catch(() => 0);
    if (failures === LOGIN_LIMITS.alarmFailures) {
      void warnOfSignInAttempts(em().fork(), email, failures).catch((err: unknown) =>
        log.error({ err }, 'sign-in warning not recorded'),
      );
    }
    return unauthorized('loginFailed');
  };

  const login = validate({ body: loginSchema });
  router.post('/api/login', policy('public'), failuresPerIp, slowdown, login, async (ctx) => {
    const { email, password } = login.of(ctx).body;
    const who = await authenticate(em(), email, password);
    if (who?.kind === 'admin') {
      // The password alone does not make an admin session: the session only reaches the second step
      // (routes/two-factor) until the authenticator's code is checked, or the authenticator set up.
      const step = await adminSecondStep(em(), who.id);
      if (!step) throw await failed(ctx, email);
      await startPendingSignIn(ctx, { id: who.id, step });
      securityEvent(ctx, 'login.password-accepted', { step });
      ctx.body = (
        step === 'code'
          ? { success: true, next: 'totp', message: ENTER_CODE }
          : { success: true, next: 'totp-enrolment', message: ENROL_TOTP }
      ) satisfies LoginAnswer;
      return;
    }
    const user = who && (await loginUser(em(), who.id));
    if (!who || !user) throw await failed(ctx, email);
    await startSession(ctx, who);
    ctx.body = { success: true, message: 'Login successful!', user } satisfies LoginAnswer;
    securityEvent(ctx, 'login.succeeded');
  });

  router.post('/api/logout', policy('public'), async (ctx) => {
    securityEvent(ctx, 'logout');
    endSession(ctx);
    ctx.status = 204;
  });

  router.get('/api/me', policy('account.read'), async (ctx) => {
    const me = await loadMe(em(), currentUser(ctx), cfg);
    if (!me) {
      // The account is gone (deleted): the session is worthless.
      endSession(ctx);
      throw unauthorized();
    }
    const copies = sessionCopiesId(ctx);
    ctx.body = { ...me, ...(copies ? { copies } : {}) } satisfies MeAnswer;
  });

  const language = validate({ body: languageSchema });
  router.put('/api/me/language', policy('account.language'), language, async (ctx) => {
    ctx.body = (await chooseLanguage(em(), {
      studentId: currentUser(ctx).id,
      language: language.of(ctx).body.language,
    })) satisfies LanguageAnswer;
  });

  return router;
}
