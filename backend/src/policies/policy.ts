import { staffRoles, type StaffRole } from 'shared/api/admin-accounts';
import { forbidden, unauthorized, type HttpError } from '../errors.ts';

/**
 * Who asks. An intern, a staff account (its role as the session's read found it: undefined when the
 * account may not act now, disabled or gone, or when nothing read it), or an admin halfway through
 * signing in (password right, second step to come). Nobody signed in is `undefined`.
 */
export type Actor =
  | { kind: 'student'; id: number }
  | { kind: 'admin'; id: number; role: StaffRole | undefined }
  | { kind: 'pending'; id: number; step: 'code' | 'enrol' };

/**
 * Who may ask at all, the gate of every route (the route table's access column,
 * backend/test/security/route-table.ts): public: anyone; pending: a session halfway through an
 * admin's sign-in, at `step`; session: anyone signed in; student: interns; then the staff audiences,
 * each naming exactly its roles (`staffAudienceRoles`): staff: every staff account (its own security);
 * operators: admins and operators (keeping jobs, mail and payouts running); editors: admins and
 * editors (the catalogue); admin: admins only.
 */
export type Audience = 'public' | 'pending' | 'session' | 'student' | StaffAudience;
type StaffAudience = 'staff' | 'operators' | 'editors' | 'admin';

/** The staff roles inside each staff audience: an admin is in every one. */
const staffAudienceRoles: Record<StaffAudience, readonly StaffRole[]> = {
  staff: staffRoles,
  operators: ['admin', 'operator'],
  editors: ['admin', 'editor'],
  admin: ['admin'],
};

/**
 * One action's rule. `audience` is checked before the route runs; `allows` is the finer rule about a
 * resource (a job run, an upload, the intern's own record), checked wherever that resource is read,
 * route or command, through `authorize(actor, action, resource)`; `refusal` is what a refused actor
 * is told there (403 otherwise).
 */
export interface Policy<R = undefined> {
  audience: Audience;
  /** The sign-in step a 'pending' audience must be at. */
  step?: 'code' | 'enrol';
  allows?(actor: Actor | undefined, resource: R): boolean;
  refusal?(): HttpError;
  /** `allows` is about the actor's own account: GET /api/me answers the ability for theirs. */
  ownAccount?: true;
}

/** A policy with a resource type (so `authorize` asks for the right kind of resource). */
export const policy = <R = undefined>(p: Policy<R>): Policy<R> => p;

/**
 * An intern on their own record once an admin validated their enrolment (taking a test, a course's
 * resource links); anyone else is told the enrolment waits. GET /api/me answers it for the intern's own record.
 */
export const ownValidatedRecord = (): Policy<{ id: number; validated: boolean }> => ({
  audience: 'student',
  allows: (actor, student) => actor?.kind === 'student' && actor.id === student.id && student.validated,
  refusal: () => forbidden('enrolmentWaiting'),
  ownAccount: true,
});

export const anyone: Policy = { audience: 'public' };
export const signedIn: Policy = { audience: 'session' };
export const interns: Policy = { audience: 'student' };
export const staff: Policy = { audience: 'staff' };
export const operators: Policy = { audience: 'operators' };
export const editors: Policy = { audience: 'editors' };
export const admins: Policy = { audience: 'admin' };

/**
 * Why `actor` is outside the rule's audience, as the API says it, or undefined when inside. No session
 * is 401; the wrong kind of account is 403 (they are signed in, just not allowed: `internsOnly`,
 * `adminsOnly`); a staff account that may not act now is 401 (its session is worthless); a staff
 * account whose role is outside the audience (an operator on an admins-only action, an editor on an
 * operators' one) is 403 `adminsOnly`.
 */
export function outsideAudience(
  rule: Pick<Policy<unknown>, 'audience' | 'step'>,
  actor: Actor | undefined,
): HttpError | undefined {
  const { audience } = rule;
  if (audience === 'public') return undefined;
  if (audience === 'pending')
    return actor?.kind === 'pending' && actor.step === rule.step ? undefined : unauthorized('signInExpired');
  if (!actor || actor.kind === 'pending') return unauthorized();
  if (audience === 'session') return undefined;
  if (audience === 'student') return actor.kind === 'student' ? undefined : forbidden('internsOnly');
  if (actor.kind !== 'admin') return forbidden('adminsOnly');
  if (!actor.role) return unauthorized();
  if (!staffAudienceRoles[audience].includes(actor.role)) return forbidden('adminsOnly');
  return undefined;
}

/** Staff audiences: their routes read the account's role, and a staff change is logged (admin.action). */
export const isStaffAudience = (audience: Audience): audience is StaffAudience => audience in staffAudienceRoles;

/**
 * Whether a staff account of `role` is inside the rule's audience: what the presenters shape a staff
 * answer by (the role the route's check read; the account's id plays no part in an audience).
 */
export const roleMay = (role: StaffRole, rule: Policy) =>
  outsideAudience(rule, { kind: 'admin', id: 0, role }) === undefined;
