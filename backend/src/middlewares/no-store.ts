import type { Middleware } from 'koa';
import { isServerPath } from './canonical-path.ts';

/**
 * The one caching rule of the API: every answer is personal or live, so none may be kept by a browser
 * or a shared cache. Set before the route runs, so the deliberate exceptions replace it: a stored file
 * (lib/send-file.ts: `private, no-store`), and the credentials' public keys and status list
 * (routes/credentials/credentials.ts: `public, max-age=60`, the same for everyone, and a revoke is seen
 * within that minute), and a course card image's sizes (routes/catalogue-images/catalogue-images.ts,
 * lib/send-file.ts `sendPublicImage`: `public, max-age=31536000, immutable`, the same for everyone, and
 * a file id's bytes never change; a size not made yet is a 404 that stays no-store), and the published
 * catalogue (routes/catalogue/catalogue.ts: `no-cache` with its ETag, the same for everyone, asked again on
 * every visit). No other route sets it by hand.
 */
export function noStore(): Middleware {
  return async (ctx, next) => {
    if (isServerPath(ctx.path)) ctx.set('Cache-Control', 'no-store');
    await next();
  };
}
