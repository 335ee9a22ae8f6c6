import type { Ability } from 'shared/api/abilities';
import { mayOpen } from '../screen-roles.ts';

/**
 * Where a staff account lands after signing in: the first of these screens its abilities open
 * (hooks/useAbilities.ts, screen-roles.ts). The overview for admins and operators (an operator's
 * shows the mail part); an editor's, the catalogue they run.
 */
const STAFF_HOMES = ['/admin/overview', '/admin/catalogue'] as const;

export type StaffHome = (typeof STAFF_HOMES)[number];

export const staffHome = (abilities: readonly Ability[]): StaffHome =>
  STAFF_HOMES.find((path) => mayOpen(abilities, path)) ?? STAFF_HOMES[0];
