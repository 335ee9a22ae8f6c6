import { abilities, type Ability } from 'shared/api/abilities';
import { forbidden, type HttpError } from '../errors.ts';
import { outsideAudience, type Actor, type Policy } from './policy.ts';
import { policies, type Action, type ResourceOf } from './table.ts';

/** The resource argument of an action: required when its policy has a rule about one. */
type ResourceArg<A extends Action> = undefined extends ResourceOf<A> ? [resource?: ResourceOf<A>] : [ResourceOf<A>];

const policyOf = (action: Action) => policies[action] as Policy<unknown>;

function refusal(actor: Actor | undefined, action: Action, resource: unknown): HttpError | undefined {
  const policy = policyOf(action);
  const outside = outsideAudience(policy, actor);
  if (outside) return outside;
  if (policy.allows && !policy.allows(actor, resource)) return policy.refusal?.() ?? forbidden();
  return undefined;
}

/**
 * Throws what the API answers when `actor` may not do `action` (on `resource`): 401 with no session,
 * 403 `internsOnly` / `adminsOnly` for the wrong account, or the policy's own refusal (`enrolmentWaiting`,
 * an unknown job...). The one check routes and commands share.
 */
export function authorize<A extends Action>(actor: Actor | undefined, action: A, ...[resource]: ResourceArg<A>): void {
  const refused = refusal(actor, action, resource);
  if (refused) throw refused;
}

/** Whether `actor` may do `action` (on `resource`). */
export function can<A extends Action>(actor: Actor | undefined, action: A, ...[resource]: ResourceArg<A>): boolean {
  return refusal(actor, action, resource) === undefined;
}

/** The fields of an intern's own record the abilities depend on. */
interface OwnAccount {
  id: number;
  validated: boolean;
}

/**
 * What `actor` may do, as GET /api/me tells the client: every ability whose audience admits them and,
 * where its finer rule is about their own account (taking a test), that rule for `own`. A rule about
 * other resources (which job, which upload) is decided when the resource is asked for.
 */
export function abilitiesOf(actor: Actor, own?: OwnAccount): Ability[] {
  return abilities.filter((ability) => {
    const policy = policyOf(ability);
    if (outsideAudience(policy, actor)) return false;
    if (!policy.ownAccount || !policy.allows) return true;
    return own !== undefined && policy.allows(actor, own);
  });
}
