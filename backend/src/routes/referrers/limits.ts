import type { Redis } from 'ioredis';
import { emailOfBody, rateLimit } from '../../middlewares/rate-limit.ts';
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

/**
 * The requests to link a membership that one address receives, from any intern and any network (each
 * one mails it): a few a day, counted alike for a member's address and any other, so a 429 tells
 * nothing about who is a member. Keyed by the address's digest (never the address in a Redis key).
 */
export const MEMBERSHIP_LINK_REQUESTS_PER_ADDRESS = { points: 3, durationSec: 24 * 60 * 60 };

export function membershipLinkLimitPerAddress(redis: Redis, prefix: string) {
  return rateLimit(redis, prefix, {
    name: 'membership-link-address',
    ...MEMBERSHIP_LINK_REQUESTS_PER_ADDRESS,
    key: emailOfBody,
    message: messages.tooManyMembershipLinkRequests,
  });
}
