import { useSessionUser } from '../hooks/useSession.ts';
import type { SessionUser } from '../api/types.ts';
import { screensFor } from '../screen-roles.ts';

/**
 * What the admin shell shows an operator (shared/api/admin-accounts: the role): the screens whose
 * role is 'operator' in screen-roles.ts. The server decides (every admin-only route answers an
 * operator 403); this only keeps screens they cannot use out of sight. Any other staff screen is for
 * admins only, new ones included.
 */
const OPERATOR_PATHS = screensFor('operator').map((path) => `/${path}`);

const isOperator = (user: SessionUser | null | undefined) => user?.role === 'admin' && user.staffRole === 'operator';

/** Whether the signed-in staff account may open the screen at `path`. */
export const mayOpen = (user: SessionUser | null | undefined, path: string) =>
  !isOperator(user) || OPERATOR_PATHS.includes(path);

/** Where a staff account lands after signing in: the overview, admins and operators alike (an operator's shows the mail part). */
export const STAFF_HOME = '/admin/overview';

/** True when the signed-in account is an operator (admins-only controls stay hidden). */
export function useIsOperator(): boolean {
  return isOperator(useSessionUser());
}
