import type { Context } from 'koa';
import { statusListParams, type Jwks } from 'shared/api/credentials';
import { keyRingOf, statusListCredential } from '../../credentials/issuer.ts';
import { VC_JWT_MEDIA_TYPE } from '../../credentials/vc-jwt.ts';
import { notFound } from '../../errors.ts';
import { highestStatusList } from '../../queries/credentials.ts';
import { rateLimit } from '../../middlewares/rate-limit.ts';
import { validate } from '../../middlewares/validate.ts';
import { createRouter, type RouterDeps } from '../router.ts';

/**
 * What anyone checking one of our credentials fetches (issue 30), public and briefly cacheable: the
 * issuer's public keys and the Bitstring Status List. The two exceptions to the API's no-store rule
 * (middlewares/no-store.ts): both are the same for everyone, and 60 s is how long a revoke may take to
 * be seen (the list is read from the database on every request).
 */
export const CREDENTIAL_CACHE = 'public, max-age=60';
const cacheBriefly = (ctx: Context) => ctx.set('Cache-Control', CREDENTIAL_CACHE);

export function credentialsRouter({ em, redis, config: cfg }: RouterDeps) {
  const router = createRouter();
  // Verifiers fetch these for every check; generous, but a loop cannot make us sign without end.
  const limit = rateLimit(redis, cfg.REDIS_PREFIX, { name: 'credentials-public', points: 120, durationSec: 60 });

  router.get('/.well-known/jwks.json', limit, async (ctx) => {
    const ring = await keyRingOf(cfg);
    ctx.body = { keys: ring.all.map((key) => key.publicJwk) } as Jwks;
    ctx.type = 'application/jwk-set+json';
    cacheBriefly(ctx);
  });

  const list = validate({ params: statusListParams });
  router.get(
    '/api/credentials/status/:list',
    limit,
    async (ctx, next) => {
      if (!statusListParams.safeParse(ctx.params).success) throw notFound();
      await next();
    },
    list,
    async (ctx) => {
      // A list never issued is not served (a signed all-zero list would vouch for credentials we never made).
      if (list.of(ctx).params.list > (await highestStatusList(em()))) throw notFound();
      ctx.body = await statusListCredential(em(), cfg, list.of(ctx).params.list);
      ctx.type = VC_JWT_MEDIA_TYPE;
      cacheBriefly(ctx);
    },
  );
  return router;
}
