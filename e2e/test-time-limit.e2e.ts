/**
 * A timed test in real Chromium against the real API, on a 360 px phone read in Tamil: the questions in
 * Tamil, the countdown on the server's clock beside them (fits the phone, no serious axe violation);
 * then the server's clock passes the deadline and its grace, and opening the test again shows the result
 * the server gave it, graded from the answers saved in time, with the notice in Tamil.
 */
import type { Browser } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionContent } from 'shared/api/question-banks';
import { saveQuestion } from '../backend/src/commands/save-question.ts';
import { sql } from '../backend/src/db/sql.ts';
import { QuizAttempt, Student, TestAttempt } from '../backend/src/entities/index.ts';
import { setTestClock } from '../backend/src/lib/clock.ts';
import { buildStudent } from '../backend/test/factories.ts';
import { useProductInChromium, type Product } from './support/app.ts';
import { collectErrors, fits, narrowPhone, seriousViolations, skipReferralPopup } from './support/browser.ts';
import { signInIntern } from './support/sign-in.ts';

let product: Product;
let browser: Browser;
let intern: Student;

useProductInChromium((started) => ({ product, browser } = started));
afterEach(() => setTestClock(undefined));

const T0 = new Date('2026-12-01T10:00:00Z');

beforeAll(async () => {
  const em = product.orm.em.fork();
  intern = await buildStudent(em, { validated: true, validatedAt: new Date(), language: 'ta' });
  // Test 1 gets a 2-minute limit, and each of its questions a Tamil text (the options stay code).
  await em.transactional(async (tx) => {
    await sql(tx, `update test_settings set time_limit_minutes = 2, updated_by = 'admin:1' where test_no = 1`);
    const rows = await sql<{ id: number; content: QuestionContent }>(
      tx,
      `select q.id, v.content from questions q join question_versions v on v.id = q.current_version_id
        where q.name like 'T1-%'`,
    );
    for (const { id, content } of rows) {
      await saveQuestion(tx, {
        questionId: id,
        content: { ...content, text: { en: content.text.en, ta: `தமிழில்: ${content.text.en}` } },
        by: 'admin:1',
        audit: false,
      });
    }
  });
});

describe('a timed test on a phone in Tamil', () => {
  it('shows Tamil questions and the time left, and after the deadline the result the server gave it', async () => {
    const context = await browser.newContext({ ...narrowPhone, baseURL: product.url });
    await skipReferralPopup(context);
    try {
      const page = await context.newPage();
      const errors = collectErrors(page);
      await signInIntern(page, intern.email);
      setTestClock(T0); // the server's clock stands still at T0: the page counts on it, not on the phone's
      await page.goto('/test1');
      const question = page.getByTestId('quiz-question');
      await expect.poll(() => question.textContent()).toMatch(/^Q1\. தமிழில்: /);
      expect(await question.locator('span').getAttribute('lang')).toBe('ta');
      const timer = page.getByRole('timer');
      await expect.poll(() => timer.textContent()).toMatch(/^மீதமுள்ள நேரம்: (2:00|1:5\d)$/);
      expect(await fits(page)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('radio').first().check();
      await page.getByRole('status').filter({ hasText: 'உங்கள் பதில்கள் சேமிக்கப்பட்டன.' }).waitFor();
      const attempt = await product.orm.em.fork().findOneOrFail(TestAttempt, { student: intern.id, state: 'open' });
      expect(attempt.deadlineAt?.toISOString()).toBe(new Date(T0.getTime() + 2 * 60_000).toISOString());

      // The phone was put away; the server's clock passes the deadline and its grace.
      setTestClock(new Date(T0.getTime() + 2 * 60_000 + 31_000));
      await page.reload();
      await page.getByRole('heading', { name: 'வாழ்த்துகள்!' }).waitFor();
      expect(await page.getByTestId('quiz-time-up-notice').textContent()).toBe(
        'இந்தத் தேர்வுக்கான நேரம் முடிந்தது: நேரத்துக்குள் சேமித்த பதில்களுடன் சர்வர் தேர்வை முடித்தது.',
      );
      const graded = await product.orm.em.fork().findOneOrFail(QuizAttempt, { student: intern.id });
      expect(await page.getByTestId('quiz-score').textContent()).toBe(`நீங்கள் 25-க்கு ${graded.score} மதிப்பெண் பெற்றீர்கள்`);
      expect((await product.orm.em.fork().findOneOrFail(TestAttempt, attempt.id)).state).toBe('finished');
      expect(await fits(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
