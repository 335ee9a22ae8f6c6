import type { Redis } from 'ioredis';
import type { Context, Middleware } from 'koa';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError, tooManyRequests, type Valued } from '../errors.ts';
import { normalEmail } from '../lib/authenticate.ts';
import { clientKey } from '../lib/client-key.ts';
import { emailDigest } from '../lib/security-log.ts';
import { sessionUser } from './session.ts';
import { messages } from 'shared/messages';

export interface RateLimitRule {
  /** A name for the limit, part of the Redis key. Two limiters with one name share their counts. */
  name: string;
  points: number;
  durationSec: number;
  /**
   * What is counted: the client's address (clientKey: the proxy-appended address, an IPv6 /64) by
   * default; a login also counts the e-mail; undefined means "not limited here".
   */
  key?: (ctx: Context) => string | undefined;
  /** The 429's message; a function receives the seconds until the window frees up. */
  message?: string | ((retryAfterSec: number) => string | Valued);
}

/**
 * Counts in Redis (shared by every API process), with an in-memory limiter as insurance while Redis
 * is down, so an outage neither blocks the site nor lifts the limit.
 */
function limiterFor(redis: Redis, prefix: string, rule: RateLimitRule) {
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `${prefix}:rl:${rule.name}`,
    points: rule.points,
    duration: rule.durationSec,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory({ points: rule.points, duration: rule.durationSec }),
  });
}

/**
 * The e-mail a JSON body names, as the commands look it up (trimmed, lower case), by its digest (no
 * address in a Redis key): the key of the per-account limits (a login, a mailed link asked for by
 * e-mail). Counted alike for an unknown e-mail and a known one, so a 429 tells nothing about which
 * accounts exist.
 */
export const emailOfBody = (ctx: Context): string | undefined => {
  const email = (ctx.request.body as { email?: unknown } | undefined)?.email;
  const address = typeof email === 'string' ? normalEmail(email).slice(0, 320) : '';
  return address === '' ? undefined : emailDigest(address);
};

/** The signed-in account ('student:12'): the key of the limits on what one account may ask for. */
export const accountOfSession = (ctx: Context): string | undefined => {
  const user = sessionUser(ctx);
  return user ? `${user.kind}:${user.id}` : undefined;
};

/** The client's address and an account together ('203.0.113.9 kavya@example.in'): the key of a slowdown. */
export const addressAnd =
  (account: (ctx: Context) => string | undefined) =>
  (ctx: Context): string | undefined => {
    const of = account(ctx);
    return of === undefined ? undefined : `${clientKey(ctx)} ${of}`;
  };

/**
 * A count that never refuses (what an alarm watches): count(key) adds one and answers the key's count
 * in the window, in Redis, with the in-memory count as insurance.
 */
export function counter(redis: Redis, prefix: string, rule: { name: string; durationSec: number }) {
  const limiter = limiterFor(redis, prefix, { ...rule, points: 1 });
  return async (key: string) => (await limiter.penalty(key)).consumedPoints;
}

const keyOf = (rule: RateLimitRule, ctx: Context) => (rule.key ? rule.key(ctx) : clientKey(ctx));

/** The 429 with Retry-After for a refusal, or the error itself when it is not one. */
function refusal(ctx: Context, rule: Pick<RateLimitRule, 'message'>, res: unknown): unknown {
  if (!(res instanceof RateLimiterRes)) return res;
  const retryAfter = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  ctx.set('Retry-After', String(retryAfter));
  return tooManyRequests(typeof rule.message === 'function' ? rule.message(retryAfter) : rule.message);
}

/** Every request counts; past `points` in the window the answer is 429 with Retry-After. */
export function rateLimit(redis: Redis, prefix: string, rule: RateLimitRule): Middleware {
  const limiter = limiterFor(redis, prefix, rule);
  return async (ctx, next) => {
    const key = keyOf(rule, ctx);
    if (key !== undefined) {
      try {
        await limiter.consume(key);
      } catch (res) {
        throw refusal(ctx, rule, res);
      }
    }
    await next();
  };
}

