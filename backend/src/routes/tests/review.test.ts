import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import type { QuestionContent, ReviewMode, ShownQuestion } from 'shared/api/question-banks';
import { saveQuestion } from '../../commands/save-question.ts';
import { sql } from '../../db/sql.ts';
import { shownKey } from '../../../test/question-keys.ts';
import { buildStudent } from '../../../test/factories.ts';
import { type Caller, signedIn, visitor } from '../../../test/signed-in.ts';
import { api, type TestApp, useTestApp } from '../../../test/support.ts';

/**
 * The review after Finish: an intern's own finished attempt, as much as the test's review setting allows
 * at the time of asking, and nothing more from the API whatever the page does.
 */
let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));

async function validatedIntern() {
  const student = await buildStudent(orm.em.fork(), { validated: true });
  return signedIn(app, orm, { kind: 'student', id: student.id });
}

const start = (as: Caller, json: unknown = {}) => as('/api/tests/1/attempts/start', { method: 'POST', json });
const put = (as: Caller, id: number, q: number, choice: number) =>
  as(`/api/tests/attempts/${id}/answers/${q}`, { method: 'PUT', json: { choice } });
const finish = (as: Caller, id: number) => as(`/api/tests/attempts/${id}/finish`, { method: 'POST' });
const review = (as: Caller, id: number | string) => as(`/api/tests/attempts/${String(id)}/review`);

async function setReview(mode: ReviewMode) {
  await sql(orm.em.fork(), `update test_settings set review = $1, updated_by = 'admin:1' where test_no = 1`, [mode]);
}

/** T1-Q01 saved again with Tamil text and an explanation in both languages (before any attempt draws it). */
const TAMIL_Q01 = {
  question: 'HTML என்பதன் விரிவாக்கம் என்ன?',
  explanation: 'HTML stands for HyperText Markup Language: it marks up a page.',
  taExplanation: 'HTML என்பது HyperText Markup Language: இது பக்கத்தைக் குறிக்கிறது.',
};
async function giveQ01Tamil() {
  const em = orm.em.fork();
  const [row] = await sql<{ id: number; content: QuestionContent }>(
    em,
    `select q.id, v.content from questions q join question_versions v on v.id = q.current_version_id where q.name = 'T1-Q01'`,
  );
  const content: QuestionContent = {
    ...row!.content,
    text: { en: row!.content.text.en, ta: TAMIL_Q01.question },
    explanation: { en: TAMIL_Q01.explanation, ta: TAMIL_Q01.taExplanation },
  };
  await em.transactional((tx) => saveQuestion(tx, { questionId: row!.id, content, by: 'admin:1' }));
}

/**
 * A finished test 1: questions 1-12 answered right, 13-20 wrong, 21-25 left unanswered (12 out of 25).
 * Answers what the start showed, the key as shown and the choices made.
 */
async function finishedAttempt(as: Caller) {
  const started = await start(as);
  expect(started.status).toBe(201);
  const id = started.body.attemptId as number;
  const key = await shownKey(orm, id);
  const choices = key.map((k, i) => (i < 12 ? k : i < 20 ? (k + 1) % 4 : null));
  for (const [i, choice] of choices.entries())
    if (choice !== null) expect((await put(as, id, i + 1, choice)).status).toBe(200);
  const finished = await finish(as, id);
  expect(finished.status).toBe(200);
  expect(finished.body).toMatchObject({ score: 12, total: 25 });
  return { id, key, choices, shown: started.body.questions as ShownQuestion[] };
}

/** Every key of a JSON value, at any depth. */
function allKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allKeys);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...allKeys(v)]);
  return [];
}

