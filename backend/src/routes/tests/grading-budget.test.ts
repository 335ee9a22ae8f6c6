import type { MikroORM } from '@mikro-orm/postgresql';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_TAKES_PER_DAY, TEST_TAKES_PER_HOUR } from 'shared/business';
import { messages } from 'shared/messages';
import { QuizAttempt, Student, TestAttempt } from '../../entities/index.ts';
import { setTestClock } from '../../lib/clock.ts';
import { seededQuestions } from '../../../test/question-keys.ts';
import { buildStudent } from '../../../test/factories.ts';
import { signedIn, type SignedIn } from '../../../test/signed-in.ts';
import { resetRateLimits, type TestApp, useTestApp } from '../../../test/support.ts';

/**
 * One budget for every way a test is graded: the old one-shot route, which graded answers sent in the
 * bank's fixed order under a Redis counter of its own, is gone; the server attempts count new attempts
 * and gradings in PostgreSQL, 10 in any hour and 20 in any 24 hours per intern and test.
 */
let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));
afterEach(() => setTestClock(undefined));

type N = 1 | 2 | 3;
const HOUR = 60 * 60 * 1000;

/** A validated intern, signed in (`as`). */
async function validatedIntern() {
  const student = await buildStudent(orm.em.fork(), { validated: true });
  return { student, as: await signedIn(app, orm, { kind: 'student', id: student.id }) };
}

const start = (n: N, as: SignedIn, fresh = true) =>
  as(`/api/tests/${n}/attempts/start`, { method: 'POST', json: fresh ? { fresh: true } : {} });
const put = (id: number, q: number, choice: number, as: SignedIn) =>
  as(`/api/tests/attempts/${id}/answers/${q}`, { method: 'PUT', json: { choice } });
const finish = (id: number, as: SignedIn) => as(`/api/tests/attempts/${id}/finish`, { method: 'POST' });

/** One whole take: a new attempt, its first question answered, finished. Answers the finish. */
async function take(n: N, as: SignedIn) {
  const started = await start(n, as);
  expect(started.status, started.text).toBe(201);
  const id = started.body.attemptId as number;
  expect((await put(id, 1, 0, as)).status).toBe(200);
  const done = await finish(id, as);
  expect(done.status, done.text).toBe(200);
  return done;
}

const gradings = (studentId: number, n: N) => orm.em.fork().count(QuizAttempt, { student: studentId, testNo: n });

describe('the old one-shot route and the fixed order are gone', () => {
  it('grades nothing sent to POST /api/tests/:n/attempts and hands out no bank order at GET /api/tests/:n (404), before and after the budget is spent', async () => {
    const { student, as } = await validatedIntern();
    const key = seededQuestions(3).map((q) => q.answer);
    const old = () => as('/api/tests/3/attempts', { method: 'POST', json: { answers: key } });
    expect((await old()).status).toBe(404);
    const bank = await as('/api/tests/3');
    expect(bank.status).toBe(404);
    expect(bank.text).not.toContain(seededQuestions(3)[0]!.text.en);
    for (let i = 0; i < TEST_TAKES_PER_HOUR; i++) await take(3, as);
    expect((await old()).status).toBe(404);
    expect(await gradings(student.id, 3)).toBe(TEST_TAKES_PER_HOUR);
  });
});

