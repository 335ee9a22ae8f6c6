/**
 * A test on a weak network, in one go in real Chromium against the real API: an intern answers ten questions
 * of test 1, reloads (the test goes on at question 11 with the earlier choices), answers two with the network
 * off (the screen says they wait), gets it back (they are sent, the screen says saved), opens the test in a
 * second browser as the same intern (question 13), finishes there: the score shown is the mark the server
 * recorded and every answer counted once. Every response either browser received before Finish is kept and
 * read: none carries the answer key.
 */
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildStudent } from '../backend/test/factories.ts';
import { QuizAttempt, Student, TestAttempt } from '../backend/src/entities/index.ts';
import { gradeAttempt } from '../backend/src/question-banks/grade.ts';
import { questionVersions } from '../backend/src/queries/question-banks.ts';
import { useProductInChromium, type Product } from './support/app.ts';
import { collectErrors, internContext, screenLoaded } from './support/browser.ts';
import { signInIntern } from './support/sign-in.ts';

let product: Product;
let browser: Browser;
let intern: Student;

useProductInChromium((started) => ({ product, browser } = started));

beforeAll(async () => {
  intern = await buildStudent(product.orm.em.fork(), { validated: true, validatedAt: new Date() });
});

// The site's own words (SaveStatus.tsx).
const SAVED = 'Your answers are saved.';
const WAITING = 'Waiting for the network: your answers are kept and will be sent when it returns.';
const offlineNoise = (text: string) => text.includes('ERR_INTERNET_DISCONNECTED');

async function answer(page: Page, n: number, position: number, button: 'Next' | 'Finish' = 'Next') {
  await page.getByText(new RegExp(`^Q${n}\\. `)).waitFor();
  await page.getByRole('radio').nth(position).check();
  await page.getByRole('button', { name: button }).click();
}

const saveStatus = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

interface Received {
  url: string;
  method: string;
  status: number;
  type: string;
  body: string;
}

/**
 * Every response a browser context receives (its pages' and its service worker's), with its body, until
 * `stop()`: what a curious intern could read in the network panel before finishing.
 */
function recordResponses(context: BrowserContext) {
  const received: Received[] = [];
  const unread: string[] = [];
  const reads: Promise<void>[] = [];
  let on = true;
  const listener = (res: Response) => {
    if (!on) return;
    const status = res.status();
    // A redirect has no body to read.
    if (status >= 300 && status < 400) return;
    reads.push(
      res.body().then(
        (bytes) =>
          void received.push({
            url: res.url(),
            method: res.request().method(),
            status,
            type: res.headers()['content-type'] ?? '',
            body: bytes.toString('utf8'),
          }),
        () => void unread.push(`${res.request().method()} ${res.url()}`),
      ),
    );
  };
  context.on('response', listener);
  return {
    received,
    unread,
    /** Every body received so far read (before a reload drops the document's). */
    async settled() {
      await Promise.all(reads);
    },
    async stop() {
      on = false;
      context.off('response', listener);
      await Promise.all(reads);
    },
  };
}

/** The PUT .../answers/:q the server accepted, per question, across the pages given. */
function acceptedSaves(received: Received[]) {
  const accepted = new Map<number, number>();
  for (const r of received) {
    const q = /\/api\/tests\/attempts\/\d+\/answers\/(\d+)$/.exec(r.url)?.[1];
    if (q && r.method === 'PUT' && r.status === 200) accepted.set(Number(q), (accepted.get(Number(q)) ?? 0) + 1);
  }
  return accepted;
}

/** Every key of a JSON value, at any depth. */
function allKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allKeys);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...allKeys(v)]);
  return [];
}

const chosen = Array.from({ length: 25 }, (_, i) => (i * 7 + 2) % 4);

