import type { Redis } from 'ioredis';
import type { Context, Middleware } from 'koa';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError, tooManyRequests } from '../errors.ts';
import { normalEmail } from '../lib/authenticate.ts';
import { clientKey } from '../lib/client-key.ts';
import { sessionUser } from './session.ts';

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
  message?: string | ((retryAfterSec: number) => string);
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
 * The e-mail a JSON body names, as the commands look it up (trimmed, lower case): the key of the
 * per-account limits (a login, a mailed link asked for by e-mail). Counted alike for an unknown e-mail
 * and a known one, so a 429 tells nothing about which accounts exist.
 */
export const emailOfBody = (ctx: Context): string | undefined => {
  const email = (ctx.request.body as { email?: unknown } | undefined)?.email;
  const address = typeof email === 'string' ? normalEmail(email).slice(0, 320) : '';
  return address === '' ? undefined : address;
};

/** The signed-in account ('student:12'): the key of the limits on what one account may ask for. */
export const accountOfSession = (ctx: Context): string | undefined => {
  const user = sessionUser(ctx);
  return user ? `${user.kind}:${user.id}` : undefined;
};

const keyOf = (rule: RateLimitRule, ctx: Context) => (rule.key ? rule.key(ctx) : clientKey(ctx));

/** The 429 with Retry-After for a refusal, or the error itself when it is not one. */
function refusal(ctx: Context, rule: RateLimitRule, res: unknown): unknown {
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
 * A limit that counts only failures (a wrong password), so many people behind one address (a college
 * network, a mobile carrier's NAT) can all log in, while guessing is still capped. Each request takes
 * its point before it runs and gets it back unless it failed: parallel guesses cannot all slip in
 * before the first failure is counted.
 */
export function failureLimit(redis: Redis, prefix: string, rule: RateLimitRule & { isFailure?: (err: unknown) => boolean }): Middleware {
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