/** A wrong password, an unknown e-mail and a refused form: what a login guesser produces. */
const isBadCredentials = (err: unknown) => err instanceof HttpError && (err.status === 400 || err.status === 401);

/**
 * A mailed link's token that is cut short (400), spent, expired or made up (410, or 404 where the link's
 * page says 'not valid'): what guessing tokens produces.
 */
export const isBadLink = (err: unknown) =>
  err instanceof HttpError && (err.status === 400 || err.status === 404 || err.status === 410);

/**
 * A limit that counts only failures (a wrong password), so many people behind one address (a college
 * network, a mobile carrier's NAT) can all log in, while guessing is still capped. Each request takes
 * its point before it runs and gets it back unless it failed: parallel guesses cannot all slip in
 * before the first failure is counted.
 */
export function failureLimit(
  redis: Redis,
  prefix: string,
  rule: RateLimitRule & { isFailure?: (err: unknown) => boolean },
): Middleware {
  const limiter = limiterFor(redis, prefix, rule);
  const isFailure = rule.isFailure ?? isBadCredentials;
  return async (ctx, next) => {
    const key = keyOf(rule, ctx);
    if (key === undefined) return next();
    try {
      await limiter.consume(key);
    } catch (res) {
      throw refusal(ctx, rule, res);
    }
    let failed = false;
    try {
      await next();
    } catch (err) {
      failed = isFailure(err);
      throw err;
    } finally {
      if (!failed) await limiter.reward(key, 1).catch(() => undefined);
    }
  };
}

/** The wait before the k-th failure past the free ones: 1, 2, 4, 8 ... seconds, never more than the cap. */
export const slowdownDelaySec = (k: number, maxDelaySec: number) =>
  Math.min(maxDelaySec, 2 ** Math.min(Math.max(k - 1, 0), 30));

export interface SlowdownRule {
  /** A name for the limit, part of the Redis key. */
  name: string;
  /** What is slowed: a client address and an account together (never an account alone). */
  key: (ctx: Context) => string | undefined;
  /** Failures that cost nothing; each further one must wait slowdownDelaySec() after the one before. */
  freeFailures: number;
  maxDelaySec: number;
  /** How long a key's failures are remembered (counted from its first one). */
  memorySec: number;
  message: (retryAfterSec: number) => string | Valued;
  isFailure?: (err: unknown) => boolean;
}

/**
 * Slowing, not locking: failures of one key (an address trying one account) cost nothing at first,
 * then each further failure must wait twice as long as the one before (up to a cap), answered 429 with
 * Retry-After. It slows only the key that fails, so nobody can shut an account's owner out: their
 * address has no failures. A success forgets the key's failures (the owner is here).
 *
 * Built of two library limiters: `failures` counts (each attempt takes its point before it runs, and
 * gets it back unless it failed, so parallel guesses cannot slip past), and a one-point `gate` that,
 * once the free failures are spent, lets one attempt through at a time and stays shut for the wait
 * after each failure.
 */
export function slowdownLimit(redis: Redis, prefix: string, rule: SlowdownRule): Middleware {
  const failures = limiterFor(redis, prefix, {
    name: `${rule.name}-failures`,
    points: rule.freeFailures,
    durationSec: rule.memorySec,
  });
  const gate = limiterFor(redis, prefix, { name: `${rule.name}-gate`, points: 1, durationSec: rule.maxDelaySec });
  const isFailure = rule.isFailure ?? isBadCredentials;
  // The wait after the n-th failure: 1 s after the last free one, then 2, 4 ...
  const waitAfter = (n: number) => slowdownDelaySec(n - rule.freeFailures + 1, rule.maxDelaySec);
  return async (ctx, next) => {
    const key = rule.key(ctx);
    if (key === undefined) return next();
    // penalty() counts without refusing: n is this attempt's place among the key's failures.
    const n = (await failures.penalty(key)).consumedPoints;
    if (n > rule.freeFailures) {
      try {
        // Shut behind this attempt until its outcome is known; a failure then shuts it for the wait.
        await gate.consume(key, 1, { customDuration: waitAfter(n) });
      } catch (res) {
        await failures.reward(key).catch(() => undefined);
        throw refusal(ctx, rule, res);
      }
    }
    let outcome: 'failed' | 'succeeded' | 'other' = 'other';
    try {
      await next();
      outcome = 'succeeded';
    } catch (err) {
      if (isFailure(err)) outcome = 'failed';
      throw err;
    } finally {
      const settle =
        outcome === 'succeeded'
          ? Promise.all([failures.delete(key), gate.delete(key)])
          : outcome === 'failed'
            ? n >= rule.freeFailures
              ? gate.block(key, waitAfter(n))
              : undefined
            : Promise.all([failures.reward(key), n > rule.freeFailures ? gate.delete(key) : undefined]);
      await settle?.catch(() => undefined);
    }
  };
}