describe('GET /api/tests/attempts/:id/review: the review shows only what its setting allows', () => {
  it("'score': 200 with the score and nothing of the questions, no field that tells right from wrong", async () => {
    const as = await validatedIntern();
    const { id } = await finishedAttempt(as);
    const res = await review(as, id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ attemptId: id, testNo: 1, review: 'score', score: 12, total: 25, recorded: true });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it("'correctness': each question as shown, the intern's choice and whether it was right; never the right option or an explanation", async () => {
    await giveQ01Tamil();
    await setReview('correctness');
    const as = await validatedIntern();
    const { id, choices, shown } = await finishedAttempt(as);
    const res = await review(as, id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ attemptId: id, testNo: 1, review: 'correctness', score: 12, total: 25 });
    expect(res.body.questions).toEqual(shown.map((q, i) => ({ ...q, choice: choices[i], correct: i < 12 })));
    const keys = new Set(allKeys(res.body));
    for (const hidden of ['answer', 'explanation', 'taExplanation']) expect(keys.has(hidden)).toBe(false);
  });

  it("'answers': also the right option's position as shown and the explanation in English and Tamil", async () => {
    await giveQ01Tamil();
    await setReview('answers');
    const as = await validatedIntern();
    const { id, key, choices, shown } = await finishedAttempt(as);
    const res = await review(as, id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ review: 'answers', score: 12, total: 25 });
    const questions = res.body.questions as Record<string, unknown>[];
    const q01 = shown.findIndex((q) => q.ta?.question === TAMIL_Q01.question);
    expect(q01).toBeGreaterThanOrEqual(0);
    expect(questions).toEqual(
      shown.map((q, i) => ({
        ...q,
        choice: choices[i],
        correct: i < 12,
        answer: key[i],
        ...(i === q01 ? { explanation: TAMIL_Q01.explanation, taExplanation: TAMIL_Q01.taExplanation } : {}),
      })),
    );
    // The Tamil the intern was shown comes back with it.
    expect(questions[q01]).toMatchObject({ ta: { question: TAMIL_Q01.question } });
  });

  it('follows the setting as it is now, not as it was at the finish', async () => {
    const as = await validatedIntern();
    const { id } = await finishedAttempt(as);
    await setReview('answers');
    expect((await review(as, id)).body.questions).toHaveLength(25);
    await setReview('score');
    const res = await review(as, id);
    expect(res.body).not.toHaveProperty('questions');
    expect(res.body.review).toBe('score');
  });

  it("answers 404 for another intern's attempt exactly as for an id nobody has", async () => {
    await setReview('answers');
    const owner = await validatedIntern();
    const { id } = await finishedAttempt(owner);
    const intruder = await validatedIntern();
    const theirs = await review(intruder, id);
    const missing = await review(intruder, id + 1000);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ code: 'testAttemptUnknown', message: 'No test attempt of yours has this id.' });
    expect({ ...theirs.body, requestId: null }).toEqual({ ...missing.body, requestId: null });
    expect((await review(intruder, 'abc')).status).toBe(400);
  });

  it('answers 409 for an attempt still open (its key stays on the server) and for one replaced by a retake', async () => {
    await setReview('answers');
    const as = await validatedIntern();
    const open = (await start(as)).body.attemptId as number;
    expect((await put(as, open, 1, 0)).status).toBe(200);
    const still = await review(as, open);
    expect(still.status).toBe(409);
    expect(still.body).toMatchObject({ code: 'testAttemptStillOpen', message: 'This test is not finished yet.' });
    expect(allKeys(still.body)).not.toContain('questions');
    const retake = await start(as, { fresh: true });
    expect(retake.status).toBe(201);
    const replaced = await review(as, open);
    expect(replaced.status).toBe(409);
    expect(replaced.body.code).toBe('testAttemptReplaced');
  });

  it('is for interns only: 401 signed out, 403 for staff', async () => {
    await setReview('answers');
    const as = await validatedIntern();
    const { id } = await finishedAttempt(as);
    expect((await review(visitor(app), id)).status).toBe(401);
    expect((await api(app.url, `/api/tests/attempts/${id}/review`)).status).toBe(401);
    const admin = await signedIn(app, orm, { kind: 'admin' });
    expect((await review(admin, id)).status).toBe(403);
  });
});
