import { VitePWA } from 'vite-plugin-pwa';

/**
 * The installable app (issue 28, item 4): the web app manifest and the service worker, src/pwa/sw.ts (Workbox,
 * built by vite-plugin-pwa with the build's file list injected). What it keeps of an intern for offline use,
 * whose, and for how long: src/pwa/copies.ts. registerType 'prompt': a new version waits until the intern
 * reloads from the prompt (or closes every tab), never replacing the code under a test being taken.
 */
export function installableApp() {
  return VitePWA({
    registerType: 'prompt',
    strategies: 'injectManifest',
    srcDir: 'src/pwa',
    filename: 'sw.ts',
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
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      // The chart library (vite.config.ts, group `chart`): only the admin overview uses it, and the admin
      // screens are never offered offline; an intern's phone need not fetch it.
      globIgnores: ['**/assets/chart-*.js'],
    },
  });
}
