/**
 * A test's question bank run by its editor, in real Chromium against the real API, on a 360 px phone:
 * the editor imports 35 questions for test 1 from a GIFT file in English, then their Tamil from a second
 * file matched by the questions' names, and sets test 1 to draw its 25 from the pool of 60 with a
 * 10-minute limit and the right answers shown after Finish. An intern reading Tamil takes the test with
 * the countdown, reads the Tamil of the questions that have it, and reads the review; an intern reading
 * English gets other questions from the larger pool, with the countdown in English.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../backend/src/db/sql.ts';
import { TestAttempt, type Student } from '../backend/src/entities/index.ts';
import { buildAdmin, buildStudent } from '../backend/test/factories.ts';
import { useProductInChromium, type Product } from './support/app.ts';
import { collectErrors, fits, narrowPhone, seriousViolations, skipReferralPopup } from './support/browser.ts';
import { signInAdmin, signInIntern } from './support/sign-in.ts';

let product: Product;
let browser: Browser;
let editorEmail: string;
let tamilIntern: Student;
let englishIntern: Student;
const pages: Page[] = [];

useProductInChromium((started) => ({ product, browser } = started));

const CATEGORY = 'HTML, CSS and React';
const names = Array.from({ length: 35 }, (_, i) => `WEB-${String(i + 1).padStart(2, '0')}`);
/** The English file: 35 named questions of test 1's category, each with an explanation. */
const englishFile = [
  `$CATEGORY: ${CATEGORY}`,
  '',
  ...names.flatMap((name, i) => [
    `::${name}:: Which CSS property sets the gap number ${i + 1} between grid tracks? {`,
    `  =gap`,
    `  ~margin`,
    `  ~padding`,
    `  ~border-spacing`,
    `  #### The gap property (question ${i + 1}) sets the space between rows and columns.`,
    `}`,
    '',
  ]),
].join('\n');
/** The Tamil file: the same names, the question and its explanation in Tamil, the options as code stays. */
const tamilFile = names
  .flatMap((name, i) => [
    `::${name}:: கட்டக் கோடுகளுக்கு இடையிலான ${i + 1}-ஆம் இடைவெளியை அமைக்கும் CSS பண்பு எது? {`,
    `  =gap`,
    `  ~margin`,
    `  ~padding`,
    `  ~border-spacing`,
    `  #### gap பண்பு (கேள்வி ${i + 1}) வரிசைகள், நெடுவரிசைகளுக்கு இடையிலான இடத்தை அமைக்கிறது.`,
    `}`,
    '',
  ])
  .join('\n');
const file = (name: string, text: string) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(text, 'utf8') });

beforeAll(async () => {
  const em = product.orm.em.fork();
  editorEmail = (await buildAdmin(em, { email: 'bank.desk@example.in', name: 'Bank Desk', role: 'editor' })).email;
  tamilIntern = await buildStudent(product.orm.em.fork(), { validated: true, validatedAt: new Date(), language: 'ta' });
  englishIntern = await buildStudent(product.orm.em.fork(), { validated: true, validatedAt: new Date() });
});
afterAll(async () => {
  for (const page of pages) await page.context().close();
});

async function phone(): Promise<Page> {
  const context = await browser.newContext({ ...narrowPhone, baseURL: product.url });
  await skipReferralPopup(context);
  const page = await context.newPage();
  pages.push(page);
  return page;
}

async function fitsAndPasses(page: Page) {
  expect(await fits(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
}

/** Imports one file on the import screen: preview (nothing written), then import. */
async function importFile(page: Page, upload: ReturnType<typeof file>, language: 'English' | 'Tamil', expect: string) {
  await page.getByLabel('Question file').setInputFiles(upload);
  await page.getByRole('radio', { name: language, exact: true }).first().check();
  await page.getByRole('button', { name: 'Preview' }).click();
  await page.getByText(expect).waitFor();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await page.getByRole('heading', { name: 'The questions were imported.' }).waitFor();
}

/** Answers every question of the open test (the first option each time) and finishes; returns the questions' texts. */
async function takeTest(page: Page, next: string, finish: string): Promise<string[]> {
  const seen: string[] = [];
  for (let n = 1; n <= 25; n++) {
    const question = page.getByTestId('quiz-question');
    await expect.poll(() => question.textContent()).toMatch(new RegExp(`^Q${n}\\. `));
    seen.push((await question.textContent())!);
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: n === 25 ? finish : next }).click();
  }
  return seen;
}

