/**
 * What the languages cost a phone. The i18n runtime the site loads before its first screen
 * (@lingui/core's i18n and @lingui/react's provider and Trans, minified and gzipped as the build ships
 * them), and each language's catalogue chunk of the built site (a page downloads only its language's).
 *
 *   npx tsx bench/i18n.ts        (builds frontend/dist when it is missing)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { runIfMain, type BenchRow } from './support.ts';

const ENTRY = 'virtual:i18n-runtime';
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The runtime alone: bundled, minified, React left out (the page has it anyway), gzipped. */
async function runtimeBytes(): Promise<number> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [
      {
        name: 'i18n-runtime-entry',
        resolveId: (id) => (id === ENTRY ? `\0${id}` : undefined),
        load: (id) =>
          id === `\0${ENTRY}`
            ? `export { i18n } from '@lingui/core'; export { I18nProvider, Trans, useLingui } from '@lingui/react';`
            : undefined,
      },
    ],
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      rollupOptions: {
        input: ENTRY,
        preserveEntrySignatures: 'exports-only',
        external: [/^react($|\/)/, /^react-dom($|\/)/],
      },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  return [output]
    .flat()
    .flatMap((o) => o.output)
    .filter((c): c is Rolldown.OutputChunk => c.type === 'chunk')
    .reduce((sum, c) => sum + gzipSync(c.code, { level: 9 }).length, 0);
}

function catalogueBytes(): Record<string, number> {
  const dir = new URL('../frontend/dist/assets/', import.meta.url);
  if (!existsSync(dir)) spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: new URL('..', import.meta.url) });
  const sizes: Record<string, number> = {};
  for (const file of readdirSync(dir).filter((f) => /^(en|ta)-[\w-]+\.js$/.test(f))) {
    sizes[file.slice(0, 2)] = gzipSync(readFileSync(new URL(file, dir)), { level: 9 }).length;
  }
  return sizes;
}

export async function run(): Promise<BenchRow[]> {
  const runtime = await runtimeBytes();
  const catalogues = catalogueBytes();
  const command = 'npx tsx bench/i18n.ts';
  return [
    {
      figure: 'i18n runtime on every page (gzipped)',
      goal: '<= 5 KB',
      value: kb(runtime),
      pass: runtime <= 5 * 1024,
      command,
    },
    ...Object.entries(catalogues).map(([locale, bytes]) => ({
      figure: `the site's ${locale === 'ta' ? 'Tamil' : 'English'} catalogue (gzipped, loaded only in ${locale === 'ta' ? 'Tamil' : 'English'})`,
      goal: 'one language per page',
      value: kb(bytes),
      pass: true,
      command,
    })),
  ];
}

runIfMain(import.meta.url, run);
