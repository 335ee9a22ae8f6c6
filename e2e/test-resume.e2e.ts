/**
 * In real Chromium against the real API: an intern answers test 1's first
 * questions (each saved at once), reloads and opens the test on a second phone (both resume at the
 * first unanswered question), finishes, and sees the mark the server recorded; every answer counted
 * once, one attempt graded once; 'Retake Test' then draws a new attempt.
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

useProductInChromium((started) => ({ product, browser } = started));

beforeAll(async () => {
  intern = await buildStudent(product.orm.em.fork(), { validated: true, validatedAt: new Date() });
});

/** Chooses the option at `position` for question n and goes on; the choice is saved before Next. */
async function answer(page: Page, n: number, position: number, button: 'Next' | 'Finish' = 'Next') {
  await page.getByText(new RegExp(`^Q${n}\\. `)).waitFor();
  await page.getByRole('radio').nth(position).check();
  await page.getByRole('button', { name: button }).click();
}

describe('a test that resumes', () => {
  it('saves each answer, resumes after a reload and on another phone, and scores what the server marks', async () => {
    const phone = await internContext(browser, 'mobile', product.url);
    const other = await internContext(browser, 'mobile', product.url);
    try {
      const me = await phone.newPage();
      const errors = collectErrors(me);
      await signInIntern(me, intern.email);
      await me.getByRole('link', { name: 'Start Test 1' }).click();
      await me.getByRole('heading', { name: 'Test 1: Very Easy' }).waitFor();
      const chosen = [2, 0, 3, 1, 2];
      for (const [i, position] of chosen.entries()) await answer(me, i + 1, position);
      await me.getByText('Question 6 of 25').waitFor();
      await me.getByRole('status').filter({ hasText: 'Your answers are saved.' }).waitFor();

      await me.reload();
      await me.getByText(/^Q6\. /).waitFor();
      expect(await me.getByText('Question 6 of 25').isVisible()).toBe(true);
      expect(await me.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);

      // The same intern on a second phone: the same attempt, the same place.
      const second = await other.newPage();
      await signInIntern(second, intern.email);
      await second.goto('/test1');
      await second.getByText(/^Q6\. /).waitFor();
      expect(await second.getByText(/^Q6\. /).textContent()).toBe(await me.getByText(/^Q6\. /).textContent());

      for (let n = 6; n <= 25; n++) await answer(me, n, n % 4, n === 25 ? 'Finish' : 'Next');
      await me.getByRole('heading', { name: 'Congratulations!' }).waitFor();
      const shown = await me.getByTestId('quiz-score').textContent();
      expect(shown).toMatch(/^You scored \d+ out of 25$/);
      await me.getByText('Test score submitted successfully!').waitFor();

      const em = product.orm.em.fork();
      const attempts = await em.find(TestAttempt, { student: intern.id });
      expect(attempts.map((a) => a.state)).toEqual(['finished']);
      expect(attempts[0]!.choices).toEqual([...chosen, ...Array.from({ length: 20 }, (_, i) => (i + 6) % 4)]);
      const graded = await em.find(QuizAttempt, { student: intern.id });
      expect(graded).toHaveLength(1);
      const { testMark } = await em.findOneOrFail(Student, intern.id);
      expect(shown).toBe(`You scored ${testMark} out of 25`);
      expect(graded[0]!.score).toBe(testMark);

      // 'Retake Test' draws a new attempt at question 1.
      await me.goto('/dashboard');
      await me.getByRole('link', { name: 'Retake Test 1' }).click();
      await me.getByText(/^Q1\. /).waitFor();
      expect(await me.getByText('Question 1 of 25').isVisible()).toBe(true);
      const after = await product.orm.em.fork().find(TestAttempt, { student: intern.id }, { orderBy: { id: 'asc' } });
      expect(after.map((a) => a.state)).toEqual(['finished', 'open']);
      expect(errors).toEqual([]);
    } finally {
      await phone.close();
      await other.close();
    }
  }, 120_000);
});
