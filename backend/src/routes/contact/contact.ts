import { contactSchema } from 'shared/api/contact';
import { receiveContactMessage } from '../../commands/receive-contact-message.ts';
import { rateLimit } from '../../middlewares/rate-limit.ts';
import { validate } from '../../middlewares/validate.ts';
import { createRouter, type RouterDeps } from '../router.ts';
import { messages } from 'shared/messages';
import { said } from '../../presenters/said.ts';
import { policy } from '../../middlewares/policy.ts';

/**
 * Posts per address: every message mails the company inbox. One person writes once, perhaps a
 * follow-up or a correction; 5 an hour leaves room for that (and a refused form or two) while one
 * address can no longer flood the inbox (at most 120 mails a day instead of one per request).
 */
export const CONTACT_LIMIT = { points: 5, durationSec: 60 * 60 };

/** POST /api/contact (the specification's path and response field `success`). */
export function contactRouter({ em, redis, config }: RouterDeps) {
  const router = createRouter();
  const limit = rateLimit(redis, config.REDIS_PREFIX, {
    name: 'contact',
    ...CONTACT_LIMIT,
    message: messages.tooManyContactMessages,
  });
  const form = validate({ body: contactSchema });
  router.post('/api/contact', policy('public'), limit, form, async (ctx) => {
    await receiveContactMessage(em(), form.of(ctx).body);
    ctx.status = 201;
    ctx.body = said('contactSent');
  });
  return router;
}
