import type { Context, Middleware } from 'koa';
import { statusListParams, type Jwks } from 'shared/api/credentials';
import { keyRingOf, statusListCredential } from '../../credentials/issuer.ts';
import { VC_JWT_MEDIA_TYPE } from '../../credentials/vc-jwt.ts';
import { notFound } from '../../errors.ts';
import { highestStatusList } from '../../queries/credentials.ts';
import { rateLimit } from '../../middlewares/rate-limit.ts';
import { validate } from '../../middlewares/validate.ts';
import { createRouter, type RouterDeps } from '../router.ts';
import { policy } from '../../middlewares/policy.ts';

/**
 * What anyone checking one of our credentials fetches, public and briefly cacheable: the issuer's public
 * keys (the set, and each key alone at the URL a credential's kid names: Open Badges 3.0 section 8.2
 * dereferences it) and the Bitstring Status List. The exceptions to the API's no-store rule
 * (middlewares/no-store.ts): the same for everyone, and 60 s is how long a revoke may take to be seen
 * (the list is read from the database on every request). Readable from any site (a wallet's or another
 * verifier's page): `Access-Control-Allow-Origin: *` and `Cross-Origin-Resource-Policy: cross-origin`,
 * on errors too; no cookie is read or set on them (middlewares/public-credential-paths.ts).
 */
export const CREDENTIAL_CACHE = 'public, max-age=60';
const cacheBriefly = (ctx: Context) => ctx.set('Cache-Control', CREDENTIAL_CACHE);
const crossOrigin: Middleware = async (ctx, next) => {
  ctx.set('Access-Control-Allow-Origin', '*');
  ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
  await next();
};

export function credentialsRouter({ em, redis, config: cfg }: RouterDeps) {
  const router = createRouter();
  // Verifiers fetch these for every check; generous, but a loop cannot make us sign without end.
  const limit = rateLimit(redis, cfg.REDIS_PREFIX, { name: 'credentials-public', points: 120, durationSec: 60 });

  router.get('/.well-known/jwks.json', policy('public'), crossOrigin, limit, async (ctx) => {
    const ring = await keyRingOf(cfg);
    ctx.body = { keys: ring.all.map((key) => key.publicJwk) } as Jwks;
    ctx.type = 'application/jwk-set+json';
    cacheBriefly(ctx);
  });

  // One key by its RFC 7638 thumbprint: what the kid of an RS256 credential names.
  router.get('/.well-known/jwks/:thumbprint', policy('public'), crossOrigin, limit, async (ctx) => {
    const key = (await keyRingOf(cfg)).all.find((k) => k.thumbprint === ctx.params.thumbprint);
    if (!key) throw notFound();
    ctx.body = key.publicJwk;
    ctx.type = 'application/jwk+json';
    cacheBriefly(ctx);
  });

  const list = validate({ params: statusListParams });
  router.get(
    '/api/credentials/status/:list',
    policy('public'),
    crossOrigin,
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
