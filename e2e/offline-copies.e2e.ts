/**
 * The security review's L2, as the reviewer did it, in real Chromium against the real API, workers and
 * production build: the phone's offline copies belong to one sign-in and do not outlive it. Intern A signs
 * in, opens the dashboard and downloads two PDFs; the session then ends without Logout (the cookies
 * cleared; or ended on the server), and offline the app shows nothing of A and neither GET /api/me nor a
 * PDF is answered from a copy. Intern B signing in on the same phone never meets A's copies, and an admin's
 * visit to the overview, the student list and a student's page leaves nothing in any cache. A test answer
 * kept on the phone for the network goes with the copies.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateStudent } from '../backend/src/commands/validate-student.ts';
import { sql } from '../backend/src/db/sql.ts';
import { JobRun, type Student } from '../backend/src/entities/index.ts';
import { buildAdmin, buildStudent } from '../backend/test/factories.ts';
import { waitFor } from '../backend/test/support.ts';
import { useProductInChromium, type Product } from './support/app.ts';
import { installedPhone, skipReferralPopup } from './support/browser.ts';
import { signInAdmin, signInIntern } from './support/sign-in.ts';

let product: Product;
let profile: string;
let phone: BrowserContext;
let a: Student;
let b: Student;

useProductInChromium((started) => ({ product } = started));

const OFFER = '/api/documents/offer-letter/download';
const CERTIFICATE = '/api/documents/completion-certificate/download';

/** An intern whose offer letter and completion certificate (the internship has ended) are made. */
async function internWithDocuments(name: string, adminId: number): Promise<Student> {
  const intern = await buildStudent(product.orm.em.fork(), { name, startDate: '2026-01-05', endDate: '2026-02-20' });
  const { jobs } = await validateStudent(product.orm.em.fork(), { studentId: intern.id, adminId });
  await waitFor(
    async () => (await product.orm.em.fork().count(JobRun, { id: { $in: jobs }, state: 'completed' })) === jobs.length,
    60_000,
  );
  return intern;
}

beforeAll(async () => {
  const admin = await buildAdmin(product.orm.em.fork());
  [a, b] = [await internWithDocuments('Anbu Selvan', admin.id), await internWithDocuments('Bharathi Kannan', admin.id)];
  profile = await mkdtemp(path.join(tmpdir(), 'pwa-copies-'));
  phone = await installedPhone(profile, product.url);
  await skipReferralPopup(phone);
}, 150_000);
afterAll(async () => {
  await phone?.close();
  if (profile) await rm(profile, { recursive: true, force: true });
});

/** Waits until the service worker controls the page (it claims the page it was installed from). */
const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });

/**
 * Every cache but the precached build and the published catalogue's public copy (the same for every
 * visitor: pwa/catalogue-copy.ts), with the paths it holds. The public copy may hold the catalogue's
 * public reads only: anything else in it fails here.
 */
const keptCopies = (page: Page) =>
  page.evaluate(async () => {
    const kept: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      if (name.startsWith('workbox-precache')) continue;
      const paths = (await (await caches.open(name)).keys()).map((req) => new URL(req.url).pathname);
      const publicCopy = name === 'catalogue' || name === 'catalogue-images';
      if (publicCopy && paths.every((p) => /^\/api\/catalogue(\/posts\/[^/]+|\/images\/[^/]+\/[^/]+)?$/.test(p)))
        continue;
      kept[name] = paths;
    }
    return kept;
  });
const keptPaths = async (page: Page) => Object.values(await keptCopies(page)).flat();

/** What the page's own fetch gets for `path` (through the service worker): its status and text, or 'no answer'. */
const fetched = (page: Page, path: string) =>
  page.evaluate(async (p) => {
    try {
      const res = await fetch(p, { credentials: 'same-origin' });
      return {
        status: res.status,
        type: res.headers.get('content-type') ?? '',
        text: res.headers.get('content-type')?.includes('json') ? await res.text() : '',
      };
    } catch {
      return 'no answer' as const;
    }
  }, path);

/** The test answers kept on the phone, waiting for the network (pending-answers.ts: the 'internhub-quiz' store). */
const answerStore = (page: Page, work: 'count' | 'keep') =>
  page.evaluate(
    (w) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('internhub-quiz');
        open.onupgradeneeded = () => open.result.createObjectStore('pending-answers');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result
            .transaction('pending-answers', w === 'keep' ? 'readwrite' : 'readonly')
            .objectStore('pending-answers');
          const req = w === 'keep' ? store.put({ testNo: 1, choice: 2 }, [1, 3]) : store.count();
          req.onsuccess = () => resolve(w === 'keep' ? 1 : (req.result as number));
          req.onerror = () => reject(req.error);
        };
      }),
    work,
  );
const keepAnAnswer = (page: Page) => answerStore(page, 'keep');
const keptAnswerCount = (page: Page) => answerStore(page, 'count');

