import { describe, expect, it } from 'vitest';
import { documentDownloadUrl } from 'shared/api/links';
import { documentRules, type DocumentKind } from 'shared/documents';
import { runtimeCaching } from './pwa.config.ts';
import { SCREEN_ROLES, screensFor, type ScreenPath } from './src/screen-roles.ts';

/** The cache the service worker would keep a copy of this request in, if any (its first matching route). */
function cacheFor(path: string, { method = 'GET', mode = 'cors' }: { method?: string; mode?: string } = {}): string | undefined {
  const url = new URL(path, self.location.origin);
  const request = { method, mode } as Request;
  const route = runtimeCaching.find((r) => typeof r.urlPattern === 'function' && r.urlPattern({ request, url, sameOrigin: true, event: {} as ExtendableEvent }));
  return route?.options?.cacheName;
}
const screen = (path: ScreenPath) => `/${path.replace(/:\w+/g, '1')}`;

describe('what the service worker keeps', () => {
  it('keeps the page of every public and intern screen, and of no admin or operator screen', () => {
    for (const path of screensFor('public', 'intern')) expect(cacheFor(screen(path), { mode: 'navigate' }), path).toBe('pages');
    for (const path of screensFor('admin', 'operator')) expect(cacheFor(screen(path), { mode: 'navigate' }), path).toBeUndefined();
    expect(Object.keys(SCREEN_ROLES).length).toBeGreaterThan(20);
    for (const path of ['/admin', '/admin/queues', '/metrics', '/api/admin/students', '/.well-known/jwks.json']) expect(cacheFor(path, { mode: 'navigate' }), path).toBeUndefined();
  });

  it("keeps the intern's own reads and downloaded PDFs, never an admin read nor a write", () => {
    for (const path of ['/api/me', '/api/documents', '/api/site-config', '/api/extra-courses', '/api/me/referrer']) expect(cacheFor(path), path).toBe('intern-data');
    for (const kind of Object.keys(documentRules) as DocumentKind[]) {
      expect(cacheFor(documentDownloadUrl(kind)), kind).toBe('intern-documents');
      expect(cacheFor(documentDownloadUrl(kind, 3)), kind).toBe('intern-documents');
    }
    for (const path of ['/api/admin/students', '/api/admin/students/1/documents', '/api/admin/documents/1/download', '/api/tests/attempts/1/answers/2', '/api/me/data-export'])
      expect(cacheFor(path), path).toBeUndefined();
    for (const method of ['POST', 'PUT', 'DELETE']) expect(cacheFor('/api/me', { method }), method).toBeUndefined();
  });
});
