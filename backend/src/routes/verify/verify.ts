import { createRouter } from '../router.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { IssuedDocument } from '../../entities/index.ts';
import { notFound } from '../../errors.ts';
import { rateLimit } from '../../middlewares/rate-limit.ts';
import { input, validate } from '../../middlewares/validate.ts';
import { presentVerification } from '../../presenters/verification.ts';
import { messages } from 'shared/messages';

// Tokens are 24 random bytes in base64url (32 characters); anything else cannot match.
const params = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, messages.noCertificateMatches) });

/** GET /api/verify/:token: public, rate-limited (tokens are unguessable; the limit stops scanning). */
export function verifyRouter(em: () => EntityManager, redis: Redis, prefix: string) {
  const router = createRouter();
  router.get(
    '/api/verify/:token',
    rateLimit(redis, prefix, { name: 'verify', points: 30, durationSec: 60 }),
    async (ctx, next) => {
      // A malformed token answers exactly like an unknown one.
      if (!params.safeParse(ctx.params).success) throw notFound(messages.noCertificateMatches);
      await next();
    },
    validate(params, 'params'),
    async (ctx) => {
      const { token } = input(ctx, params);
      const doc = await em().findOne(IssuedDocument, { verificationToken: token, file: { $ne: null } }, { populate: ['student', 'extraCourse'] });
      if (!doc) throw notFound(messages.noCertificateMatches);
      ctx.body = presentVerification(doc);
    },
  );
  return router;
}
