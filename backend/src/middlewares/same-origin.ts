import type { Middleware } from 'koa';
import { HttpError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF in depth, besides SameSite=Lax: a state-changing request that a browser made must come from a
 * page of ours. Browsers send Sec-Fetch-Site on every request (and Origin on every cross-origin POST);
 * a request with neither is not from a browser (curl, the specification's own client, a server), so it
 * carries no ambient cookie of a victim and passes. Bodiless admin POSTs are covered like the rest.
 */
export function sameOrigin(opts: { publicOrigin: string }): Middleware {
  return async (ctx, next) => {
    if (!SAFE_METHODS.has(ctx.method)) {
      const site = ctx.get('sec-fetch-site');
      const origin = ctx.get('origin');
      const ownOrigins = [opts.publicOrigin, `http://${ctx.get('host')}`, `https://${ctx.get('host')}`];
      const refused = site ? site !== 'same-origin' && site !== 'none' : origin !== '' && !ownOrigins.includes(origin);
      if (refused) throw new HttpError(403, 'crossSite', 'cross_site');
    }
    await next();
  };
}
