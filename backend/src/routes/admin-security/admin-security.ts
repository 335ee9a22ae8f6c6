import { codeSchema } from 'shared/api/two-factor';
import {
  sessionParams,
  type OtherSessionsEnded,
  type RecoveryCodesRenewed,
  type SessionEnded,
} from 'shared/api/admin-security';
import { endSessions } from '../../commands/end-sessions.ts';
import { renewRecoveryCodes } from '../../commands/renew-recovery-codes.ts';
import { HttpError } from '../../errors.ts';
import { keyFrom } from '../../lib/secret-box.ts';
import { currentUser } from '../../middlewares/auth.ts';
import { failureLimit } from '../../middlewares/rate-limit.ts';
import { currentSessionKey, endSession, sessionUser } from '../../middlewares/session.ts';
import { validate } from '../../middlewares/validate.ts';
import { presentAdminSecurity } from '../../presenters/session.ts';
import { accountSessions, adminTwoFactor } from '../../queries/sessions.ts';
import { createRouter, type RouterDeps } from '../router.ts';
import { policy } from '../../middlewares/policy.ts';

/**
 * An admin's own security screen: their sessions (and ending any of them, or all but this one), the
 * state of two-factor sign-in, and new recovery codes (given a current authenticator code).
 */
export function adminSecurityRouter({ em, redis, config: cfg }: RouterDeps) {
  const router = createRouter();
  // Every staff account's own security (operators sign in with a second step too).
  const admin = policy('own-security.manage');
  const key = keyFrom(cfg.TOTP_KEY);
  const wrongCodes = failureLimit(redis, cfg.REDIS_PREFIX, {
    name: 'recovery-codes-renewal',
    points: 5,
    durationSec: 15 * 60,
    key: (ctx) => `admin:${sessionUser(ctx)?.id ?? ctx.ip}`,
    message: 'Too many wrong codes. Please wait 15 minutes and try again.',
    isFailure: (err) => err instanceof HttpError && err.status === 400,
  });

  router.get('/api/admin/security', admin, async (ctx) => {
    const user = currentUser(ctx);
    const [twoFactor, rows] = await Promise.all([adminTwoFactor(em(), user.id), accountSessions(em(), user)]);
    ctx.body = presentAdminSecurity(twoFactor, rows, currentSessionKey(ctx));
  });

  router.post('/api/admin/sessions/end-others', admin, async (ctx) => {
    const { count } = await endSessions(em(), currentUser(ctx), { exceptKey: currentSessionKey(ctx) });
    ctx.body = {
      success: true,
      message: count === 1 ? '1 other session was ended.' : `${count} other sessions were ended.`,
      count,
    } satisfies OtherSessionsEnded;
  });

  const session = validate({ params: sessionParams });
  router.post('/api/admin/sessions/:handle/end', admin, session, async (ctx) => {
    const user = currentUser(ctx);
    const { handle } = session.of(ctx).params;
    const mine = (await accountSessions(em(), user)).find((s) => s.handle === handle);
    await endSessions(em(), user, { handle });
    // Ending the session in use is a logout: the cookie goes too (and nothing saves the row again).
    const current = mine !== undefined && mine.id === currentSessionKey(ctx);
    if (current) endSession(ctx);
    ctx.body = {
      success: true,
      message: current ? 'This session was ended: you are signed out.' : 'The session was ended.',
      current,
    } satisfies SessionEnded;
  });

  const code = validate({ body: codeSchema });
  router.post('/api/admin/recovery-codes', wrongCodes, admin, code, async (ctx) => {
    const { recoveryCodes } = await renewRecoveryCodes(em(), currentUser(ctx).id, code.of(ctx).body.code, { key });
    ctx.body = {
      success: true,
      message: 'New recovery codes are ready: the old ones no longer work. Save these now: they are shown only once.',
      recoveryCodes,
    } satisfies RecoveryCodesRenewed;
  });

  return router;
}
