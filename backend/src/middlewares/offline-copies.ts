import type Koa from 'koa';
import { copiesCookieName } from 'shared/offline-copies';
import { SESSION_LIFETIMES } from 'shared/session-lifetimes';
import { isCardImagePath } from './card-image-paths.ts';
import { isPublicCredentialPath } from './public-credential-paths.ts';
import { sessionCopiesId, sessionEndsBy } from './session.ts';

/**
 * The readable cookie that tells an intern's phone whose offline copies it may keep (shared/offline-copies.ts).
 * After every API request: an intern's session gets its sign-in's copies name, good for the idle lifetime
 * (no longer than the session's absolute end); any other request that carried one (no session any more, a
 * staff session, the session just ended) gets it removed. GET /api/me, which every page asks when it opens,
 * renews it, so it ends about when an idle session does; other answers set it only when it is missing or
 * wrong.
 */
export function offlineCopies(opts: { secure: boolean }): Koa.Middleware {
  const name = copiesCookieName(opts.secure);
  return async (ctx, next) => {
    // The public credential files and card images read and write no cookie: they are the same for everyone.
    if (
      !ctx.path.startsWith('/api/') ||
      ctx.path === '/api/health' ||
      isPublicCredentialPath(ctx.path) ||
      isCardImagePath(ctx.path)
    )
      return next();
    try {
      await next();
    } finally {
      const sent = ctx.cookies.get(name);
      const id = sessionCopiesId(ctx);
      const cookie = { httpOnly: false, sameSite: 'lax', secure: opts.secure, path: '/', overwrite: true } as const;
      if (id && (id !== sent || (ctx.path === '/api/me' && ctx.method === 'GET'))) {
        const endsIn = (sessionEndsBy(ctx) ?? Infinity) - Date.now();
        ctx.cookies.set(name, id, {
          ...cookie,
          maxAge: Math.max(0, Math.min(SESSION_LIFETIMES.student.idleMs, endsIn)),
        });
      } else if (!id && sent !== undefined) {
        ctx.cookies.set(name, '', { ...cookie, maxAge: 0, expires: new Date(0) });
      }
    }
  };
}
