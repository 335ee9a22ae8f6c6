import type { Middleware } from 'koa';
import { unsupportedMedia } from '../errors.ts';
import { isServerPath } from './canonical-path.ts';

export const JSON_ONLY = 'Please send the form as JSON (Content-Type: application/json).';

/**
 * An /api/ request that carries a body must carry JSON, except on the upload paths (multipart). The
 * body parser ignores other types, which would let a text/plain or form post (the kind a page on
 * another site can send without asking) reach a route as an empty body: refused with 415 instead.
 */
export function jsonOnly(multipartPaths: readonly string[]): Middleware {
  return async (ctx, next) => {
    if (isServerPath(ctx.path) && !multipartPaths.includes(ctx.path) && ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      // A POST without a body (none, or Content-Length: 0, as fetch sends it) is fine.
      const empty = ctx.get('transfer-encoding') === '' && Number(ctx.get('content-length') || 0) === 0;
      if (!empty && !ctx.is('application/json', '+json')) throw unsupportedMedia(JSON_ONLY);
    }
    await next();
  };
}
