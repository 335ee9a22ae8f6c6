import type { Context } from 'koa';
import type { StaffRole } from 'shared/api/admin-accounts';
import { unauthorized } from '../errors.ts';
import { sessionUser, type SessionUser } from './session.ts';

/*
 * Who may use a route is its policy (middlewares/policy.ts `policy(action)`, the rules in
 * backend/src/policies/); these read what that check found.
 */

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