/** Intern `intern` signs in, opens the dashboard and downloads both PDFs; waits until all of it is kept. */
async function visitAndDownload(page: Page, intern: Student) {
  await signInIntern(page, intern.email);
  await page.getByTestId('dashboard-name').filter({ hasText: intern.name }).waitFor();
  await controlled(page);
  // Opened again under the service worker (on a first visit it may take control after the dashboard's reads).
  await page.reload();
  await page.getByTestId('dashboard-name').filter({ hasText: intern.name }).waitFor();
  for (const pdf of [OFFER, CERTIFICATE])
    expect(await fetched(page, pdf)).toMatchObject({ status: 200, type: 'application/pdf' });
  await expect
    .poll(() => keptPaths(page), { timeout: 15_000 })
    .toEqual(expect.arrayContaining(['/api/me', '/api/documents', OFFER, CERTIFICATE]));
}

/** Nothing of `intern` on the screen, nor from the page's fetches, nor in any cache, with the network off. */
async function nothingOfOffline(page: Page, intern: Student) {
  await phone.setOffline(true);
  try {
    await page.goto('/dashboard').catch(() => undefined);
    await page.locator('#root *').first().waitFor();
    await page.waitForTimeout(1000);
    const shown = await page.locator('body').innerText();
    for (const personal of [intern.name, intern.email, intern.phone]) expect(shown).not.toContain(personal);
    expect(await fetched(page, '/api/me')).toBe('no answer');
    expect(await fetched(page, OFFER)).toBe('no answer');
    expect(await fetched(page, CERTIFICATE)).toBe('no answer');
    expect(await keptPaths(page)).toEqual([]);
  } finally {
    await phone.setOffline(false);
  }
}

describe('the offline copies end with the session', () => {
  it("shows and serves nothing of intern A offline once A's session ends without Logout (cookies cleared)", async () => {
    const page = await phone.newPage();
    await visitAndDownload(page, a);
    // Their copies are named for A's sign-in, not for A's address or name.
    const names = Object.keys(await keptCopies(page));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/^(pages|intern-data|intern-documents)-[A-Za-z0-9_-]{22}$/);

    // An answer of A's test waiting on the phone for the network (as QuizPage keeps one) goes the same way.
    await keepAnAnswer(page);
    expect(await keptAnswerCount(page)).toBe(1);

    await phone.clearCookies();
    await nothingOfOffline(page, a);
    expect(await keptAnswerCount(page)).toBe(0);
    await page.close();
  });

  it("forgets A's copies once the page hears that A's session was ended on the server, and B never meets them", async () => {
    const page = await phone.newPage();
    await visitAndDownload(page, a);
    // Ended on the server (a password change or "end sessions" elsewhere, an idle expiry): this phone is not told.
    await sql(product.orm.em.fork(), "delete from sessions where account_kind = 'student' and account_id = $1", [a.id]);

    // The next time the app opens online (its start page, the dashboard) it learns: GET /api/me is refused,
    // the sign-in is shown, and A's copies go.
    await page.goto('/dashboard');
    await page.getByLabel('E-mail').waitFor();
    await expect.poll(() => keptPaths(page)).toEqual([]);
    await nothingOfOffline(page, a);

    // B signs in on the same phone: B's own copies only, and offline B gets B's account, never A's letter.
    await signInIntern(page, b.email);
    await page.getByTestId('dashboard-name').filter({ hasText: b.name }).waitFor();
    await expect.poll(() => keptPaths(page)).toEqual(expect.arrayContaining(['/api/me', '/api/documents']));
    await phone.setOffline(true);
    try {
      const me = await fetched(page, '/api/me');
      expect(me).toMatchObject({ status: 200 });
      expect(me !== 'no answer' && me.text).toContain(b.email);
      expect(me !== 'no answer' && me.text).not.toContain(a.email);
      expect(await fetched(page, OFFER)).toBe('no answer');
      await page.reload();
      await page.getByTestId('dashboard-name').filter({ hasText: b.name }).waitFor();
      expect(await page.locator('body').innerText()).not.toContain(a.name);
    } finally {
      await phone.setOffline(false);
    }
    await page.close();
  });

  it('keeps nothing of an admin: the overview, the student list and a student page leave no copy', async () => {
    const admin = await buildAdmin(product.orm.em.fork());
    const page = await phone.newPage();
    await signInAdmin(page, product.orm, admin.email);
    await controlled(page);
    // Each screen as the admin reads it: its figures, the intern's row, the intern's record (their reads answered).
    const screens = [
      { path: '/admin/overview', shown: () => page.getByRole('figure').first() },
      { path: '/ab', shown: () => page.getByTestId('student-row').filter({ hasText: a.email }) },
      { path: `/admin/students/${a.id}`, shown: () => page.getByText(a.email).first() },
    ];
    for (const screen of screens) {
      await page.goto(screen.path);
      await screen.shown().waitFor();
    }
    expect(await keptCopies(page)).toEqual({});
    expect(await page.evaluate(async () => (await caches.match('/api/me')) === undefined)).toBe(true);
    await phone.setOffline(true);
    try {
      expect(await fetched(page, '/api/me')).toBe('no answer');
    } finally {
      await phone.setOffline(false);
    }
    await page.close();
  });
});
