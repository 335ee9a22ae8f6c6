import { useCallback } from 'react';
import type { Ability } from 'shared/api/abilities';
import { useSessionAbilities } from './useSession.ts';

/**
 * What the signed-in user may do, as the server said with the session (GET /api/me `abilities`,
 * decided by backend/src/policies/): the one place the screens read it from. `may(ability)` keeps a
 * control or screen out of sight when the user lacks it; the server refuses it anyway.
 */
export function useAbilities(): { abilities: readonly Ability[]; may: (ability: Ability) => boolean } {
  const abilities = useSessionAbilities();
  const may = useCallback((ability: Ability) => abilities.includes(ability), [abilities]);
  return { abilities, may };
}
