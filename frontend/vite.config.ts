import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { installableApp } from './pwa.config.ts';

/** One Lingui configuration for the site and the workers, at the repository's root. */
const linguiConfig = { configPath: fileURLToPath(new URL('../lingui.config.ts', import.meta.url)) };

/**
 * Writes .br and .gz next to every built script, style sheet and SVG. The server (koa-static / koa-send)
 * sends them to browsers that accept them: on slow mobile data a 320 KB script becomes ~90 KB.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const dir = join(outDir, 'assets');
      const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => /\.(js|css|svg)$/.test(f));
      await Promise.all(
        files.map(async (f) => {
          const data = await readFile(join(dir, f));
          if (data.length < 1024) return;
          await writeFile(
            join(dir, `${f}.br`),
            brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          await writeFile(join(dir, `${f}.gz`), gzipSync(data, { level: 9 }));
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [
    // Lingui's macros (<Trans>, t) become catalogue lookups before React's transform sees the JSX.
    babel({ presets: [linguiTransformerBabelPreset({}, linguiConfig)] }),
    react(),
    // Catalogues are imported as .po files and compiled here: a Tamil message missing or not valid
    // ICU fails the build (and the tests), never a page.
    lingui({ ...linguiConfig, failOnMissing: true, failOnCompileError: true }),
    precompress(),
    installableApp(),
  ],
  server: {
    // `npm run dev -w frontend` talks to the API started by `npm start`.
    proxy: { '/api': 'http://localhost:3000', '/admin/queues': 'http://localhost:3000' },
  },
  // Illustrations stay separate files (lazy-loaded images), never data URIs inside the JS.
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        // Everything the first screen needs before it can render (React, the router, the stores, the
        // i18n runtime, the layout) in one chunk: split by module it was about 25 small files, and a
        // phone on HTTP/1.1 fetches six at a time (Lighthouse mobile: FCP 2.2 s, performance 86).
        // A screen's small shared parts (a field, a dialog: one or two KB each) go into the screens that
        // use them instead of a file each: a little repeated code against a round trip per part.
        // The chart library (uPlot) is its own chunk, `chart`, imported by the admin overview's
        // chart alone: never in `app`, and the service worker does not precache it (pwa.config.ts).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            { name: 'chart', test: /[\\/]node_modules[\\/]uplot[\\/].*\.js$/ },
          ],
          experimentalInlineCommonChunks: { maxSize: 12_000 },
        },
      },
    },
  },
});
