/**
 * The question banks' staff screens in real Chromium against the real API, on the narrowest phone (360 px):
 * an editor finds a seeded question by its category and a search, writes its Tamil with the keyboard and
 * saves it as version 2; a new question sent empty is refused under its first field, which gets the focus;
 * a question written only in Tamil is created; then test 1 is set to draw 24 of its category and 1 of the
 * new one, with a 30-minute limit and the right answers shown after Finish, and an intern's new attempt
 * draws by it. Each screen fits 360 px and axe finds nothing serious, in English and in Tamil.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin } from '../backend/test/factories.ts';
import { drawnQuestions } from '../backend/test/question-keys.ts';
import { signedIn } from '../backend/test/signed-in.ts';
import { collectErrors, fits, narrowPhone, seriousViolations } from './support/browser.ts';
import { signInAdmin } from './support/sign-in.ts';
import { useProductInChromium, type Product } from './support/app.ts';

let product: Product;
let browser: Browser;
let phone: BrowserContext;
let page: Page;
let errors: string[];
const editorEmail = 'question.desk@example.in';

useProductInChromium((started) => ({ product, browser } = started));

// The refusal this test provokes on purpose is said by the page, not a failure.
const allow = (text: string) => /Failed to load resource/.test(text);

beforeAll(async () => {
  await buildAdmin(product.orm.em.fork(), { email: editorEmail, name: 'Question Desk', role: 'editor' });
  phone = await browser.newContext({ ...narrowPhone, baseURL: product.url });
  page = await phone.newPage();
  errors = collectErrors(page, allow);
}, 60_000);
afterAll(async () => {
  await phone?.close();
});

async function checked() {
  expect(await fits(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
}

describe('an editor keeps the question banks', () => {
  it('finds a seeded question, writes its Tamil with the keyboard and saves version 2', async () => {
    await signInAdmin(page, product.orm, editorEmail, '/admin/questions');
    await page.getByRole('heading', { level: 1, name: 'Questions' }).waitFor();
    await page.getByText('80 questions').waitFor();
    await checked();
    await page.getByLabel('Category').selectOption({ label: 'HTML, CSS and React (25)' });
    await page.getByText('25 questions').waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill('HyperText');
    await page.getByRole('link', { name: 'What does HTML stand for?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Question T1-Q01' }).waitFor();
    await checked();

    await page.getByLabel('Question (Tamil)').focus();
    await page.keyboard.type('HTML என்பதன் விரிவு என்ன?');
    await page.keyboard.press('Tab');
    // The right option's radio comes next in the order of the form; arrow keys move the choice.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).type)).toBe('radio');
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: 'Option 2 is the right answer' }).isChecked()).toBe(true);
    await page.keyboard.press('ArrowUp');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(/^The question is saved as a new version/).waitFor();
    expect(await page.getByTestId('version-row').count()).toBe(2);
    await checked();
  });

  it('is told under the first field what a new question lacks, then creates one in Tamil only', async () => {
    await page.goto('/admin/questions/new');
    await page.getByRole('heading', { level: 1, name: 'New question' }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('cat-text.en');
    await checked();

    await page.getByLabel('Question (Tamil)').fill('எந்தக் குறிச்சொல் ஒரு பத்தியைக் குறிக்கும்?');
    for (const [n, ta] of [
      [1, '<p>'],
      [2, '<div>'],
      [3, '<span>'],
      [4, '<a>'],
    ] as const)
      await page.getByLabel(`Option ${n} (Tamil)`).fill(ta);
    await page.getByRole('radio', { name: 'Option 1 is the right answer' }).check();
    await page.getByLabel('Category').fill('Tamil basics');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: /^Question #\d+$/ }).waitFor();
    await page.getByText('Tamil complete').waitFor();
    await checked();
  });

  it('sets test 1 to draw from two categories with a time limit; a new attempt draws by it', async () => {
    await page.goto('/admin/tests');
    await page.getByRole('heading', { level: 1, name: 'Tests' }).waitFor();
    const test1 = page.getByRole('region', { name: 'Test 1: Very Easy' });
    await test1.getByText('Pool: 25 questions in use').waitFor();
    await checked();
    await test1.getByLabel('Rule 1: questions drawn').fill('24');
    await test1.getByRole('button', { name: 'Add a rule' }).click();
    await test1.getByLabel('Rule 2: category').fill('Tamil basics');
    await test1.getByLabel('Rule 2: questions drawn').fill('1');
    await test1.getByText('Pool: 1 question in use').waitFor();
    await test1.getByRole('radio', { name: 'A time limit in minutes' }).check();
    await test1.getByLabel('Minutes (1 to 600)').fill('30');
    await test1.getByRole('radio', { name: 'The right answers and explanations' }).check();
    await test1.getByRole('button', { name: 'Save test 1' }).click();
    await test1.getByText(/^The test is saved/).waitFor();
    await checked();

    const intern = await signedIn(product, product.orm, { kind: 'student', fields: { validated: true } });
    const started = await intern('/api/tests/1/attempts/start', { method: 'POST', json: {} });
    expect(started.status).toBe(201);
    expect(started.body.deadlineAt).not.toBeNull();
    const drawn = await drawnQuestions(product.orm, started.body.attemptId as number);
    expect(drawn.filter((q) => q.category === 'Tamil basics')).toHaveLength(1);
    expect(drawn).toHaveLength(25);
  });

  it('reads both screens in Tamil at 360 px', async () => {
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'தமிழ்' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'ta');
    await page.getByRole('heading', { level: 1, name: 'தேர்வுகள்' }).waitFor();
    await checked();
    await page.goto('/admin/questions');
    await page.getByRole('heading', { level: 1, name: 'கேள்விகள்' }).waitFor();
    await checked();
    await page.goto('/admin/questions/new');
    await page.getByRole('heading', { level: 1, name: 'புதிய கேள்வி' }).waitFor();
    await checked();
    expect(errors).toEqual([]);
  });
});
