import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';

type RuntimeCaching = NonNullable<NonNullable<VitePWAOptions['workbox']>['runtimeCaching']>[number];

/**
 * The installable app (issue 28, item 4): the web app manifest and a Workbox service worker.
 *
 * - Precached: the built scripts, styles, fonts, images and index.html (the shell). Navigations are
 *   network-first, so an online visit always gets the server's index.html with the site configuration
 *   inlined; offline they fall back to the last copy of that page, else to the precached shell (whose
 *   empty configuration the site fetches, or shows its placeholder).
 * - The intern's own reads (their account, documents list, dashboard panels) and the PDFs they
 *   downloaded: network-first with a copy kept for offline. Nothing else of the API, never
 *   /api/admin/**, never an admin screen, never a write (Workbox routes only GET here).
 * - registerType 'prompt': a new version waits until the intern reloads from the prompt (or closes
 *   every tab), never replacing the code under a test being taken.
 *
 * The functions below are copied into the service worker as source text: they must use nothing from
 * this file.
 */
/**
 * What the service worker keeps a copy of. Navigations: every screen but the admin ones (/ab, /ev,
 * /admin/**: screen-roles.ts, held to it by pwa.config.test.ts) and the server's own paths (the API,
 * /metrics, /.well-known/: the credentials' public keys are never answered with the app shell). API: the
 * intern's own reads only, and their downloaded PDFs.
 */
export const runtimeCaching: RuntimeCaching[] = [
    {
      urlPattern: ({ request, url }) =>
        request.mode === 'navigate' && url.origin === self.location.origin && !/^\/(ab|ev|admin|api|metrics|\.well-known)(\/|$)/i.test(url.pathname),
      handler: 'NetworkFirst',
      options: {
        cacheName: 'pages',
        cacheableResponse: { statuses: [200] },
        expiration: { maxEntries: 30 },
        precacheFallback: { fallbackURL: 'index.html' },
      },
    },
    {
      urlPattern: ({ request, url }) =>
        request.method === 'GET' &&
        url.origin === self.location.origin &&
        /^\/api\/(me|me\/referrer|me\/erasure-request|site-config|documents|extra-courses|correction-requests)$/.test(url.pathname),
      handler: 'NetworkFirst',
      options: { cacheName: 'intern-data', cacheableResponse: { statuses: [200] }, expiration: { maxEntries: 30 } },
    },
    {
      urlPattern: ({ request, url }) =>
        request.method === 'GET' && url.origin === self.location.origin && /^\/api\/documents\/[a-z-]+\/download$/.test(url.pathname),
      handler: 'NetworkFirst',
      options: { cacheName: 'intern-documents', cacheableResponse: { statuses: [200] }, expiration: { maxEntries: 10 } },
    },
];

export function installableApp() {
  return VitePWA({
    registerType: 'prompt',
    // Registered by src/pwa/register.ts, in production builds only.
    injectRegister: false,
    includeAssets: ['favicon.svg'],
    manifest: {
      name: 'Tamil Nadu Tech Academy',
      short_name: 'TN Tech Academy',
      description: 'Certified online internships and courses from Tamil Nadu.',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      // index.html's theme-color (the favicon's blue); base.css's --bg white behind the splash screen.
      theme_color: '#0b3d91',
      background_color: '#ffffff',
      icons: [
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      // The chart library (vite.config.ts, group `chart`): only the admin overview uses it, and the admin
      // screens are never offered offline; an intern's phone need not fetch it.
      globIgnores: ['**/assets/chart-*.js'],
      // Only the first SW controls the page it was installed from (so one visit is enough); an
      // update still waits for the prompt: skipWaiting stays off.
      clientsClaim: true,
      skipWaiting: false,
      cleanupOutdatedCaches: true,
      // '/' is a navigation like any other (network-first below), not the precached raw index.html.
      directoryIndex: null,
      navigateFallback: null,
      runtimeCaching,
    },
  });
}
