import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePo } from 'pofile-ts';
import type { Plugin } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

/**
 * A message of the site's catalogue by its explicit id (src/i18n/app-words.ts): the manifest is written
 * here, where no Lingui macro runs. A missing or empty one fails the build.
 */
export function catalogueWord(locale: 'en' | 'ta', id: string): string {
  const po = parsePo(readFileSync(join(import.meta.dirname, 'src', 'locales', `${locale}.po`), 'utf8'));
  const word = po.items.find((item) => item.msgid === id)?.msgstr[0];
  if (!word) throw new Error(`the ${locale} catalogue has no message ${id}`);
  return word;
}

/** The web app manifest in a language: the company's name stays in Latin letters in both. */
export function appManifest(locale: 'en' | 'ta'): Partial<ManifestOptions> {
  return {
    name: 'Tamil Nadu Tech Academy',
    short_name: 'TN Tech Academy',
    description: catalogueWord(locale, 'app.manifestDescription'),
    lang: locale,
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
  };
}

/**
 * The Tamil manifest, next to the English one vite-plugin-pwa writes: a page shown in Tamil links it
 * (src/i18n/catalogues.ts), so a Tamil reader installs an app that describes itself in Tamil.
 */
function tamilManifest(): Plugin {
  return {
    name: 'tamil-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'manifest-ta.webmanifest', source: JSON.stringify(appManifest('ta')) });
    },
  };
}

/**
 * The installable app: the web app manifest and the service worker, src/pwa/sw.ts (Workbox,
 * built by vite-plugin-pwa with the build's file list injected). What it keeps of an intern for offline use,
 * whose, and for how long: src/pwa/copies.ts. registerType 'prompt': a new version waits until the intern
 * reloads from the prompt (or closes every tab), never replacing the code under a test being taken.
 */
export function installableApp() {
  return [
    tamilManifest(),
    VitePWA({
      registerType: 'prompt',
      strategies: 'injectManifest',
      srcDir: 'src/pwa',
      filename: 'sw.ts',
      // Registered by src/pwa/register.ts, in production builds only.
      injectRegister: false,
      includeAssets: ['favicon.svg'],
      manifest: appManifest('en'),
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // The chart library (vite.config.ts, group `chart`): only the admin overview uses it, and the admin
        // screens are never offered offline; an intern's phone need not fetch it.
        globIgnores: ['**/assets/chart-*.js'],
      },
    }),
  ];
}
