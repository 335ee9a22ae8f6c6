/**
 * A test on a weak phone network (docs/OFFLINE.md): Chromium's network emulation at 400 ms round trip and
 * 400 kbps both ways (50,000 bytes/s), the real app serving the production build, an intern signed in.
 *
 *   npx tsx bench/slow-network.ts          (or `npm run bench -- slow-network`)
 *
 * - answer saved: from the choice (the radio's change event) to the status line saying 'Your answers are
 *   saved.', timed in the page (performance.now()), one per question of test 2's 30;
 * - a resumed test: a reload mid-attempt, from the navigation's start to the question in the page, after
 *   every third answer (10 reloads);
 * - the first test screen's payload: every response from the click on 'Start Test 2' on a shown dashboard
 *   (the app shell loaded) to the first question shown, in a fresh browser profile: the transferred bytes
 *   as served, and each body gzipped (the API's JSON is sent as is: what a gzipping proxy would send).
 *
 * The service worker is blocked, so every request goes through the emulated network (a service worker's own
 * fetches escape a page's emulation) and nothing comes from its precache: an installed app only does better.
 * The browser's HTTP cache stays on, as on a phone that has opened the site once.
 */
import './quiet.ts';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { startTestApp } from '../backend/test/support.ts';
import { buildStudent, FACTORY_PASSWORD } from '../backend/test/factories.ts';
import { benchDatabase, runIfMain, stats, type BenchRow } from './support.ts';

const COMMAND = 'npx tsx bench/slow-network.ts';
/** Chromium's emulation: latency is added to each request's round trip; throughput in bytes per second. */
const SLOW = { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 };
const SAVED = 'Your answers are saved.';
const QUESTIONS = 30; // test 2

function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

async function phone(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    baseURL,
    serviceWorkers: 'block',
  });
  // The dashboard's refer-and-earn popup would cover the tests' table.
  await context.addInitScript(() => sessionStorage.setItem('popup1Shown', 'true'));
  return context;
}

/** Through the login page, at full speed. */
async function signInIntern(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(FACTORY_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');
}

async function slowDown(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW);
  return cdp;
}

/**
 * Timings kept by the page itself, so no polling from here adds to them: `saves` (choice to 'saved', ms)
 * and `shown` (navigation start to the first question in the page, ms; one per page load).
 */
