import { SESSION_LIFETIMES, type Lifetime } from 'shared/session-lifetimes';

// The lifetimes live in shared/: the browser's service worker keeps its copies no longer than an intern's idle lifetime.
export { SESSION_LIFETIMES, type Lifetime };

const MINUTE = 60_000;

/** last_seen_at is written at most this often (not on every request): the idle time is this precise. */
export const TOUCH_EVERY_MS = MINUTE;

export function lifetimeOf(data: { user?: { kind?: unknown }; pending?: unknown }): Lifetime {
  if (data.user?.kind === 'admin') return SESSION_LIFETIMES.admin;
  if (data.user?.kind === 'student') return SESSION_LIFETIMES.student;
  return SESSION_LIFETIMES.pending;
}
