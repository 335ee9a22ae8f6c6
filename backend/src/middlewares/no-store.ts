import type { Middleware } from 'koa';
import { isServerPath } from './canonical-path.ts';

/**
 * The one caching rule of the API: every answer is personal or live, so none may be kept by a browser
 * or a shared cache. Set before the route runs, so the one deliberate exception, a stored file
 * (lib/send-file.ts: `private, no-store`), replaces it; no route sets it by hand.
 */
export function noStore(): Middleware {
  return async (ctx, next) => {
    if (isServerPath(ctx.path)) ctx.set('Cache-Control', 'no-store');
    await next();
  };
}
