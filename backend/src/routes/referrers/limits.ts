import type { Redis } from 'ioredis';
import { rateLimit } from '../../middlewares/rate-limit.ts';

/**
 * The refer-and-earn rate limits, per client IP. The specification's paths use the same limiters (the
 * same Redis keys), so the old path is no way around them.
 */
export function referralLimits(redis: Redis, prefix: string) {
  return {
    register: rateLimit(redis, prefix, {
      name: 'referrer-register',
      points: 10,
      durationSec: 60 * 60,
      message: 'Too many sign-ups from this network. Please try again in an hour.',
    }),
    verify: rateLimit(redis, prefix, {
      name: 'referrer-verify',
      points: 10,
      durationSec: 15 * 60,
      message: 'Too many attempts. Please try again in 15 minutes.',
    }),
  };
}
