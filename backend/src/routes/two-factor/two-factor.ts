import type { Context } from 'koa';
import type { LoginAnswer } from 'shared/api/accounts';
import { codeSchema, type TotpEnrolled, type TotpEnrolment } from 'shared/api/two-factor';
import { beginTotpEnrolment } from '../../commands/begin-totp-enrolment.ts';
import { confirmTotpEnrolment } from '../../commands/confirm-totp-enrolment.ts';
import { verifySecondFactor } from '../../commands/verify-second-factor.ts';
import { unauthorized } from '../../errors.ts';
import { keyFrom } from '../../lib/secret-box.ts';
import { failureLimit } from '../../middlewares/rate-limit.ts';
import { policy } from '../../middlewares/policy.ts';
import { pendingSignIn, startSession } from '../../middlewares/session.ts';
import { validate } from '../../middlewares/validate.ts';
import { loadUser } from '../accounts/accounts.ts';
import { createRouter, type RouterDeps } from '../router.ts';

const TOO_MANY = 'Too many wrong codes. Please wait 15 minutes and try again.';
/**
 * Wrong codes per admin account (whoever types them), and per address. Unlike the password step
 * (slowed per address and account, never locked), this one stays per account: a code has 6
 * digits, and anyone who knows the password can open as many half sign-ins as they like, so a limit per
 * session or address would let them try the whole million. Only someone who already has the password
 * reaches this step, so only they can use up its tries; the owner then changes the password.
 */
export const SECOND_STEP_LIMITS = { perAccount: 5, perIp: 20, windowSec: 15 * 60 };

/**
 * The second step of an admin's sign-in, reachable only by a session whose password step passed
 * (middlewares/session.ts `pending`): POST /api/login/code (the authenticator's code or a recovery
 * code), and for an admin without an authenticator yet, its enrolment (a QR code, then a first code,
 * then 10 recovery codes shown once). Only then does the session become an admin session.
 */
export function twoFactorRouter({ em, redis, config: cfg }: RouterDeps) {
  const router = createRouter();
  const key = keyFrom(cfg.TOTP_KEY);
  const perAccount = failureLimit(redis, cfg.REDIS_PREFIX, {
    name: 'second-step-account',
    points: SECOND_STEP_LIMITS.perAccount,
    durationSec: SECOND_STEP_LIMITS.windowSec,
    key: (ctx) => {
      const pending = pendingSignIn(ctx);
      return pending ? `admin:${pending.id}` : undefined;
    },
    message: TOO_MANY,
  });
  const perIp = failureLimit(redis, cfg.REDIS_PREFIX, {
    name: 'second-step-ip',
    points: SECOND_STEP_LIMITS.perIp,
    durationSec: SECOND_STEP_LIMITS.windowSec,
    message: TOO_MANY,
  });

  // Checked by the route's policy (sign-in.code, sign-in.enrol) before any handler runs.
  const pendingOf = (ctx: Context) => pendingSignIn(ctx)!;

  const signIn = async (ctx: Context, adminId: number) => {
    await startSession(ctx, { kind: 'admin', id: adminId });
    const user = await loadUser(em(), { kind: 'admin', id: adminId }, cfg);
    if (!user) throw unauthorized('signInExpired');
    return user;
  };

  // A wrong or malformed code (400, 401) counts against the account and the address.
  const limited = [perIp, perAccount] as const;

  const code = validate({ body: codeSchema });
  router.post('/api/login/code', ...limited, policy('sign-in.code'), code, async (ctx) => {
    const { id } = pendingOf(ctx);
    const { method, recoveryCodesLeft } = await verifySecondFactor(em(), id, code.of(ctx).body.code, { key });
    const user = await signIn(ctx, id);
    ctx.body = {
      success: true,
      message: 'Login successful!',
      user,
      ...(method === 'recovery-code' ? { recoveryCodesLeft } : {}),
    } satisfies LoginAnswer;
  });

  router.post('/api/login/totp-enrolment', ...limited, policy('sign-in.enrol'), async (ctx) => {
    const enrolment = await beginTotpEnrolment(em(), pendingOf(ctx).id, { key, issuer: cfg.COMPANY_NAME });
    ctx.body = {
      secret: enrolment.secret,
      otpauthUri: enrolment.uri,
      account: enrolment.account,
      issuer: enrolment.issuer,
    } satisfies TotpEnrolment;
  });

  router.post('/api/login/totp-enrolment/confirm', ...limited, policy('sign-in.enrol'), code, async (ctx) => {
    const { id } = pendingOf(ctx);
    const { recoveryCodes } = await confirmTotpEnrolment(em(), id, code.of(ctx).body.code, { key });
    const user = await signIn(ctx, id);
    ctx.body = {
      success: true,
      message: 'Two-factor sign-in is on. Save your recovery codes now: they are shown only once.',
      user,
      recoveryCodes,
    } satisfies TotpEnrolled;
  });

  return router;
}
