/**
 * Lighthouse (mobile preset: simulated slow 4G, 4x CPU slowdown) in Debian's Chromium (CHROME_PATH,
 * default /usr/bin/chromium), over every public page of the site in English and in Tamil (PAGES).
 *
 *   npx tsx bench/lighthouse.ts http://localhost:3000                       # every public page, a RUNNING server
 *   npx tsx bench/lighthouse.ts http://localhost:3000 /home '/home?lang=ta' # only these
 *   npx tsx bench/lighthouse.ts [/home ...]                                 # starts its own server (see run())
 *
 * With a URL it builds nothing and prints one line per page (`--json`: JSON). Without one, run() (also
 * what `npm run bench` calls) builds frontend/dist if it is missing, starts the real app in this
 * process on a random port against a benchmark database (with a throwaway TOTP_KEY when none is
 * set), and returns the figures as rows.
 */
import './quiet.ts';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startTestApp } from '../backend/test/support.ts';
import { screensIn, type ScreenPath } from '../frontend/src/screen-roles.ts';
import { benchDatabase, isMain, printRows, type BenchRow } from './support.ts';

export interface PageScores {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: string;
  lcp: string;
  tbt: string;
  cls: string;
  si: string;
  failingAccessibility: string[];
}

/** Runs lighthouse on each path of a running server, one Chromium for all. */
export async function audit(base: string, paths: string[]): Promise<PageScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const results: PageScores[] = [];
  try {
    for (const path of paths) {
      const url = base.replace(/\/$/, '') + path;
      const lhr = await auditOnce(url, chrome.port);
      const { categories, audits } = lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const metric = (id: string) => audits[id]?.displayValue ?? '-';
      results.push({
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        si: metric('speed-index'),
        failingAccessibility: Object.values(audits)
          .filter(
            (a) => a.score !== null && a.score < 0.9 && categories.accessibility?.auditRefs.some((r) => r.id === a.id),
          )
          .map((a) => `${a.id} (${a.title})`),
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}

/**
 * One Lighthouse run of a page. A run whose trace Lighthouse could not read (NO_NAVSTART, NO_FCP: it
 * happens on a busy machine) is run again, twice at most; its figures would be zeros, not the page's.
 */
async function auditOnce(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const runner = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!runner) throw new Error(`lighthouse returned nothing for ${url}`);
    if (!runner.lhr.runtimeError) return runner.lhr;
    if (attempt >= 3) throw new Error(`lighthouse could not audit ${url}: ${runner.lhr.runtimeError.message}`);
  }
}

/**
 * The address Lighthouse opens for a public screen of screen-roles.ts: a screen's parameter gets a
 * value (a certificate nobody was given), and a path that only leads to another screen is left out.
 */
const OPENED_AS: Partial<Record<ScreenPath, string | null>> = {
  'verify/:token': '/verify/not-a-real-token',
  referral: null, // leads to /referal
};

/** The path with `?lang=ta` added before any #fragment (a link shared in Tamil). */
export const inTamil = (path: string) =>
  path.replace(/^([^?#]*)(\?[^#]*)?/, (_, p: string, q?: string) => `${p}${q ? `${q}&` : '?'}lang=ta`);

/** Every public screen (screen-roles.ts), in English, then each again in Tamil. */
export const PAGES: string[] = (() => {
  const english = screensIn('public')
    .map((screen) => (screen in OPENED_AS ? OPENED_AS[screen] : `/${screen}`))
    .filter((path): path is string => typeof path === 'string');
  return [...english, ...english.map(inTamil)];
})();

/** The goal of every public page, in either language. */
const meetsGoal = (p: PageScores) => p.performance >= 90 && p.accessibility === 100;

/** Builds the site if needed, serves it from the real app in this process, and audits the public pages (or `paths`). */
export async function run(paths: string[] = PAGES): Promise<BenchRow[]> {
  const root = new URL('..', import.meta.url).pathname;
  if (!existsSync(new URL('../frontend/dist/index.html', import.meta.url))) {
    const built = spawnSync('npm', ['run', 'build', '-w', 'frontend'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build -w frontend failed');
  }
  const { orm } = await benchDatabase('enrolment_bench_lighthouse');
  // The API refuses to start without the key that seals the admins' authenticator secrets: a throwaway one.
  const app = await startTestApp(orm, {
    LOG_LEVEL: 'silent',
    TOTP_KEY: process.env.TOTP_KEY ?? randomBytes(32).toString('hex'),
  });
  try {
    const pages = await audit(app.url, paths);
    return pages.map((p) => ({
      figure: `Lighthouse mobile, ${p.path}`,
      goal: 'performance >= 90, accessibility 100',
      value:
        `performance ${p.performance}, accessibility ${p.accessibility}, best practices ${p.bestPractices}, SEO ${p.seo}; ` +
        `FCP ${p.fcp}, LCP ${p.lcp}, TBT ${p.tbt}, CLS ${p.cls}`,
      pass: meetsGoal(p),
      command: 'npx tsx bench/lighthouse.ts',
    }));
  } finally {
    await app.close();
    await orm.close();
  }
}

async function cli(base: string, paths: string[], json: boolean) {
  const results = await audit(base, paths.length > 0 ? paths : PAGES);
  if (json) {
    console.log(JSON.stringify(results, null, 2));
    return;
  }
  const width = Math.max(16, ...results.map((r) => r.path.length));
  for (const row of results) {
    console.log(
      `${row.path.padEnd(width)} performance ${row.performance}  accessibility ${row.accessibility}  best-practices ${row.bestPractices}  seo ${row.seo}  ` +
        `FCP ${row.fcp}  LCP ${row.lcp}  TBT ${row.tbt}  CLS ${row.cls}  SI ${row.si}${meetsGoal(row) ? '' : '  BELOW GOAL'}`,
    );
    for (const a of row.failingAccessibility) console.log(`    accessibility: ${a}`);
  }
}

if (isMain(import.meta.url)) {
  const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const [first, ...rest] = args;
  const done =
    first && /^https?:/.test(first)
      ? cli(first.replace(/\/$/, ''), rest, process.argv.includes('--json'))
      : run(args.length > 0 ? args : PAGES).then(printRows);
  done
    .then(() => process.exit(0))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