describe('a test on a weak network', () => {
  it('resumes after a reload, keeps offline answers until the network returns, finishes on a second browser: one mark, each answer once, no key seen', async () => {
    const phone = await internContext(browser, 'mobile', product.url);
    const laptop = await internContext(browser, 'desktop', product.url);
    const onPhone = recordResponses(phone);
    const onLaptop = recordResponses(laptop);
    try {
      const me = await phone.newPage();
      const errors = collectErrors(me, offlineNoise);
      await signInIntern(me, intern.email);
      await screenLoaded(me);
      await me.getByRole('link', { name: 'Start Test 1' }).click();
      await me.getByRole('heading', { name: 'Test 1: Very Easy' }).waitFor();
      for (let n = 1; n <= 10; n++) await answer(me, n, chosen[n - 1]!);
      await me.getByText('Question 11 of 25').waitFor();
      await saveStatus(me, SAVED).waitFor();

      // A reload: the test goes on at question 11 with the ten choices it had.
      await onPhone.settled();
      await me.reload();
      await me.getByText(/^Q11\. /).waitFor();
      expect(await me.getByText('Question 11 of 25').isVisible()).toBe(true);
      expect(await me.getByRole('radio', { checked: true }).count()).toBe(0);
      const resumed = onPhone.received.filter((r) => r.url.endsWith('/api/tests/1/attempts/start'));
      expect(resumed.map((r) => r.status)).toEqual([201, 200]);
      const view = JSON.parse(resumed[1]!.body) as {
        attemptId: number;
        choices: (number | null)[];
        nextQuestion: number;
      };
      expect(view.choices).toEqual([...chosen.slice(0, 10), ...Array.from({ length: 15 }, () => null)]);
      expect(view.nextQuestion).toBe(11);

      // Two answers with the network off: kept on the phone, and the screen says they wait.
      await phone.setOffline(true);
      await answer(me, 11, chosen[10]!);
      await answer(me, 12, chosen[11]!);
      await saveStatus(me, WAITING).waitFor();
      await me.getByText('Question 13 of 25').waitFor();
      const meanwhile = await product.orm.em.fork().findOneOrFail(TestAttempt, view.attemptId);
      expect(meanwhile.choices.slice(10, 12)).toEqual([null, null]);

      // The network returns: they are sent, and the screen says saved.
      await phone.setOffline(false);
      await saveStatus(me, SAVED).waitFor({ timeout: 15_000 });
      const sent = await product.orm.em.fork().findOneOrFail(TestAttempt, view.attemptId);
      expect(sent.choices.slice(0, 13)).toEqual([...chosen.slice(0, 12), null]);

      // The same intern in a second browser: the same attempt, at question 13.
      const there = await laptop.newPage();
      const laptopErrors = collectErrors(there);
      await signInIntern(there, intern.email);
      // The dashboard's reads answered, then the test opened from it in the same document (a new document
      // would drop the bodies of the old one's responses before they are read here).
      await screenLoaded(there);
      await there.getByRole('link', { name: 'Start Test 1' }).click();
      await there.getByText(/^Q13\. /).waitFor();
      expect(await there.getByText('Question 13 of 25').isVisible()).toBe(true);
      expect(await there.getByText(/^Q13\. /).textContent()).toBe(await me.getByText(/^Q13\. /).textContent());
      for (let n = 13; n <= 24; n++) await answer(there, n, chosen[n - 1]!);
      await there.getByText(/^Q25\. /).waitFor();
      await there.getByRole('radio').nth(chosen[24]!).check();
      await saveStatus(there, SAVED).waitFor();
      // What either browser was sent before Finish.
      await onPhone.stop();
      await onLaptop.stop();
      await there.getByRole('button', { name: 'Finish' }).click();
      await there.getByRole('heading', { name: 'Congratulations!' }).waitFor();
      const shown = await there.getByTestId('quiz-score').textContent();
      await there.getByText('Test score submitted successfully!').waitFor();

      // The server's mark is the one shown, and each of the 25 choices counted once.
      const em = product.orm.em.fork();
      const attempts = await em.find(TestAttempt, { student: intern.id });
      expect(attempts.map((a) => [a.id, a.state])).toEqual([[view.attemptId, 'finished']]);
      const attempt = attempts[0]!;
      expect(attempt.choices).toEqual(chosen);
      const graded = await em.find(QuizAttempt, { student: intern.id });
      expect(graded).toHaveLength(1);
      const versions = await questionVersions(em, attempt.questionVersionIds);
      const regraded = gradeAttempt(versions, attempt);
      expect(graded[0]!.answers).toEqual(regraded.answers);
      const right = regraded.correct.filter(Boolean).length;
      const { testMark } = await em.findOneOrFail(Student, intern.id);
      expect(graded[0]!.score).toBe(right);
      expect(testMark).toBe(right);
      expect(shown).toBe(`You scored ${testMark} out of 25`);
      const received = [...onPhone.received, ...onLaptop.received];
      expect(received.filter((r) => r.type.includes('javascript')).length).toBeGreaterThan(0);
      const accepted = acceptedSaves(received);
      expect([...accepted.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
      expect([...accepted.values()].every((times) => times === 1)).toBe(true);

      // No response before Finish told a right option from a wrong one.
      expect(onPhone.unread.filter((u) => u.includes('/api/'))).toEqual([]);
      expect(onLaptop.unread.filter((u) => u.includes('/api/'))).toEqual([]);
      const drawn = attempt.questionVersionIds.map((id) => versions.get(id)!);
      const shownKey = drawn.map((q, i) => attempt.optionOrders[i]!.indexOf(q.answer));
      const bankKey = drawn.map((q) => q.answer);
      const rightOptions = drawn.map((q) => q.options[q.answer]!.en);
      const api = received.filter((r) => new URL(r.url).pathname.startsWith('/api/'));
      expect(api.filter((r) => r.url.includes('/api/tests/')).length).toBeGreaterThanOrEqual(27);
      for (const r of api) {
        expect(r.type, r.url).toMatch(/^application\/json/);
        const keys = allKeys(JSON.parse(r.body));
        expect(
          keys.filter((k) => /^(answer|answers|correct|correctAnswer|isCorrect|key|score|grade|right)$/i.test(k)),
          `${r.url}: ${r.body}`,
        ).toEqual([]);
      }
      for (const r of received) {
        expect(r.body, r.url).not.toContain(JSON.stringify(shownKey));
        expect(r.body, r.url).not.toContain(JSON.stringify(bankKey));
        expect(r.body, r.url).not.toMatch(/\banswer["']?\s*:\s*[0-3]\b/);
      }
      // The questions went out (every option of each, so none is marked by its absence), the key did not.
      const questions = (JSON.parse(resumed[0]!.body) as { questions: { options: string[] }[] }).questions;
      expect(questions.every((q) => q.options.length === 4)).toBe(true);
      expect(rightOptions.every((o) => questions.some((q) => q.options.includes(o)))).toBe(true);
      expect(errors).toEqual([]);
      expect(laptopErrors).toEqual([]);
    } finally {
      await onPhone.stop();
      await onLaptop.stop();
      await phone.close();
      await laptop.close();
    }
  }, 120_000);
});
