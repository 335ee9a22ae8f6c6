import { describe, expect, it } from 'vitest';
import { documentDownloadUrl } from 'shared/api/links';
import { documentRules, type DocumentKind } from 'shared/documents';
import { SESSION_LIFETIMES } from 'shared/session-lifetimes';
import {
  COPY_MAX_AGE_SECONDS,
  copiesCacheName,
  copiesOwnerIn,
  copiesToForget,
  copyKindOf,
  ownerOfCaches,
  ownerOfMe,
} from './src/pwa/copies.ts';
import { SCREENS, screensIn, type ScreenPath } from './src/screen-roles.ts';
import { CATALOGUE_CACHE, catalogueCopyOf } from './src/pwa/catalogue-copy.ts';

/** The copies the service worker would keep this request in, if any. */
function cacheFor(
  path: string,
  { method = 'GET', mode = 'cors' }: { method?: string; mode?: string } = {},
): string | undefined {
  const url = new URL(path, self.location.origin);
  return copyKindOf({ method, mode }, url, self.location.origin);
}
const screen = (path: ScreenPath) => `/${path.replace(/:\w+/g, '1')}`;

const A = 'AAAAAAAAAAAAAAAAAAAAAA';
const B = 'BBBBBBBBBBBBBBBBBBBBBB';

describe('what the service worker keeps', () => {
  it('keeps the page of every public and intern screen, and of no admin or operator screen', () => {
    for (const path of screensIn('public', 'intern'))
      expect(cacheFor(screen(path), { mode: 'navigate' }), path).toBe('pages');
    for (const path of screensIn('staff')) expect(cacheFor(screen(path), { mode: 'navigate' }), path).toBeUndefined();
    expect(Object.keys(SCREENS).length).toBeGreaterThan(20);
    for (const path of ['/admin', '/admin/queues', '/metrics', '/api/admin/students', '/.well-known/jwks.json'])
      expect(cacheFor(path, { mode: 'navigate' }), path).toBeUndefined();
  });

  it("keeps the intern's own reads and downloaded PDFs, never an admin read nor a write", () => {
    for (const path of ['/api/me', '/api/documents', '/api/site-config', '/api/extra-courses', '/api/me/referrer'])
      expect(cacheFor(path), path).toBe('intern-data');
    for (const kind of Object.keys(documentRules) as DocumentKind[]) {
      expect(cacheFor(documentDownloadUrl(kind)), kind).toBe('intern-documents');
      expect(cacheFor(documentDownloadUrl(kind, 3)), kind).toBe('intern-documents');
      expect(cacheFor(documentDownloadUrl(kind), { mode: 'navigate' }), kind).toBe('intern-documents');
    }
    for (const path of [
      '/api/admin/students',
      '/api/admin/students/1/documents',
      '/api/admin/documents/1/download',
      '/api/tests/attempts/1/answers/2',
      '/api/me/data-export',
    ])
      expect(cacheFor(path), path).toBeUndefined();
    for (const method of ['POST', 'PUT', 'DELETE']) expect(cacheFor('/api/me', { method }), method).toBeUndefined();
    expect(cacheFor('https://elsewhere.example/api/me')).toBeUndefined();
  });
});

describe('whose copies they are, and for how long', () => {
  it("keeps a copy no longer than an intern's session may stay idle", () => {
    expect(COPY_MAX_AGE_SECONDS).toBeGreaterThan(0);
    expect(COPY_MAX_AGE_SECONDS * 1000).toBeLessThanOrEqual(SESSION_LIFETIMES.student.idleMs);
  });

  it("names each sign-in's copies apart, and forgets every other sign-in's, the unnamed ones of earlier versions, and all of them without a session", () => {
    const names = [
      'workbox-precache-v2-http://x/',
      'pages',
      'intern-data',
      'intern-documents',
      copiesCacheName('intern-data', A),
      copiesCacheName('intern-documents', A),
      copiesCacheName('pages', B),
      'someone-else',
    ];
    expect(copiesToForget(names, B)).toEqual([
      'pages',
      'intern-data',
      'intern-documents',
      `intern-data-${A}`,
      `intern-documents-${A}`,
    ]);
    expect(copiesToForget(names, null)).toEqual([
      'pages',
      'intern-data',
      'intern-documents',
      `intern-data-${A}`,
      `intern-documents-${A}`,
      `pages-${B}`,
    ]);
    expect(ownerOfCaches([`intern-documents-${A}`])).toBe(A);
    expect(ownerOfCaches(['intern-data', 'workbox-precache-v2'])).toBeNull();
  });

  it('reads the session from the readable cookie only when it is a copies name', () => {
    expect(copiesOwnerIn(`theme=dark; copies=${A}`)).toBe(A);
    expect(copiesOwnerIn(`__Host-copies=${B}`)).toBe(B);
    expect(copiesOwnerIn('theme=dark')).toBeNull();
    expect(copiesOwnerIn('copies=')).toBeNull();
    expect(copiesOwnerIn('copies=../../x')).toBeNull();
    expect(copiesOwnerIn(`notcopies=${A}`)).toBeNull();
  });

  it("keeps GET /api/me only as the intern's whose name it bears: never a staff member's", () => {
    expect(ownerOfMe({ user: { role: 'student', id: 1 }, copies: A })).toBe(A);
    expect(ownerOfMe({ user: { role: 'admin', staffRole: 'admin', id: 1 }, copies: A })).toBeNull();
    expect(ownerOfMe({ user: { role: 'admin', staffRole: 'operator', id: 1 } })).toBeNull();
    expect(ownerOfMe({ user: { role: 'student', id: 1 } })).toBeNull();
    expect(ownerOfMe(null)).toBeNull();
  });
});

describe("the published catalogue's copy", () => {
  const catalogueCopy = (path: string, { method = 'GET', mode = 'cors' } = {}) =>
    catalogueCopyOf({ method, mode }, new URL(path, self.location.origin), self.location.origin);

  it("keeps the catalogue, its posts and its card pictures for every visitor, apart from anyone's copies", () => {
    expect(catalogueCopy('/api/catalogue')).toBe('catalogue');
    expect(catalogueCopy('/api/catalogue/posts/internship-tips')).toBe('catalogue');
    for (const variant of ['phone.webp', 'desktop.webp', 'card.jpg'])
      expect(catalogueCopy(`/api/catalogue/images/0b6f3c1e-2a4d-4c8e-9f10-1234567890ab/${variant}`)).toBe(
        'catalogue-images',
      );
    // Never a copies cache: a sign-out forgets an intern's copies, not the public catalogue.
    expect(copiesToForget(Object.values(CATALOGUE_CACHE), null)).toEqual([]);
    expect(copiesToForget(Object.values(CATALOGUE_CACHE), A)).toEqual([]);
  });

  it("never an editor's read, a write, a page or another site's address", () => {
    for (const path of ['/api/admin/catalogue', '/api/admin/catalogue/preview', '/api/catalogue/images/x/other.png'])
      expect(catalogueCopy(path), path).toBeUndefined();
    expect(catalogueCopy('/api/catalogue', { method: 'POST' })).toBeUndefined();
    expect(catalogueCopy('/api/catalogue', { mode: 'navigate' })).toBeUndefined();
    expect(
      catalogueCopyOf(
        { method: 'GET', mode: 'cors' },
        new URL('https://elsewhere.example/api/catalogue'),
        self.location.origin,
      ),
    ).toBeUndefined();
    // The intern's copies never take it either.
    expect(cacheFor('/api/catalogue')).toBeUndefined();
  });
});
