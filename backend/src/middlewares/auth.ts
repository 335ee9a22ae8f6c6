import type { Middleware } from 'koa';
import { forbidden, unauthorized } from '../errors.ts';
import { securityEvent } from '../lib/security-log.ts';
import { sessionUser, type SessionUser } from './session.ts';
import { messages } from 'shared/messages';

/**
 * Requires a logged-in user of the given kind and puts it in ctx.state.user. An admin route refuses a
 * student with 403 (they are logged in, just not allowed); no session at all is 401.
 */
export function auth(opts: { role: 'student' | 'admin' | 'any' }): Middleware {
  return async (ctx, next) => {
    const user = sessionUser(ctx);
    if (!user) throw unauthorized();
    if (opts.role !== 'any' && user.kind !== opts.role) {
      throw forbidden(opts.role === 'admin' ? messages.adminsOnly : messages.internsOnly);
    }
    ctx.state.user = user;
    await next();
    // What an admin changed is also an event row (the audit trail); this line ties it to the request.
    if (opts.role === 'admin' && ctx.method !== 'GET' && ctx.method !== 'HEAD') securityEvent(ctx, 'admin.action');
  };
}

export function currentUser(ctx: { state: { user?: SessionUser } }): SessionUser {
  if (!ctx.state.user) throw unauthorized();
  return ctx.state.user;
}