describe('one grading budget, kept in PostgreSQL', () => {
  it("the review's sequence: 10 tests started and finished within the hour, then the 11th start is 429 with Retry-After, the old route 404, also once Redis has forgotten everything", async () => {
    const { student, as } = await validatedIntern();
    for (let i = 0; i < TEST_TAKES_PER_HOUR; i++) await take(3, as);
    const refused = await start(3, as);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'testTakenTooOften', message: messages.testTakenTooOften });
    expect(refused.body.message).toBe(
      'You have taken this test many times in the last hour. Please try again later. A test can be taken 10 times an hour and 20 times a day.',
    );
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    // Nor is there another way in: the old one-shot route grades nothing.
    const key = seededQuestions(3).map((q) => q.answer);
    expect((await as('/api/tests/3/attempts', { method: 'POST', json: { answers: key } })).status).toBe(404);
    // The budget is rows in PostgreSQL, not counters Redis may lose: forgetting this app's counters changes nothing.
    await resetRateLimits(app);
    expect((await start(3, as)).status).toBe(429);
    expect(await gradings(student.id, 3)).toBe(TEST_TAKES_PER_HOUR);
    expect(await orm.em.fork().count(TestAttempt, { student: student.id, testNo: 3 })).toBe(TEST_TAKES_PER_HOUR);
    // Another test has its own budget.
    await take(2, as);
  });

  it('counts every grading, whatever graded it: a finish past the budget is 429 and the attempt stays open with its answers until the hour has room', async () => {
    const at = new Date(Date.now() - 5 * HOUR);
    setTestClock(at);
    const { student, as } = await validatedIntern();
    const opened = await start(1, as, false);
    expect(opened.status).toBe(201);
    const id = opened.body.attemptId as number;
    expect((await put(id, 1, 2, as)).status).toBe(200);
    // Ten gradings of the last half hour written by another path (the retired route wrote such rows).
    const em = orm.em.fork();
    const owner = await em.findOneOrFail(Student, student.id);
    for (let i = 0; i < TEST_TAKES_PER_HOUR; i++) {
      em.create(QuizAttempt, {
        student: owner,
        testNo: 1,
        score: 3,
        total: 25,
        answers: [],
        createdAt: new Date(at.getTime() - 30 * 60 * 1000 + i * 1000),
      });
    }
    await em.flush();

    const refused = await finish(id, as);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('testTakenTooOften');
    // Free when the oldest of the ten is an hour old: 30 minutes from now.
    expect(Number(refused.headers.get('retry-after'))).toBe(30 * 60);
    const kept = await orm.em.fork().findOneOrFail(TestAttempt, id);
    expect(kept).toMatchObject({ state: 'open', finishedAt: null });
    expect(kept.choices[0]).toBe(2);
    expect(await gradings(student.id, 1)).toBe(TEST_TAKES_PER_HOUR);
    expect((await orm.em.fork().findOneOrFail(Student, student.id)).testMark).toBeNull();
    // Nor can a new attempt be started while the gradings fill the hour.
    expect((await start(1, as)).status).toBe(429);

    setTestClock(new Date(at.getTime() + 30 * 60 * 1000 + 1000));
    const graded = await finish(id, as);
    expect(graded.status).toBe(200);
    expect(graded.body).toMatchObject({ attemptId: id, total: 25, recorded: true });
    expect(await gradings(student.id, 1)).toBe(TEST_TAKES_PER_HOUR + 1);
  });

  it('caps the day as well: 20 takes spread over hours, then the 21st is 429 until the first is 24 hours old', async () => {
    const t0 = new Date(Date.now() - 3 * 24 * HOUR);
    const { student, as } = await validatedIntern();
    setTestClock(t0);
    for (let i = 0; i < TEST_TAKES_PER_HOUR; i++) await take(2, as);
    setTestClock(new Date(t0.getTime() + HOUR + 1000));
    for (let i = 0; i < TEST_TAKES_PER_DAY - TEST_TAKES_PER_HOUR; i++) await take(2, as);

    // Two hours in, the hour is free but the day is spent.
    setTestClock(new Date(t0.getTime() + 2 * HOUR + 2000));
    const refused = await start(2, as);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'testTakenTooOftenToday', message: messages.testTakenTooOftenToday });
    expect(refused.body.message).toBe(
      'You have taken this test many times in the last 24 hours. Please try again later. A test can be taken 10 times an hour and 20 times a day.',
    );
    expect(Number(refused.headers.get('retry-after'))).toBe((22 * HOUR - 2000) / 1000);
    expect(await gradings(student.id, 2)).toBe(TEST_TAKES_PER_DAY);

    // 24 hours after the first ten, they leave the window and ten more fit.
    setTestClock(new Date(t0.getTime() + 24 * HOUR + 1000));
    await take(2, as);
    expect(await gradings(student.id, 2)).toBe(TEST_TAKES_PER_DAY + 1);
  });

  it('lets no burst past the budget: starts and finishes sent together from two devices count one after the other', async () => {
    const { student, as } = await validatedIntern();
    const other = await as.again();
    for (let i = 0; i < 6; i++) await take(1, as);
    const open = await start(1, as);
    expect(open.status).toBe(201);
    const id = open.body.attemptId as number;
    // Twelve fresh starts and six finishes of the open attempt at once: three new attempts fit the hour.
    const all = await Promise.all([
      ...Array.from({ length: 12 }, (_, i) => start(1, i % 2 ? as : other)),
      ...Array.from({ length: 6 }, (_, i) => finish(id, i % 2 ? as : other)),
    ]);
    for (const res of all) expect([200, 201, 409, 429], res.text).toContain(res.status);
    expect(all.filter((r) => r.status === 201)).toHaveLength(TEST_TAKES_PER_HOUR - 7);
    const em = orm.em.fork();
    expect(await em.count(TestAttempt, { student: student.id, testNo: 1 })).toBe(TEST_TAKES_PER_HOUR);
    expect(await gradings(student.id, 1)).toBeLessThanOrEqual(7);
    // Whatever is still open is finished to the budget's end: never an 11th grading in the hour.
    for (let i = 0; i < 5; i++) {
      const current = await start(1, as, false);
      if (current.status !== 200) break;
      await finish(current.body.attemptId as number, as);
    }
    expect(await gradings(student.id, 1)).toBeLessThanOrEqual(TEST_TAKES_PER_HOUR);
    expect((await start(1, as)).status).toBe(429);
  });

  it('grades the last attempt the hour allows once, however many finishes arrive together, and then refuses the 11th', async () => {
    const { student, as } = await validatedIntern();
    const em = orm.em.fork();
    const owner = await em.findOneOrFail(Student, student.id);
    // Nine gradings of test 3 are already in the hour.
    for (let i = 0; i < TEST_TAKES_PER_HOUR - 1; i++)
      em.create(QuizAttempt, { student: owner, testNo: 3, score: 1, total: 25, answers: [] });
    await em.flush();
    const id = (await start(3, as, false)).body.attemptId as number;
    const finishes = await Promise.all(Array.from({ length: 8 }, () => finish(id, as)));
    expect(finishes.map((r) => r.status)).toEqual(Array.from({ length: 8 }, () => 200));
    expect(await gradings(student.id, 3)).toBe(TEST_TAKES_PER_HOUR);
    expect((await start(3, as)).status).toBe(429);
  });
});