describe('an editor runs test 1’s bank; interns take it', () => {
  it('imports 35 questions in English and their Tamil, sets a pool of 60 with a time limit and the review', async () => {
    const page = await phone();
    const errors = collectErrors(page);
    await signInAdmin(page, product.orm, editorEmail, '/admin/questions/import');
    await page.getByRole('heading', { level: 1, name: 'Import questions' }).waitFor();
    await importFile(page, file('web.gift.txt', englishFile), 'English', 'New questions: 35');
    await importFile(page, file('web-ta.gift.txt', tamilFile), 'Tamil', 'New versions of existing questions: 35');
    await fitsAndPasses(page);

    await page.goto('/admin/tests');
    const test1 = page.getByRole('region', { name: /Test 1/ });
    await test1.getByTestId('rule-pool').filter({ hasText: '60' }).waitFor();
    await test1.getByRole('radio', { name: 'A time limit in minutes' }).check();
    await test1.getByLabel('Minutes (1 to 600)').fill('10');
    await test1.getByRole('radio', { name: 'The right answers and explanations' }).check();
    await test1.getByRole('button', { name: 'Save test 1' }).click();
    await expect
      .poll(async () => {
        const [row] = await sql<{ limit: number | null; review: string }>(
          product.orm.em.fork(),
          `select time_limit_minutes as limit, review from test_settings where test_no = 1`,
        );
        return row;
      })
      .toEqual({ limit: 10, review: 'answers' });
    await fitsAndPasses(page);
    expect(errors).toEqual([]);
  }, 180_000);

  it('an intern reading Tamil takes test 1 with the countdown, reads the Tamil questions and the review', async () => {
    const page = await phone();
    const errors = collectErrors(page);
    await signInIntern(page, tamilIntern.email);
    await page.goto('/test1');
    const timer = page.getByRole('timer');
    await expect.poll(() => timer.textContent()).toMatch(/^மீதமுள்ள நேரம்: (10:00|9:[0-5]\d)$/);
    await fitsAndPasses(page);
    const seen = await takeTest(page, 'அடுத்து', 'தேர்வை முடி');
    // The imported questions drawn read in Tamil; the specification's, written in English only, in English.
    const tamil = seen.filter((q) => q.includes('CSS பண்பு எது?'));
    expect(tamil.length).toBeGreaterThan(0);
    expect(seen.some((q) => q.includes('Which CSS property sets the gap'))).toBe(false);

    await page.getByRole('heading', { level: 1, name: 'வாழ்த்துகள்!' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'உங்கள் பதில்கள்' }).waitFor();
    const review = page.getByRole('list').filter({ has: page.getByRole('heading', { level: 3 }) });
    // The review's questions come by their own request, after the score's heading.
    await review.getByRole('listitem').nth(24).waitFor();
    expect(await review.getByRole('heading', { level: 3 }).count()).toBe(25);
    // Every imported question's right option is 'gap', and its Tamil explanation is shown.
    await page
      .getByText(/gap பண்பு \(கேள்வி \d+\) வரிசைகள்/)
      .first()
      .waitFor();
    await fitsAndPasses(page);
    expect(errors).toEqual([]);
  }, 180_000);

  it('an intern reading English gets other questions from the pool of 60, with the countdown in English', async () => {
    const page = await phone();
    const errors = collectErrors(page);
    await signInIntern(page, englishIntern.email);
    await page.goto('/test1');
    const timer = page.getByRole('timer');
    await expect.poll(() => timer.textContent()).toMatch(/^Time left: (10:00|9:[0-5]\d)$/);
    await page.getByTestId('quiz-question').waitFor();

    const em = product.orm.em.fork();
    const [theirs, mine] = await Promise.all(
      [tamilIntern.id, englishIntern.id].map((id) => em.findOneOrFail(TestAttempt, { student: id, testNo: 1 })),
    );
    expect(mine!.deadlineAt!.getTime() - mine!.startedAt.getTime()).toBe(10 * 60_000);
    const pool = await sql<{ id: number }>(
      em,
      `select q.current_version_id as id from questions q where lower(q.category) = lower($1) and q.retired_at is null`,
      [CATEGORY],
    );
    expect(pool).toHaveLength(60);
    const inPool = new Set(pool.map((p) => p.id));
    for (const drawn of [theirs!.questionVersionIds, mine!.questionVersionIds]) {
      expect(new Set(drawn).size).toBe(25);
      expect(drawn.every((id) => inPool.has(id))).toBe(true);
    }
    expect([...mine!.questionVersionIds].sort()).not.toEqual([...theirs!.questionVersionIds].sort());
    expect(errors).toEqual([]);
  }, 120_000);
});
