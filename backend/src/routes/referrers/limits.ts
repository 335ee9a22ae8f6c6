import type { Redis } from 'ioredis';
import { rateLimit } from '../../middlewares/rate-limit.ts';
import { messages } from 'shared/messages';

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
      message: messages.tooManySignUps,
    }),
    verify: rateLimit(redis, prefix, {
      name: 'referrer-verify',
      points: 10,
      durationSec: 15 * 60,
      message: messages.tryAgainIn15Minutes,
    }),
  };
}
