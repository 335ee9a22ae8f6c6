/**
 * In real Chromium against the real API: answers chosen with the network off wait on the
 * phone (IndexedDB), the screen says so, and they reach the server once each when it returns; one kept
 * while the tab is closed is sent by the next page that opens the test.
 */
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildStudent } from '../backend/test/factories.ts';
import { QuizAttempt, Student, TestAttempt } from '../backend/src/entities/index.ts';
import { useProductInChromium, type Product } from './support/app.ts';
import { collectErrors, internContext } from './support/browser.ts';
import { signInIntern } from './support/sign-in.ts';

let product: Product;
let browser: Browser;
let intern: Student;
let closer: Student;

useProductInChromium((started) => ({ product, browser } = started));

beforeAll(async () => {
  intern = await buildStudent(product.orm.em.fork(), { validated: true, validatedAt: new Date() });
  closer = await buildStudent(product.orm.em.fork(), { validated: true, validatedAt: new Date() });
});

const WAITING = 'Waiting for the network: your answers are kept and will be sent when it returns.';
const offlineNoise = (text: string) => text.includes('ERR_INTERNET_DISCONNECTED');

async function answer(page: Page, n: number, position: number, button: 'Next' | 'Finish' = 'Next') {
  await page.getByText(new RegExp(`^Q${n}\\. `)).waitFor();
  await page.getByRole('radio').nth(position).check();
  await page.getByRole('button', { name: button }).click();
}

/** The server's answers to PUT .../answers/:q that it accepted, per question. */
function acceptedSaves(page: Page) {
  const accepted = new Map<number, number>();
  page.on('response', (res) => {
    const q = /\/api\/tests\/attempts\/\d+\/answers\/(\d+)$/.exec(res.url())?.[1];
    if (q && res.request().method() === 'PUT' && res.status() === 200)
      accepted.set(Number(q), (accepted.get(Number(q)) ?? 0) + 1);
  });
  return accepted;
}

/** How many answers this page's origin keeps on the phone, not yet confirmed. */
const keptOnPhone = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('internhub-quiz');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('pending-answers').objectStore('pending-answers').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
  );

describe('answers chosen offline', () => {
  it('wait on the phone while the network is off and reach the server once each when it returns', async () => {
    const phone = await internContext(browser, 'mobile', product.url);
    try {
      const me = await phone.newPage();
      const errors = collectErrors(me, offlineNoise);
      const accepted = acceptedSaves(me);
      await signInIntern(me, intern.email);
      await me.goto('/test1');
      await answer(me, 1, 2);
      await answer(me, 2, 0);
      await me.getByRole('status').filter({ hasText: 'Your answers are saved.' }).waitFor();

      await phone.setOffline(true);
      await answer(me, 3, 3);
      await answer(me, 4, 1);
      await me.getByRole('status').filter({ hasText: WAITING }).waitFor();
      await me.getByText(/^Q5\. /).waitFor();
      await expect.poll(() => keptOnPhone(me)).toBe(2);
      expect(accepted.get(3)).toBeUndefined();

      await phone.setOffline(false);
      await me.getByRole('status').filter({ hasText: 'Your answers are saved.' }).waitFor({ timeout: 15_000 });
      await expect.poll(() => keptOnPhone(me)).toBe(0);
      const open = await product.orm.em.fork().findOneOrFail(TestAttempt, { student: intern.id });
      expect(open.choices.slice(0, 5)).toEqual([2, 0, 3, 1, null]);

      for (let n = 5; n <= 25; n++) await answer(me, n, n % 4, n === 25 ? 'Finish' : 'Next');
      await me.getByRole('heading', { name: 'Congratulations!' }).waitFor();
      const shown = await me.getByTestId('quiz-score').textContent();

      expect(accepted.get(3)).toBe(1);
      expect(accepted.get(4)).toBe(1);
      const em = product.orm.em.fork();
      const [finished, ...others] = await em.find(TestAttempt, { student: intern.id });
      expect(others).toEqual([]);
      expect(finished!.state).toBe('finished');
      expect(finished!.choices).toEqual([2, 0, 3, 1, ...Array.from({ length: 21 }, (_, i) => (i + 5) % 4)]);
      const graded = await em.find(QuizAttempt, { student: intern.id });
      expect(graded).toHaveLength(1);
      const { testMark } = await em.findOneOrFail(Student, intern.id);
      expect(graded[0]!.score).toBe(testMark);
      expect(shown).toBe(`You scored ${testMark} out of 25`);
      expect(errors).toEqual([]);
    } finally {
      await phone.close();
    }
  }, 120_000);

  it('sends an answer kept while the tab was closed offline from the next page that opens the test', async () => {
    const phone = await internContext(browser, 'mobile', product.url);
    try {
      const first = await phone.newPage();
      await signInIntern(first, closer.email);
      await first.goto('/test2');
      await answer(first, 1, 1);
      await first.getByRole('status').filter({ hasText: 'Your answers are saved.' }).waitFor();
      await phone.setOffline(true);
      await first.getByText(/^Q2\. /).waitFor();
      await first.getByRole('radio').nth(3).check();
      await first.getByRole('status').filter({ hasText: WAITING }).waitFor();
      await expect.poll(() => keptOnPhone(first)).toBe(1);
      await first.close();

      await phone.setOffline(false);
      const again = await phone.newPage();
      const accepted = acceptedSaves(again);
      await again.goto('/test2');
      // The kept answer counts as given: the test goes on at question 3.
      await again.getByText(/^Q3\. /).waitFor();
      await again.getByRole('status').filter({ hasText: 'Your answers are saved.' }).waitFor();
      expect(accepted.get(2)).toBe(1);
      const attempt = await product.orm.em.fork().findOneOrFail(TestAttempt, { student: closer.id });
      expect(attempt.choices.slice(0, 3)).toEqual([1, 3, null]);
      expect(await keptOnPhone(again)).toBe(0);
    } finally {
      await phone.close();
    }
  }, 60_000);
});
