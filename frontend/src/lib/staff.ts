/**
 * Where a staff account lands after signing in: the overview, admins and operators alike (an
 * operator's shows the mail part). Which staff screens each may open is their abilities
 * (hooks/useAbilities.ts, screen-roles.ts).
 */
export const STAFF_HOME = '/admin/overview';
