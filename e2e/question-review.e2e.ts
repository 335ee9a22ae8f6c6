/**
 * In real Chromium at 360 px against the real API: an intern finishes test 1 and reads its review as the
 * test's setting allows (right or wrong in words, the right answer, the Tamil a question has), in English
 * and in Tamil; an editor reads the question statistics that attempt made, in both languages. Every view
 * fits the phone and is axe clean.
 */
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionContent } from 'shared/api/question-banks';
import { saveQuestion } from '../backend/src/commands/save-question.ts';
import { sql } from '../backend/src/db/sql.ts';
import type { Student } from '../backend/src/entities/index.ts';
import { buildAdmin, buildStudent } from '../backend/test/factories.ts';
import { useProductInChromium, type Product } from './support/app.ts';
import { collectErrors, fits, narrowPhone, seriousViolations, skipReferralPopup } from './support/browser.ts';
import { signInAdmin, signInIntern } from './support/sign-in.ts';

let product: Product;
let browser: Browser;
let intern: Student;
let editorEmail: string;

useProductInChromium((started) => ({ product, browser } = started));

const TAMIL_QUESTION = 'HTML என்பதன் விரிவாக்கம் என்ன?';

beforeAll(async () => {
  const em = product.orm.em.fork();
  intern = await buildStudent(em, { validated: true, validatedAt: new Date() });
  editorEmail = (await buildAdmin(product.orm.em.fork(), { role: 'editor' })).email;
  // Test 1 shows the right answers after Finish, and its first question has Tamil and an explanation.
  await sql(em, `update test_settings set review = 'answers', updated_by = 'admin:1' where test_no = 1`);
  const [q01] = await sql<{ id: number; content: QuestionContent }>(
    em,
    `select q.id, v.content from questions q join question_versions v on v.id = q.current_version_id where q.name = 'T1-Q01'`,
  );
  await em.transactional((tx) =>
    saveQuestion(tx, {
      questionId: q01!.id,
      content: {
        ...q01!.content,
        text: { en: q01!.content.text.en, ta: TAMIL_QUESTION },
        explanation: { en: 'HTML is the language of web pages.', ta: 'HTML என்பது வலைப்பக்கங்களின் மொழி.' },
      },
      by: 'admin:1',
    }),
  );
});

async function phonePage(): Promise<Page> {
  const context = await browser.newContext({ ...narrowPhone, baseURL: product.url });
  await skipReferralPopup(context);
  return context.newPage();
}

async function checked(page: Page) {
  expect(await fits(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
}

describe('the review after Finish and the question statistics', () => {
  it('an intern reads the review of test 1 on a 360 px phone, in English and then in Tamil', async () => {
    const page = await phonePage();
    try {
      const errors = collectErrors(page);
      await signInIntern(page, intern.email);
      await page.goto('/test1');
      for (let n = 1; n <= 25; n++) {
        await page.getByText(new RegExp(`^Q${n}\\. `)).waitFor();
        await page
          .getByRole('radio')
          .nth(n % 4)
          .check();
        await page.getByRole('button', { name: n === 25 ? 'Finish' : 'Next' }).click();
      }
      await page.getByRole('heading', { level: 1, name: 'Congratulations!' }).waitFor();
      const score = Number((await page.getByTestId('quiz-score').textContent())!.match(/You scored (\d+)/)![1]);
      await page.getByRole('heading', { level: 2, name: 'Your answers' }).waitFor();
      const review = page.getByRole('list').filter({ has: page.getByRole('heading', { level: 3 }) });
      await review.getByRole('listitem').nth(24).waitFor();
      const headings = await review.getByRole('heading', { level: 3 }).allTextContents();
      expect(headings).toHaveLength(25);
      expect(headings.filter((h) => h.endsWith(': right'))).toHaveLength(score);
      // Every wrong one shows the right answer; the explanation is there where one was written.
      const wrong = review.getByRole('listitem').filter({ hasText: ': wrong' });
      expect(await wrong.count()).toBe(25 - score);
      for (const item of await wrong.all()) expect(await item.textContent()).toContain('Right answer: ');
      await page.getByText('Explanation: HTML is the language of web pages.').waitFor();
      await checked(page);

      await page.getByRole('button', { name: 'தமிழ்' }).first().click();
      await page.getByRole('heading', { level: 2, name: 'உங்கள் பதில்கள்' }).waitFor();
      const tamil = page.getByText(TAMIL_QUESTION);
      await tamil.waitFor();
      expect(await tamil.getAttribute('lang')).toBe('ta');
      await page.getByText('HTML என்பது வலைப்பக்கங்களின் மொழி.').waitFor();
      await checked(page);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  }, 120_000);

  it('an editor reads the statistics that attempt made on a 360 px phone, ordered from the keyboard, in both languages', async () => {
    const page = await phonePage();
    try {
      const errors = collectErrors(page);
      await signInAdmin(page, product.orm, editorEmail, '/admin/questions/stats?test=1');
      await page.getByRole('heading', { level: 1, name: 'Question statistics' }).waitFor();
      await page.getByText('1 finished attempt counted.').waitFor();
      const rows = page.getByTestId('stats-row');
      expect(await rows.count()).toBe(25);
      expect(await rows.first().textContent()).toContain('Too few attempts to judge (under 20)');
      await checked(page);

      await page.getByRole('combobox', { name: 'Order' }).focus();
      await page.keyboard.press('End');
      await page.getByRole('columnheader', { name: 'Discrimination' }).and(page.locator('[aria-sort]')).waitFor();
      expect(await page.getByRole('link', { name: /Download CSV/ }).getAttribute('href')).toBe(
        '/api/admin/question-stats.csv?test=1',
      );

      await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'தமிழ்' }).click();
      await page.getByRole('heading', { level: 1, name: 'கேள்விப் புள்ளிவிவரங்கள்' }).waitFor();
      await page.getByText('முடிந்த 1 முயற்சி கணக்கிடப்பட்டது.').waitFor();
      await checked(page);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  }, 120_000);
});
