/**
 * The service worker (built by vite-plugin-pwa from this file, pwa.config.ts): the build precached, and the
 * copies of copies.ts, each sign-in's under its own name.
 *
 * - Precached: the built scripts, styles, fonts, images and index.html (the shell). Navigations are
 *   network-first, so an online visit always gets the server's index.html with the site configuration
 *   inlined; offline they fall back to the kept copy of that page, else to the precached shell.
 * - Whose copies a request may use or fill: the `copies` cookie's (read here through the Cookie Store API
 *   where the browser has it; else the name GET /api/me last answered). Before each such request every
 *   other name's copies are deleted; without a name the request goes to the network only. A 401 deletes
 *   them all; an answer of GET /api/me that is not the named intern's (a staff member, another sign-in) is
 *   never kept.
 * - The published catalogue (catalogue-copy.ts): network first, a copy for offline, whoever is signed in.
 * - A new version waits until the intern reloads from the prompt (register.ts: SKIP_WAITING), never
 *   replacing the code under a test being taken.
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, PrecacheFallbackPlugin } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, type Strategy } from 'workbox-strategies';
import { COPIES_COOKIE_NAMES, isCopiesId } from 'shared/offline-copies';
import { CATALOGUE_CACHE, CATALOGUE_MAX_ENTRIES, catalogueCopyOf } from './catalogue-copy.ts';
import {
  COPY_MAX_AGE_SECONDS,
  COPY_MAX_ENTRIES,
  copiesCacheName,
  copiesToForget,
  copyKindOf,
  ownerOfCaches,
  ownerOfMe,
  type CopyKind,
} from './copies.ts';

interface CookieStoreLike {
  get(name: string): Promise<{ value: string } | null>;
}
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
  cookieStore?: CookieStoreLike;
};

// '/' is a navigation like any other (network-first below), not the precached raw index.html: no directory index.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();
// Only the first service worker controls the page it was installed from (so one visit is enough).
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** The copies name GET /api/me last answered: whose session the network says it is, where cookies cannot be read. */
let answered: string | null | undefined;

/** Whose copies the request's session may use: the readable cookie's name, or null when there is none. */
async function sessionOwner(): Promise<string | null> {
  if (self.cookieStore) {
    for (const name of COPIES_COOKIE_NAMES) {
      const value = (await self.cookieStore.get(name).catch(() => null))?.value;
      if (isCopiesId(value)) return value;
    }
    return null;
  }
  return answered !== undefined ? answered : ownerOfCaches(await caches.keys());
}

async function keepOnly(owner: string | null) {
  const names = await caches.keys();
  await Promise.all(copiesToForget(names, owner).map((name) => caches.delete(name)));
}

/**
 * Every answer over the network: a 401 says there is no session, so nothing of anyone may stay; GET /api/me
 * says whose session it is (an intern's copies name, or none for staff), so nobody else's copies may stay.
 */
const sessionWatch: WorkboxPlugin = {
  fetchDidSucceed: async ({ request, response }) => {
    if (response.status === 401) {
      answered = null;
      await keepOnly(null);
    } else if (response.status === 200 && new URL(request.url).pathname === '/api/me') {
      answered = ownerOfMe(
        await response
          .clone()
          .json()
          .catch(() => null),
      );
      await keepOnly(answered);
    }
    return response;
  },
};

/** GET /api/me is kept only when it is the intern's whose name the cache bears; a staff member's never. */
const onlyTheOwnersAccount = (owner: string): WorkboxPlugin => ({
  cacheWillUpdate: async ({ request, response }) => {
    if (new URL(request.url).pathname !== '/api/me') return response;
    return ownerOfMe(
      await response
        .clone()
        .json()
        .catch(() => null),
    ) === owner
      ? response
      : null;
  },
});

const networkOnly = new NetworkOnly({ plugins: [sessionWatch] });
const networkOnlyPages = new NetworkOnly({
  plugins: [sessionWatch, new PrecacheFallbackPlugin({ fallbackURL: 'index.html' })],
});
const strategies = new Map<string, Strategy>();

function strategyFor(kind: CopyKind, owner: string | null): Strategy {
  if (!owner) return kind === 'pages' ? networkOnlyPages : networkOnly;
  const cacheName = copiesCacheName(kind, owner);
  let strategy = strategies.get(cacheName);
  if (!strategy) {
    const plugins: WorkboxPlugin[] = [
      sessionWatch,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: COPY_MAX_ENTRIES[kind],
        maxAgeSeconds: COPY_MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
      }),
    ];
    if (kind === 'intern-data') plugins.push(onlyTheOwnersAccount(owner));
    if (kind === 'pages') plugins.push(new PrecacheFallbackPlugin({ fallbackURL: 'index.html' }));
    strategy = new NetworkFirst({ cacheName, plugins });
    strategies.set(cacheName, strategy);
  }
  return strategy;
}

registerRoute(
  ({ request, url }) => copyKindOf(request, url, self.location.origin) !== undefined,
  async (options) => {
    const kind = copyKindOf(options.request, options.url, self.location.origin)!;
    const owner = await sessionOwner();
    await keepOnly(owner);
    return strategyFor(kind, owner).handle(options);
  },
);

/**
 * The page asks GET /api/catalogue with the version it holds (If-None-Match) and keeps its own on a 304; the copy
 * here must be a whole answer, so the network is asked without the condition (the HTTP cache may still revalidate).
 */
const wholeAnswer: WorkboxPlugin = {
  requestWillFetch: async ({ request }) => {
    if (!request.headers.has('if-none-match')) return request;
    const headers = new Headers(request.headers);
    headers.delete('if-none-match');
    return new Request(request.url, { method: 'GET', headers, credentials: request.credentials });
  },
};
const catalogueStrategies = {
  catalogue: new NetworkFirst({
    cacheName: CATALOGUE_CACHE.catalogue,
    plugins: [
      wholeAnswer,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: CATALOGUE_MAX_ENTRIES.catalogue, purgeOnQuotaError: true }),
    ],
  }),
  'catalogue-images': new CacheFirst({
    cacheName: CATALOGUE_CACHE['catalogue-images'],
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: CATALOGUE_MAX_ENTRIES['catalogue-images'], purgeOnQuotaError: true }),
    ],
  }),
};
registerRoute(
  ({ request, url }) => catalogueCopyOf(request, url, self.location.origin) !== undefined,
  (options) =>
    catalogueStrategies[catalogueCopyOf(options.request, options.url, self.location.origin)!].handle(options),
);
