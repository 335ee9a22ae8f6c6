import { session } from '../api/queries/session.ts';
import { useServerQuery } from '../api/query.ts';
import type { SessionUser } from '../api/types.ts';
import type { Ability } from 'shared/api/abilities';

interface Session {
  /** The signed-in user; null when no one is, or before the server answered. */
  user: SessionUser | null;
  /** The server answered GET /api/me (the user may be null: no one signed in). */
  known: boolean;
  /** Nothing known and the last ask failed (no network): the screen says so. */
  failed: boolean;
}

/**
 * Who is logged in, from the query cache, asking the server (GET /api/me) while nothing is known: the guards
 * and the pages that decide by the session. Every screen reads the same answer (api/queries/session.ts says
 * when it is asked again).
 */
export function useSession(): Session {
  const { data, isError } = useServerQuery(session.current());
  return { user: data?.user ?? null, known: data !== undefined, failed: isError && data === undefined };
}

/**
 * The signed-in user (null: no one, or not known yet): the one way a screen reads who it is showing. It
 * only reads: asking is the guard's (`useSession`), so a screen never sends GET /api/me of its own.
 */
export function useSessionUser(): SessionUser | null {
  return useServerQuery({ ...session.current(), enabled: false }).data?.user ?? null;
}

/** What the signed-in user may do, as GET /api/me said (none while no one is, or before it answered). */
export function useSessionAbilities(): readonly Ability[] {
  return useServerQuery({ ...session.current(), enabled: false }).data?.abilities ?? NONE;
}
const NONE: readonly Ability[] = [];
