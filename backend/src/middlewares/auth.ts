import { RequestContext, type EntityManager } from '@mikro-orm/postgresql';
import type { Context, Middleware } from 'koa';
import type { StaffRole } from 'shared/api/admin-accounts';
import { forbidden, unauthorized } from '../errors.ts';
import { securityEvent } from '../lib/security-log.ts';
import { activeStaffRole } from '../queries/staff-accounts.ts';
import { endSession, sessionUser, staffRoleReadWithSession, type SessionUser } from './session.ts';

/**
 * Who may use a route: 'student' interns; 'admin' staff accounts with the admin role; 'staff' admins
 * and operators (queues, failed jobs, mail, payouts' status, their own security); 'any' anyone signed in.
 * The matrix of every route is docs/SECURITY.md (V8) and backend/test/security/route-table.ts.
 */
export type RouteRole = 'student' | 'admin' | 'staff' | 'any';

/**
 * Whether the request's session may use a staff route ('admin': admins only; 'staff': admins and
 * operators); throws 401 or 403 otherwise. The account's role and state are read from the database on
 * every such request, so a disabled account or a changed role counts at once. Also used by the routes
 * outside the routers (Bull Board, /metrics).
 */
export async function checkStaff(ctx: Context, need: 'admin' | 'staff'): Promise<SessionUser> {
  const user = sessionUser(ctx);
  if (!user) throw unauthorized();
  if (user.kind !== 'admin') throw forbidden('adminsOnly');
  const em = RequestContext.getEntityManager() as EntityManager | undefined;
  if (!em) throw new Error('checkStaff needs the request context (app.ts)');
  // Usually read with the session at the start of this request (session.ts), else read now.
  const role = (staffRoleReadWithSession(ctx, user.id) ?? { role: await activeStaffRole(em, user.id) }).role;
  if (!role) {
    // Disabled (its sessions were ended; this one slipped through) or gone: the session is worthless.
    endSession(ctx);
    throw unauthorized();
  }
  if (need === 'admin' && role !== 'admin') throw forbidden('adminsOnly');
  ctx.state.staffRole = role;
  return user;
}

/**
 * Requires a logged-in user of the given kind and puts it in ctx.state.user. A staff route refuses an
 * intern, or an operator an admin-only route, with 403 (they are logged in, just not allowed); no
 * session at all is 401.
 */
export function auth(opts: { role: RouteRole }): Middleware {
  return async (ctx, next) => {
    if (opts.role === 'admin' || opts.role === 'staff') {
      ctx.state.user = await checkStaff(ctx, opts.role);
    } else {
      const user = sessionUser(ctx);
      if (!user) throw unauthorized();
      if (opts.role === 'student' && user.kind !== 'student') throw forbidden('internsOnly');
      ctx.state.user = user;
    }
    await next();
    // What staff changed is also an event row (the audit trail); this line ties it to the request.
    if ((opts.role === 'admin' || opts.role === 'staff') && ctx.method !== 'GET' && ctx.method !== 'HEAD')
      securityEvent(ctx, 'admin.action');
  };
}

/** The role a staff route's check read for this request (what the presenters shape their answer by). */
export function currentStaffRole(ctx: { state: { staffRole?: StaffRole } }): StaffRole {
  if (!ctx.state.staffRole) throw unauthorized();
  return ctx.state.staffRole;
}

export function currentUser(ctx: { state: { user?: SessionUser } }): SessionUser {
  if (!ctx.state.user) throw unauthorized();
  return ctx.state.user;
}

/** The intern signed in on this request, if any (a route open to everyone that records who was signed in). */
export function signedInIntern(ctx: Context): number | null {
  const user = sessionUser(ctx);
  return user?.kind === 'student' ? user.id : null;
}