function timeInPage() {
  const w = window as unknown as { saves: number[]; shown: number | null };
  w.saves = [];
  w.shown = null;
  let chosenAt: number | null = null;
  document.addEventListener(
    'change',
    (e) => {
      if ((e.target as HTMLInputElement).type === 'radio') chosenAt = performance.now();
    },
    true,
  );
  new MutationObserver(() => {
    if (w.shown === null && document.querySelector('[data-testid="quiz-question"]')) w.shown = performance.now();
    const status = document.querySelector('[data-testid="quiz-save-status"]');
    if (chosenAt !== null && status?.textContent === 'Your answers are saved.') {
      w.saves.push(performance.now() - chosenAt);
      chosenAt = null;
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

const inPage = (page: Page) =>
  page.evaluate(() => {
    const { saves, shown } = window as unknown as { saves: number[]; shown: number | null };
    return { saves, shown };
  });

async function answersAndReloads(browser: Browser, baseURL: string, email: string) {
  const context = await phone(browser, baseURL);
  try {
    const page = await context.newPage();
    await signInIntern(page, email);
    // One visit at full speed: the site's code is in the browser's cache, as on a phone that has opened it before.
    await page.goto('/test2');
    await page.getByText(/^Q1\. /).waitFor();
    await context.addInitScript(timeInPage);
    await page.reload();
    await page.getByText(/^Q1\. /).waitFor();
    await slowDown(page);
    const saves: number[] = [];
    const resumes: number[] = [];
    for (let n = 1; n <= QUESTIONS; n++) {
      await page.getByText(new RegExp(`^Q${n}\\. `)).waitFor({ timeout: 30_000 });
      const before = (await inPage(page)).saves.length;
      await page
        .getByRole('radio')
        .nth(n % 4)
        .check();
      await page.waitForFunction((k) => (window as unknown as { saves: number[] }).saves.length > k, before, {
        timeout: 30_000,
      });
      saves.push((await inPage(page)).saves.at(-1)!);
      if (n === QUESTIONS) break;
      await page.getByRole('button', { name: 'Next' }).click();
      if (n % 3 === 0) {
        await page.reload({ waitUntil: 'commit' });
        await page.getByText(new RegExp(`^Q${n + 1}\\. `)).waitFor({ timeout: 30_000 });
        resumes.push((await inPage(page)).shown!);
      }
    }
    const status = await page.getByTestId('quiz-save-status').textContent();
    if (status !== SAVED) throw new Error(`the status line says '${status}' after the last answer`);
    return { saves, resumes };
  } finally {
    await context.close();
  }
}

interface Transfer {
  url: string;
  type: string;
  transferred: number;
  gzipped: number;
}

/** What the first test screen fetched after the dashboard (the app shell) was shown, in a fresh profile. */
async function firstTestScreen(browser: Browser, baseURL: string, email: string) {
  const context = await phone(browser, baseURL);
  try {
    const page = await context.newPage();
    await signInIntern(page, email);
    await page.getByRole('link', { name: 'Start Test 2' }).waitFor();
    const cdp = await slowDown(page);
    const seen = new Map<string, { url: string; type: string }>();
    const done: { requestId: string; encoded: number }[] = [];
    cdp.on('Network.responseReceived', (e: { requestId: string; response: { url: string; mimeType: string } }) =>
      seen.set(e.requestId, { url: e.response.url, type: e.response.mimeType }),
    );
    cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) =>
      done.push({ requestId: e.requestId, encoded: e.encodedDataLength }),
    );
    const started = Date.now();
    await page.getByRole('link', { name: 'Start Test 2' }).click();
    await page.getByText(/^Q1\. /).waitFor({ timeout: 30_000 });
    const shownAfter = Date.now() - started;
    const transfers: Transfer[] = [];
    for (const { requestId, encoded } of done) {
      const response = seen.get(requestId);
      if (!response) continue;
      // A body Chromium no longer holds counts as served.
      const read = await cdp.send('Network.getResponseBody', { requestId }).catch(() => null);
      const gzipped = read
        ? gzipSync(Buffer.from(read.body, read.base64Encoded ? 'base64' : 'utf8'), { level: 6 }).length
        : encoded;
      transfers.push({ url: new URL(response.url).pathname, type: response.type, transferred: encoded, gzipped });
    }
    const attempt = transfers.find((t) => t.url === '/api/tests/2/attempts/start');
    if (!attempt) throw new Error('the test screen did not fetch its attempt');
    return {
      transfers,
      shownAfter,
      questions: (await page.getByText(/^Question 1 of 30$/).count()) === 1 ? QUESTIONS : NaN,
    };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

export async function run(): Promise<BenchRow[]> {
  const root = new URL('..', import.meta.url).pathname;
  if (!existsSync(new URL('../frontend/dist/index.html', import.meta.url))) {
    const built = spawnSync('npm', ['run', 'build', '-w', 'frontend'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build -w frontend failed');
  }
  const { orm } = await benchDatabase('enrolment_bench_slow_network');
  const app = await startTestApp(orm, { LOG_LEVEL: 'silent' });
  const browser = await launch();
  try {
    const [taker, newcomer] = [
      await buildStudent(orm.em.fork(), { validated: true, validatedAt: new Date() }),
      await buildStudent(orm.em.fork(), { validated: true, validatedAt: new Date() }),
    ];
    const { saves, resumes } = await answersAndReloads(browser, app.url, taker.email);
    const screen = await firstTestScreen(browser, app.url, newcomer.email);
    const save = stats(saves);
    const resume = stats(resumes);
    const transferred = screen.transfers.reduce((sum, t) => sum + t.transferred, 0);
    const gzipped = screen.transfers.reduce((sum, t) => sum + Math.min(t.gzipped, t.transferred), 0);
    const attempt = screen.transfers.find((t) => t.url === '/api/tests/2/attempts/start')!;
    const parts = screen.transfers.map((t) => `${t.url} ${kb(t.transferred)}`).join(', ');
    return [
      {
        figure: `Answer saved on a slow network (400 ms RTT, 400 kbps), choice to 'saved', ${save.n} answers`,
        goal: 'p95 <= 1.5 s',
        value: `median ${(save.median / 1000).toFixed(2)} s, p95 ${(save.p95 / 1000).toFixed(2)} s, max ${(Math.max(...saves) / 1000).toFixed(2)} s`,
        pass: save.p95 <= 1500,
        command: COMMAND,
      },
      {
        figure: `Resumed test (reload mid-attempt) shows its question, same network, ${resume.n} reloads`,
        goal: 'p95 <= 2 s',
        value: `median ${(resume.median / 1000).toFixed(2)} s, p95 ${(resume.p95 / 1000).toFixed(2)} s`,
        pass: resume.p95 <= 2000,
        command: COMMAND,
      },
      {
        figure: `First test screen's payload after the app shell, ${screen.questions} questions (test 2)`,
        goal: '<= 50 KB gzipped',
        value:
          `${kb(gzipped)} gzipped (${kb(transferred)} as served: ${parts}); the attempt's JSON ${kb(attempt.gzipped)} gzipped; ` +
          `first question shown ${(screen.shownAfter / 1000).toFixed(2)} s after the click`,
        pass: gzipped <= 50_000,
        command: COMMAND,
      },
    ];
  } finally {
    await browser.close();
    await app.close();
    await orm.close();
  }
}

runIfMain(import.meta.url, run);
