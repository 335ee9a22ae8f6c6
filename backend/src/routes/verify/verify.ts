import { verifyParams } from 'shared/api/verify';
import { notFound } from '../../errors.ts';
import { rateLimit } from '../../middlewares/rate-limit.ts';
import { validate } from '../../middlewares/validate.ts';
import { presentVerification } from '../../presenters/verification.ts';
import { verifiableDocument } from '../../queries/documents.ts';
import { createRouter, type RouterDeps } from '../router.ts';

/** GET /api/verify/:token: public, rate-limited (tokens are unguessable; the limit stops scanning). */
export function verifyRouter({ em, redis, config }: RouterDeps) {
  const router = createRouter();
  const token = validate({ params: verifyParams });
  router.get(
    '/api/verify/:token',
    rateLimit(redis, config.REDIS_PREFIX, { name: 'verify', points: 30, durationSec: 60 }),
    async (ctx, next) => {
      // A malformed token answers exactly like an unknown one.
      if (!verifyParams.safeParse(ctx.params).success) throw notFound('noCertificateMatches');
      await next();
    },
    token,
    async (ctx) => {
      const doc = await verifiableDocument(em(), token.of(ctx).params.token);
      if (!doc) throw notFound('noCertificateMatches');
      ctx.body = presentVerification(doc);
    },
  );
  return router;
}
