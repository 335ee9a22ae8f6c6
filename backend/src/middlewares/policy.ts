import { RequestContext, type EntityManager } from '@mikro-orm/postgresql';
import type { Context, Middleware } from 'koa';
import type { StaffRole } from 'shared/api/admin-accounts';
import { securityEvent } from '../lib/security-log.ts';
import { isStaffAudience, outsideAudience, type Actor } from '../policies/policy.ts';
import { policies, type Action } from '../policies/table.ts';
import { activeStaffRole } from '../queries/staff-accounts.ts';
import { endSession, pendingSignIn, sessionUser, staffRoleReadWithSession } from './session.ts';

/**
 * Who makes this request: the session's intern or staff account (its role as read with the session,
 * middlewares/session.ts, or by this request's policy check), a half-done admin sign-in, or nobody.
 */
export function actorOf(ctx: Context): Actor | undefined {
  const user = sessionUser(ctx);
  if (user?.kind === 'student') return { kind: 'student', id: user.id };
  if (user?.kind === 'admin') {
    const read = staffRoleReadWithSession(ctx, user.id);
    return { kind: 'admin', id: user.id, role: read ? read.role : (ctx.state.staffRole as StaffRole | undefined) };
  }
  const pending = pendingSignIn(ctx);
  return pending ? { kind: 'pending', id: pending.id, step: pending.step } : undefined;
}

/**
 * Lets the request through `action`'s audience or throws its refusal (policies/policy.ts
 * `outsideAudience`), and returns the actor. A staff audience reads the account's role and state:
 * with the session at the start of the request (no statement of its own), else now, so a disabled
 * account or a changed role counts at once; a staff session whose account may not act is ended.
 * Also the check of the paths outside the routers (Bull Board, /metrics).
 */
export async function admitRequest(ctx: Context, action: Action): Promise<Actor | undefined> {
  const { audience } = policies[action];
  // Nothing to check, and no session to read: /api/health's keep-alive never loads one (session.ts).
  if (audience === 'public') return undefined;
  const staffAudience = isStaffAudience(audience);
  let actor = actorOf(ctx);
  if (staffAudience && actor?.kind === 'admin' && !staffRoleReadWithSession(ctx, actor.id)) {
    const em = RequestContext.getEntityManager() as EntityManager | undefined;
    if (!em) throw new Error('a staff policy needs the request context (app.ts)');
    actor = { ...actor, role: await activeStaffRole(em, actor.id) };
  }
  const refused = outsideAudience(policies[action], actor);
  if (refused) {
    // Disabled (its sessions were ended; this one slipped through) or gone: the session is worthless.
    if (staffAudience && actor?.kind === 'admin' && !actor.role) endSession(ctx);
    throw refused;
  }
  if (actor && actor.kind !== 'pending') ctx.state.user = { kind: actor.kind, id: actor.id };
  if (staffAudience && actor?.kind === 'admin') ctx.state.staffRole = actor.role;
  return actor;
}

/** The action each route's policy middleware names (what the route table's test reads). */
const namedActions = new WeakMap<object, Action>();

/**
 * A route's policy: `router.get(path, policy('students.list'), ...)`. Every route names one, public
 * routes too (`policy('public')`), which security/route-table.test.ts holds every router to. What
 * staff change is also an event row (the audit trail); this line ties it to the request.
 */
export function policy(action: Action): Middleware {
  const staffAudience = isStaffAudience(policies[action].audience);
  return namedPolicy(action, async (ctx, next) => {
    await admitRequest(ctx, action);
    await next();
    if (staffAudience && ctx.method !== 'GET' && ctx.method !== 'HEAD') securityEvent(ctx, 'admin.action');
  });
}

/** Marks a middleware of its own making (/metrics' token or session) as the route's policy for `action`. */
export function namedPolicy(action: Action, middleware: Middleware): Middleware {
  namedActions.set(middleware, action);
  return middleware;
}

/** The action a route's middleware stack names as its policy, if any. */
export function policyOfRoute(stack: readonly unknown[]): Action | undefined {
  for (const middleware of stack) {
    const action = typeof middleware === 'function' ? namedActions.get(middleware) : undefined;
    if (action) return action;
  }
  return undefined;
}
