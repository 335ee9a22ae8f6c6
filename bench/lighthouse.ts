/**
 * Lighthouse (mobile preset: simulated slow 4G, 4x CPU slowdown) against a RUNNING server; builds
 * nothing itself. Uses Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
 *
 *   npm start                       # or any server of the built site
 *   npx tsx bench/lighthouse.ts http://localhost:3000 /home /registration
 *
 * Prints one line per page: performance, accessibility, best practices, SEO and the key metrics.
 * `--json` prints the same as JSON.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const json = process.argv.includes('--json');
const base = (args[0] ?? 'http://localhost:3000').replace(/\/$/, '');
const paths = args.length > 1 ? args.slice(1) : ['/home', '/registration'];

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

const results: Record<string, unknown>[] = [];
try {
  for (const path of paths) {
    const url = base + path;
    const runner = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!runner) throw new Error(`lighthouse returned nothing for ${url}`);
    const { categories, audits } = runner.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => audits[id]?.displayValue ?? '-';
    const row = {
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
    };
    results.push(row);
    if (!json) {
      console.log(
        `${path.padEnd(16)} performance ${row.performance}  accessibility ${row.accessibility}  best-practices ${row.bestPractices}  seo ${row.seo}  ` +
          `FCP ${row.fcp}  LCP ${row.lcp}  TBT ${row.tbt}  CLS ${row.cls}  SI ${row.si}`,
      );
      const failing = Object.values(runner.lhr.audits).filter(
        (a) => a.score !== null && a.score < 0.9 && runner.lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id),
      );
      for (const a of failing) console.log(`    accessibility: ${a.id} (${a.title})`);
    }
  }
  if (json) console.log(JSON.stringify(results, null, 2));
} finally {
  chrome.kill();
}
