/**
 * The app update in real Chromium: a new version is announced, not forced mid-test. An intern
 * is half-way through a test when a new service worker is published; it installs and waits, the page is not
 * reloaded (the same document, the same question, the next answer saved), the prompt says a new version is
 * ready, and only the intern's Reload brings it in, where the test goes on at the question it was at.
 *
 * This file serves a copy of the build of its own (another app on the same database), so it can publish a
 * changed sw.js without touching the build the other files use.
 */
import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudent } from '../backend/test/factories.ts';
import { startTestApp, uniquePrefix } from '../backend/test/support.ts';
import { TestAttempt, type Student } from '../backend/src/entities/index.ts';
import { useProductInChromium, type Product } from './support/app.ts';
import { collectErrors, internContext } from './support/browser.ts';
import { signInIntern } from './support/sign-in.ts';

let product: Product;
let browser: Browser;
let intern: Student;
let dist: string;
let app: Awaited<ReturnType<typeof startTestApp>>;

useProductInChromium((started) => ({ product, browser } = started));

beforeAll(async () => {
  intern = await buildStudent(product.orm.em.fork(), { validated: true, validatedAt: new Date() });
  dist = await mkdtemp(path.join(tmpdir(), 'dist-'));
  await cp(new URL('../frontend/dist', import.meta.url).pathname, dist, { recursive: true });
  app = await startTestApp(product.orm, { FRONTEND_DIST: dist, REDIS_PREFIX: uniquePrefix() });
});
afterAll(async () => {
  await app?.close();
  if (dist) await rm(dist, { recursive: true, force: true });
});

const PROMPT = 'A new version is ready.';

async function answer(page: Page, n: number, position: number) {
  await page.getByText(new RegExp(`^Q${n}\\. `)).waitFor();
  await page.getByRole('radio').nth(position).check();
  await page.getByRole('button', { name: 'Next' }).click();
}

/** The service worker registration's versions: which one controls the page, and whether one waits. */
const versions = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      active: registration?.active?.state ?? null,
      waiting: registration?.waiting?.state ?? null,
      controlled: navigator.serviceWorker.controller !== null,
    };
  });

describe('a new version during a test', () => {
  it('waits behind a prompt: the test goes on unreloaded, and the intern reloads when they choose, back at the same question', async () => {
    const phone = await internContext(browser, 'mobile', app.url);
    try {
      const page = await phone.newPage();
      const errors = collectErrors(page);
      await signInIntern(page, intern.email);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
      await page.goto('/test2');
      for (let n = 1; n <= 3; n++) await answer(page, n, n % 4);
      await page.getByText('Question 4 of 30').waitFor();
      // Marks this document: a reload would make a new one without it.
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      expect(await page.getByText(PROMPT).count()).toBe(0);

      // A new version is published, and the browser finds it (as it does on its own at a navigation or within a day).
      await appendFile(path.join(dist, 'sw.js'), '\n// the next version\n');
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      await page.getByRole('status').filter({ hasText: PROMPT }).waitFor({ timeout: 20_000 });
      expect(await versions(page)).toEqual({ active: 'activated', waiting: 'installed', controlled: true });

      // Not forced: the same document, the same question, and the test goes on.
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect(await page.getByText('Question 4 of 30').isVisible()).toBe(true);
      await answer(page, 4, 0);
      await page.getByText('Question 5 of 30').waitFor();
      await page.getByRole('status').filter({ hasText: 'Your answers are saved.' }).waitFor();
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect((await versions(page)).waiting).toBe('installed');

      // The intern's choice: the new version takes over and the page reloads, back at question 5.
      await page.getByRole('button', { name: 'Reload' }).click();
      await page.waitForFunction(
        () => (window as unknown as { sameDocument?: boolean }).sameDocument === undefined,
        undefined,
        { timeout: 20_000 },
      );
      await page.getByText(/^Q5\. /).waitFor();
      expect(await page.getByText('Question 5 of 30').isVisible()).toBe(true);
      expect(await versions(page)).toEqual({ active: 'activated', waiting: null, controlled: true });
      expect(await page.getByText(PROMPT).count()).toBe(0);
      const attempt = await product.orm.em.fork().findOneOrFail(TestAttempt, { student: intern.id });
      expect(attempt.choices.slice(0, 5)).toEqual([1, 2, 3, 0, null]);
      expect(errors).toEqual([]);
    } finally {
      await phone.close();
    }
  }, 90_000);
});
