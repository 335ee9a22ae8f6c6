/**
 * How long a session lives, by who holds it. Idle: since the last request (the pages' keep-alive ping
 * does not count, see session.ts). Absolute: since the sign-in, however active the session is.
 * An admin session reaches every intern's personal data: it follows NIST SP 800-63B at AAL2 (which
 * ASVS 7.1.1 points to), 30 minutes idle and 12 hours in all; signing in again is the password and
 * the authenticator's code, about 15 seconds. An intern's session (one factor, their own records:
 * AAL1) keeps the idle time it has always had, 14 days (interns come back every few days for tests
 * and documents), and ends 30 days after the sign-in, NIST's AAL1 limit. A password step waiting for
 * the second factor, or for the authenticator's set-up, lasts 15 minutes.
 * An account may hold any number of sessions at once (a phone and a laptop; a college lab): an admin
 * sees theirs on the Security screen and ends any of them, and a password change ends all but the one
 * making it.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface Lifetime {
  idleMs: number;
  absoluteMs: number;
}

/**
 * Shared with the browser: the service worker keeps an intern's offline copies no longer than their
 * session's idle lifetime (frontend/src/pwa/copies.ts).
 */
export const SESSION_LIFETIMES = {
  student: { idleMs: 14 * DAY, absoluteMs: 30 * DAY },
  admin: { idleMs: 30 * MINUTE, absoluteMs: 12 * HOUR },
  pending: { idleMs: 15 * MINUTE, absoluteMs: 15 * MINUTE },
} as const satisfies Record<string, Lifetime>;
