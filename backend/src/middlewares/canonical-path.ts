import { posix } from 'node:path';
import type { Middleware } from 'koa';
import { notFound } from '../errors.ts';

/**
 * The server's own path spaces (the API, Bull Board, metrics, and /.well-known/ for the credentials'
 * public keys, docs/CREDENTIALS.md); everything else is the site's client routes.
 */
const SERVER_PREFIXES = ['/api/', '/admin/queues', '/metrics', '/.well-known/'];

// Percent-encoded letters, digits and -._~ never need encoding (RFC 3986 2.3): no client of ours sends them.
const ENCODED_UNRESERVED = /%(?:[46][1-9a-f]|[57][0-9a]|3[0-9]|2d|2e|5f|7e)/i;

/**
 * The path as a lax server or proxy would read it: escaped letters decoded, lower case, doubled
 * slashes and dot segments resolved.
 */
export function foldPath(path: string): string {
  const decoded = path.replace(/%([0-9a-f]{2})/gi, (esc, hex: string) => {
    const ch = String.fromCharCode(parseInt(hex, 16));
    return /[\w.~-]/.test(ch) ? ch : esc;
  });
  return posix.normalize(decoded.toLowerCase());
}

/** Whether the path, however it is spelled, is one of the server's own (API, Bull Board). */
export function isServerPath(path: string): boolean {
  const folded = foldPath(path);
  return SERVER_PREFIXES.some((p) => folded.startsWith(p) || `${folded}/` === p);
}

/**
 * An API or Bull Board path in any spelling but its one canonical form answers 404 before any
 * routing: other case in the prefix, a doubled slash, a trailing slash, a dot segment or an escaped
 * letter. Routers are case-sensitive and strict too (routes/router.ts); this is the second wall, and
 * it keeps such a path from falling through to the site's index.html.
 */
export function canonicalPath(): Middleware {
  return async (ctx, next) => {
    const path = ctx.path;
    if (isServerPath(path) && !isCanonical(path)) throw notFound();
    await next();
  };
}

function isCanonical(path: string): boolean {
  if (!SERVER_PREFIXES.some((p) => path.startsWith(p) || `${path}/` === p)) return false;
  if (path.includes('//') || (path.length > 1 && path.endsWith('/'))) return false;
  if (/\/\.\.?(\/|$)/.test(path)) return false;
  return !ENCODED_UNRESERVED.test(path);
}
