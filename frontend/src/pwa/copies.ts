import { COPIES_COOKIE_NAMES, isCopiesId } from 'shared/offline-copies';
import { SESSION_LIFETIMES } from 'shared/session-lifetimes';

/**
 * The rules of the copies an intern's phone keeps for offline use, against the API's `no-store` (on purpose:
 * the dashboard, the documents list and the PDFs the intern downloaded open without a network). Used by the
 * service worker (sw.ts) and the page (register.ts); pure, so pwa.config.test.ts holds them.
 *
 * - Whose: one sign-in's, named by the readable `copies` cookie the API gives an intern's session only
 *   (shared/offline-copies.ts). Each cache carries that name (`intern-data-<name>`); every cache of another
 *   name, or of none, is deleted as soon as the page or the service worker sees the cookie say otherwise: at
 *   every sign-in and sign-out, when the session is gone (the cookie expired or was cleared, any 401), or
 *   when it is another person's. Without the cookie nothing is kept and nothing kept is served.
 * - What: the pages of public and intern screens, the intern's own reads and their downloaded PDFs. Never a
 *   staff screen or read (staff sessions get no cookie, and GET /api/me is kept only when it is the
 *   intern's whose name the cache bears), never a write.
 * - How long: no longer than the intern's session can stay idle (the API's session lifetime).
 */
export type CopyKind = 'pages' | 'intern-data' | 'intern-documents';
const KINDS: readonly CopyKind[] = ['pages', 'intern-data', 'intern-documents'];

/** A kept copy is used no longer than an intern's session lives without a request (14 days). */
export const COPY_MAX_AGE_SECONDS = SESSION_LIFETIMES.student.idleMs / 1000;
export const COPY_MAX_ENTRIES: Record<CopyKind, number> = { pages: 30, 'intern-data': 30, 'intern-documents': 10 };

/**
 * Which copies a request may go to, if any. Navigations: every screen but the staff ones (/ab, /ev,
 * /admin/**: screen-roles.ts, held to it by pwa.config.test.ts) and the server's own paths (the API,
 * /metrics, /.well-known/: the credentials' public keys are never answered with the app shell). API: the
 * intern's own reads only (GETs), and their downloaded PDFs.
 */
export function copyKindOf(request: { method: string; mode: string }, url: URL, origin: string): CopyKind | undefined {
  if (request.method !== 'GET' || url.origin !== origin) return undefined;
  if (/^\/api\/documents\/[a-z-]+\/download$/.test(url.pathname)) return 'intern-documents';
  if (request.mode === 'navigate')
    return /^\/(ab|ev|admin|api|metrics|\.well-known)(\/|$)/i.test(url.pathname) ? undefined : 'pages';
  if (
    /^\/api\/(me|me\/referrer|me\/erasure-request|site-config|documents|extra-courses|correction-requests)$/.test(
      url.pathname,
    )
  )
    return 'intern-data';
  return undefined;
}

export const copiesCacheName = (kind: CopyKind, owner: string) => `${kind}-${owner}`;

/** Is this cache one of the copies (of anyone's, or of the unnamed caches of earlier versions)? */
const isCopiesCache = (name: string) => KINDS.some((kind) => name === kind || name.startsWith(`${kind}-`));

/** The copies caches that are not `owner`'s (all of them when there is no owner): to be deleted. */
export function copiesToForget(names: readonly string[], owner: string | null): string[] {
  const mine = owner ? new Set(KINDS.map((kind) => copiesCacheName(kind, owner))) : new Set<string>();
  return names.filter((name) => isCopiesCache(name) && !mine.has(name));
}

/** Whose copies there are, going by the cache names (the service worker keeps one sign-in's at a time). */
export function ownerOfCaches(names: readonly string[]): string | null {
  for (const name of names) {
    const kind = KINDS.find((k) => name.startsWith(`${k}-`));
    const owner = kind && name.slice(kind.length + 1);
    if (isCopiesId(owner)) return owner;
  }
  return null;
}

/** The copies name in a `document.cookie` string, or null when the page has no intern's session. */
export function copiesOwnerIn(cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const [name, value] = [part.slice(0, eq).trim(), part.slice(eq + 1).trim()];
    if ((COPIES_COOKIE_NAMES as readonly string[]).includes(name) && isCopiesId(value)) return value;
  }
  return null;
}

/**
 * The copies name GET /api/me's answer belongs to: an intern's, or null (a staff member, or anything
 * else). Its answer is kept only under that name: a staff member's never.
 */
export function ownerOfMe(body: unknown): string | null {
  const b = body as { user?: { role?: unknown }; copies?: unknown } | null;
  return b?.user?.role === 'student' && isCopiesId(b.copies) ? b.copies : null;
}