/**
 * A budget of an amount (bytes) per window. check() refuses once the budget is spent, before the
 * request's body is read; charge() takes the amount actually received and refuses (429, nothing
 * stored) a request that would overspend it. Charging is atomic in Redis, so parallel requests cannot
 * together store more than the budget.
 */
export function budgetLimit(redis: Redis, prefix: string, rule: RateLimitRule) {
  const limiter = limiterFor(redis, prefix, rule);
  const check: Middleware = async (ctx, next) => {
    const key = keyOf(rule, ctx);
    if (key !== undefined) {
      const spent = await limiter.get(key).catch(() => null);
      if (spent && spent.consumedPoints >= rule.points) throw refusal(ctx, rule, spent);
    }
    await next();
  };
  const charge = async (ctx: Context, amount: number) => {
    const key = keyOf(rule, ctx);
    if (key === undefined || amount <= 0) return;
    try {
      await limiter.consume(key, amount);
    } catch (res) {
      throw refusal(ctx, rule, res);
    }
  };
  return { check, charge };
}

/** Asking for a mailed one-time link, whatever the link does: per address, and per account in its window. */
export const LINK_REQUEST_LIMIT = { perIp: 10, perAccount: 3, windowSec: 60 * 60 };

/**
 * The limits on asking for a mailed link: per address, whichever accounts it names (one network cannot
 * mail many accounts' boxes), and per account (an e-mail named in the body, or the signed-in account),
 * from any address, so nobody's mailbox is flooded. Counted alike for an unknown e-mail and a known
 * one, so a 429 tells nothing about which accounts exist. Each route words its own refusals.
 */
export function linkRequestLimits(
  redis: Redis,
  prefix: string,
  rule: {
    name: string;
    account: (ctx: Context) => string | undefined;
    accountWindowSec?: number;
    messages: { network: string; account: string };
  },
): [perIp: Middleware, perAccount: Middleware] {
  const { perIp, perAccount, windowSec } = LINK_REQUEST_LIMIT;
  return [
    rateLimit(redis, prefix, {
      name: `${rule.name}-ip`,
      points: perIp,
      durationSec: windowSec,
      message: rule.messages.network,
    }),
    rateLimit(redis, prefix, {
      name: `${rule.name}-account`,
      points: perAccount,
      durationSec: rule.accountWindowSec ?? windowSec,
      key: rule.account,
      message: rule.messages.account,
    }),
  ];
}

/** The uses of a mailed one-time link per address, whatever the link does. */
export const LINK_USE_LIMIT = { points: 20, durationSec: 15 * 60, message: messages.tryAgainIn15Minutes };

/**
 * The limit on using a mailed one-time link (the tokens are 256 random bits: it keeps a script from
 * guessing them at speed, or hammering the look-up). `count: 'failures'` counts refused links only
 * (isBadLink), so a household behind one address is never held back by its own links; the referrer
 * confirmation and the invitation count every try.
 */
export function linkUseLimit(
  redis: Redis,
  prefix: string,
  { name, count }: { name: string; count: 'failures' | 'every try' },
): Middleware {
  const rule = { name, ...LINK_USE_LIMIT };
  return count === 'failures'
    ? failureLimit(redis, prefix, { ...rule, isFailure: isBadLink })
    : rateLimit(redis, prefix, rule);
}
