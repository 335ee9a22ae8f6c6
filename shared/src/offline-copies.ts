/**
 * The cookie that names the offline copies an intern's phone may keep (backend/src/middlewares/offline-copies.ts
 * sets it, the page and the service worker read it: frontend/src/pwa/copies.ts). The session cookie is
 * HttpOnly, so neither the page nor the service worker can tell from it whether a session is there; this one
 * can be read, and it says nothing but a random name for one sign-in's copies. It lives no longer than the
 * session (its idle lifetime, refreshed by each answer) and is removed whenever the server finds no intern's
 * session behind a request: with it gone the copies go too.
 */
export const COPIES_COOKIE = 'copies';
/** Under https the cookie is `__Host-copies`, like the session cookie. */
export const copiesCookieName = (secure: boolean) => (secure ? `__Host-${COPIES_COOKIE}` : COPIES_COOKIE);
export const COPIES_COOKIE_NAMES = [copiesCookieName(true), copiesCookieName(false)] as const;

/** What a copies name looks like (16 random bytes, base64url): anything else names nothing. */
export const isCopiesId = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{22}$/.test(value);
