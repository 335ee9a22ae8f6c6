import type { Redis } from 'ioredis';
import type { Context, Middleware } from 'koa';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../errors.ts';

export interface RateLimitRule {
  /** A name for the limit, part of the Redis key. */
  name: string;
  points: number;
  durationSec: number;
  /** What is counted: the client IP by default; a login counts IP and e-mail separately. */
  key?: (ctx: Context) => string | undefined;
  message?: string;
}

/**
 * Rate limits in Redis (shared by every API process), with an in-memory limiter as insurance while
 * Redis is down, so an outage neither blocks the site nor lifts the limit. Answers 429 with
 * Retry-After.
 */
export function rateLimit(redis: Redis, prefix: string, rule: RateLimitRule): Middleware {
  const limiter = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `${prefix}:rl:${rule.name}`,
    points: rule.points,
    duration: rule.durationSec,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory({ points: rule.points, duration: rule.durationSec }),
  });
  return async (ctx, next) => {
    const key = rule.key ? rule.key(ctx) : ctx.ip;
    if (key !== undefined) {
      try {
        await limiter.consume(key);
      } catch (res) {
        if (res instanceof RateLimiterRes) {
          ctx.set('Retry-After', String(Math.max(1, Math.ceil(res.msBeforeNext / 1000))));
          throw tooManyRequests(rule.message);
        }
        throw res;
      }
    }
    await next();
  };
}

/**
 * A limit that counts only failures (a wrong password), so many people behind one address (a college
 * network, a mobile carrier's NAT) can all log in, while guessing from that address is still capped.
 * The middleware refuses with 429 once the count is reached; the route calls fail(ctx) on a failure.
 */
export function failureLimit(redis: Redis, prefix: string, rule: RateLimitRule) {
  const limiter = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `${prefix}:rl:${rule.name}`,
    points: rule.points,
    duration: rule.durationSec,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory({ points: rule.points, duration: rule.durationSec }),
  });
  const keyOf = (ctx: Context) => (rule.key ? rule.key(ctx) : ctx.ip);
  const middleware: Middleware = async (ctx, next) => {
    const key = keyOf(ctx);
    if (key !== undefined) {
      const res = await limiter.get(key);
      if (res && res.consumedPoints >= rule.points) {
        ctx.set('Retry-After', String(Math.max(1, Math.ceil(res.msBeforeNext / 1000))));
        throw tooManyRequests(rule.message);
      }
    }
    await next();
  };
  const fail = async (ctx: Context) => {
    const key = keyOf(ctx);
    if (key !== undefined) await limiter.penalty(key, 1).catch(() => undefined);
  };
  return { middleware, fail };
}
