import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { messages } from 'shared/messages';
import { DomainEvent, QuizAttempt, Student, TestAttempt } from '../../entities/index.ts';
import { tests } from '../../question-banks/tests.ts';
import { drawnQuestions, seededQuestions, shownKey as keyOf } from '../../../test/question-keys.ts';
import { buildStudent } from '../../../test/factories.ts';
import { type Caller, signedIn, visitor } from '../../../test/signed-in.ts';
import { api, type TestApp, useTestApp } from '../../../test/support.ts';

/**
 * A test taken on the server. Start (or resume), one saved answer per request, and
 * a finish that grades once from what was saved.
 */
let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));

type N = 1 | 2 | 3;
type Res = Awaited<ReturnType<typeof api>>;

/** A validated intern, signed in (`as`). */
async function validatedIntern() {
  const student = await buildStudent(orm.em.fork(), { validated: true });
  return { student, as: await signedIn(app, orm, { kind: 'student', id: student.id }) };
}

const start = (n: N, as: Caller, json: unknown = {}) => as(`/api/tests/${n}/attempts/start`, { method: 'POST', json });
const put = (id: unknown, q: unknown, json: unknown, as: Caller = visitor(app), headers?: Record<string, string>) =>
  as(`/api/tests/attempts/${String(id)}/answers/${String(q)}`, {
    method: 'PUT',
    json,
    ...(headers ? { headers } : {}),
  });
const finish = (id: unknown, as: Caller = visitor(app)) =>
  as(`/api/tests/attempts/${String(id)}/finish`, { method: 'POST' });

const stored = (id: number) => orm.em.fork().findOneOrFail(TestAttempt, id);

/** The right option's position as shown, per shown question: read from the stored draw, as the grader does. */
const shownKey = (id: number, _n?: N) => keyOf(orm, id);

/** Every key of a JSON value, at any depth. */
function allKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allKeys);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...allKeys(v)]);
  return [];
}

describe('POST /api/tests/:n/attempts/start', () => {
  it('draws an attempt on the server: every question once, each with its own four options, in an order kept on the attempt', async () => {
    const { student, as } = await validatedIntern();
    const res = await start(1, as);
    expect(res.status).toBe(201);
    const test = tests[1];
    expect(res.body).toMatchObject({
      testNo: 1,
      title: test.title,
      level: test.level,
      total: 25,
      resumed: false,
      nextQuestion: 1,
    });
    expect(res.body.choices).toEqual(Array.from({ length: 25 }, () => null));
    const questions = res.body.questions as { n: number; question: string; options: string[] }[];
    expect(questions.map((q) => q.n)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    const attempt = await stored(res.body.attemptId as number);
    expect(attempt).toMatchObject({ testNo: 1, state: 'open', finishedAt: null });
    expect(attempt.student.id).toBe(student.id);
    const drawn = await drawnQuestions(orm, attempt.id);
    expect(drawn.map((q) => q.text.en).sort()).toEqual(
      seededQuestions(1)
        .map((q) => q.text.en)
        .sort(),
    );
    questions.forEach((q, i) => {
      const bank = drawn[i]!;
      expect(q.question).toBe(bank.text.en);
      expect(q.options).toEqual(attempt.optionOrders[i]!.map((o) => bank.options[o]!.en));
      expect([...q.options].sort()).toEqual(bank.options.map((o) => o.en).sort());
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('resumes the open attempt (a reload, another device) with the answers saved and the first unanswered question', async () => {
    const { as } = await validatedIntern();
    const first = await start(2, as);
    const id = first.body.attemptId as number;
    for (const q of [1, 2, 4]) expect((await put(id, q, { choice: q % 4 }, as)).status).toBe(200);
    const again = await start(2, as);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ attemptId: id, resumed: true, total: 30, nextQuestion: 3 });
    expect(again.body.questions).toEqual(first.body.questions);
    const choices = again.body.choices as (number | null)[];
    expect(choices.slice(0, 5)).toEqual([1, 2, null, 0, null]);
    // Another test is another attempt.
    const other = await start(3, as);
    expect(other.status).toBe(201);
    expect(other.body.attemptId).not.toBe(id);
    expect(await orm.em.fork().count(TestAttempt, {})).toBe(2);
  });

  it('starts a new attempt only when asked (fresh: true); the open one is closed ungraded and refuses answers', async () => {
    const { student, as } = await validatedIntern();
    const old = (await start(1, as)).body.attemptId as number;
    expect((await put(old, 1, { choice: 0 }, as)).status).toBe(200);
    const fresh = await start(1, as, { fresh: true });
    expect(fresh.status).toBe(201);
    expect(fresh.body).toMatchObject({ resumed: false, nextQuestion: 1 });
    expect(fresh.body.attemptId).not.toBe(old);
    expect((await stored(old)).state).toBe('replaced');
    const late = await put(old, 2, { choice: 1 }, as);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      code: 'testAttemptReplaced',
      message: 'This test attempt was replaced by a newer one. Please continue with the newer attempt.',
    });
    expect((await finish(old, as)).status).toBe(409);
    // The new one is what a resume finds.
    expect((await start(1, as)).body.attemptId).toBe(fresh.body.attemptId);
    const em = orm.em.fork();
    expect(await em.count(QuizAttempt, {})).toBe(0);
    expect((await em.findOneOrFail(Student, student.id)).testMark).toBeNull();
  });

  it('makes one attempt for starts that arrive together (a double tap, a retried request)', async () => {
    const { as } = await validatedIntern();
    const all = await Promise.all(Array.from({ length: 6 }, () => start(1, as)));
    expect(all.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(all.map((r) => r.body.attemptId)).size).toBe(1);
    expect(await orm.em.fork().count(TestAttempt, {})).toBe(1);
  });

  it('refuses an intern who is not validated yet (403), an admin (403) and anyone signed out (401), making nothing', async () => {
    const waiting = await signedIn(app, orm, { kind: 'student', fields: { validated: false } });
    const res = await start(1, waiting);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Your enrolment is waiting for confirmation.');
    const admin = await signedIn(app, orm, { kind: 'admin' });
    expect((await start(1, admin)).status).toBe(403);
    expect((await api(app.url, '/api/tests/1/attempts/start', { method: 'POST', json: {} })).status).toBe(401);
    expect(await orm.em.fork().count(TestAttempt, {})).toBe(0);
  });

  it('answers 400 for a test that does not exist and for a body with other fields', async () => {
    const { as } = await validatedIntern();
    const none = await start(4 as N, as);
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ code: 'noSuchTest', message: 'There is no such test.' });
    expect((await start(1, as, { fresh: 'yes' })).status).toBe(400);
    expect((await start(1, as, { fresh: true, answers: [] })).status).toBe(400);
    expect(await orm.em.fork().count(TestAttempt, {})).toBe(0);
  });

  it('counts new attempts in PostgreSQL: the eleventh fresh start of a test within an hour is 429, resuming still works', async () => {
    const { as } = await validatedIntern();
    for (let i = 0; i < 10; i++) expect((await start(3, as, { fresh: true })).status).toBe(201);
    const refused = await start(3, as, { fresh: true });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'testTakenTooOften',
      message:
        'You have taken this test many times in the last hour. Please try again later. A test can be taken 10 times an hour and 20 times a day.',
    });
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    expect((await start(3, as)).status).toBe(200);
    expect(await orm.em.fork().count(TestAttempt, {})).toBe(10);
  });
});

describe('PUT /api/tests/attempts/:id/answers/:q', () => {
  it('saves an answer once: the same answer again changes nothing, another choice replaces it', async () => {
    const { as } = await validatedIntern();
    const id = (await start(1, as)).body.attemptId as number;
    const first = await put(id, 3, { choice: 2 }, as);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ attemptId: id, question: 3, choice: 2, changed: true, answered: 1, nextQuestion: 1 });
    const before = await stored(id);
    const again = await put(id, 3, { choice: 2 }, as);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ...first.body, changed: false });
    const after = await stored(id);
    expect(after.choices).toEqual(before.choices);
    expect(after.updatedAt).toEqual(before.updatedAt); // not written at all
    const other = await put(id, 3, { choice: 0 }, as);
    expect(other.body).toMatchObject({ choice: 0, changed: true, answered: 1 });
    expect((await stored(id)).choices[2]).toBe(0);
  });

  it('saves one answer for the same request sent many times at once, and every answer of requests for different questions', async () => {
    const { as } = await validatedIntern();
    const id = (await start(1, as)).body.attemptId as number;
    const same = await Promise.all(Array.from({ length: 8 }, () => put(id, 5, { choice: 1 }, as)));
    expect(same.map((r) => r.status)).toEqual(Array.from({ length: 8 }, () => 200));
    expect(same.filter((r) => r.body.changed === true)).toHaveLength(1);
    const many = await Promise.all(Array.from({ length: 25 }, (_, i) => put(id, i + 1, { choice: i % 4 }, as)));
    expect(many.map((r) => r.status)).toEqual(Array.from({ length: 25 }, () => 200));
    expect((await stored(id)).choices).toEqual(Array.from({ length: 25 }, (_, i) => i % 4));
  });

  it.each([
    ['a choice above 3', 1, { choice: 4 }, messages.testAnswerNotAnOption],
    ['a negative choice', 1, { choice: -1 }, messages.testAnswerNotAnOption],
    ['a fractional choice', 1, { choice: 1.5 }, messages.testAnswerNotAnOption],
    ['a choice as text', 1, { choice: '1' }, messages.testAnswerNotAnOption],
    ["an option's words", 1, { choice: 'HyperText Markup Language' }, messages.testAnswerNotAnOption],
    ['no choice', 1, {}, messages.testAnswerNotAnOption],
    ['a client-sent verdict', 1, { choice: 1, correct: true }, 'Unexpected field in the answers.'],
    ['question 0', 0, { choice: 1 }, 'This test has no question with that number.'],
    ['question 26 of a 25-question test', 26, { choice: 1 }, 'This test has no question with that number.'],
    ['a question that is not a number', 'abc', { choice: 1 }, 'This test has no question with that number.'],
    ['a question number with a sign', '-1', { choice: 1 }, 'This test has no question with that number.'],
  ])('answers 400 for %s and saves nothing', async (_label, q, body, message) => {
    const { as } = await validatedIntern();
    const id = (await start(1, as)).body.attemptId as number;
    const res = await put(id, q, body, as);
    expect(res.status, res.text).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await stored(id)).choices.every((c) => c === null)).toBe(true);
  });

  it('answers 400 for an attempt id that is not a number', async () => {
    const { as } = await validatedIntern();
    const res = await put('abc', 1, { choice: 1 }, as);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('No test attempt of yours has this id.');
  });

  it("answers 404 for another intern's attempt, exactly as for one that does not exist, and changes nothing", async () => {
    const owner = await validatedIntern();
    const id = (await start(1, owner.as)).body.attemptId as number;
    expect((await put(id, 1, { choice: 2 }, owner.as)).status).toBe(200);
    const intruder = await validatedIntern();
    const theirs = await put(id, 1, { choice: 3 }, intruder.as);
    const missing = await put(id + 1000, 1, { choice: 3 }, intruder.as);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ code: 'testAttemptUnknown', message: 'No test attempt of yours has this id.' });
    expect({ ...theirs.body, requestId: null }).toEqual({ ...missing.body, requestId: null });
    expect((await finish(id, intruder.as)).status).toBe(404);
    const attempt = await stored(id);
    expect(attempt).toMatchObject({ state: 'open' });
    expect(attempt.choices[0]).toBe(2);
    // Their own start never finds it either.
    expect((await start(1, intruder.as)).body.attemptId).not.toBe(id);
  });

  it('needs a student session (401 signed out, 403 an admin) and refuses a cross-site request (403), saving nothing', async () => {
    const { as } = await validatedIntern();
    const id = (await start(1, as)).body.attemptId as number;
    expect((await put(id, 1, { choice: 1 })).status).toBe(401);
    expect((await finish(id)).status).toBe(401);
    const admin = await signedIn(app, orm, { kind: 'admin' });
    expect((await put(id, 1, { choice: 1 }, admin)).status).toBe(403);
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }] as Record<
      string,
      string
    >[]) {
      const res = await put(id, 1, { choice: 1 }, as, headers);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('crossSite');
      expect((await as(`/api/tests/attempts/${id}/finish`, { method: 'POST', headers })).status).toBe(403);
    }
    const attempt = await stored(id);
    expect(attempt).toMatchObject({ state: 'open' });
    expect(attempt.choices.every((c) => c === null)).toBe(true);
  });
});

describe('POST /api/tests/attempts/:id/finish', () => {
  it('grades test 1 from the saved answers once (unanswered is wrong): the mark, one quiz_attempts row, one student.test-submitted', async () => {
    const { student, as } = await validatedIntern();
    const id = (await start(1, as)).body.attemptId as number;
    const key = await shownKey(id, 1);
    // 15 right, 6 wrong, 4 left unanswered: 15 out of 25.
    for (let i = 0; i < 21; i++) {
      const choice = i < 15 ? key[i]! : (key[i]! + 1) % 4;
      expect((await put(id, i + 1, { choice }, as)).status).toBe(200);
    }
    const res = await finish(id, as);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ attemptId: id, score: 15, total: 25, recorded: true, review: 'score' });
    const em = orm.em.fork();
    const record = await em.findOneOrFail(QuizAttempt, { student: student.id });
    expect(record).toMatchObject({ testNo: 1, score: 15, total: 25 });
    // Stored in the order shown: each chosen option's index in its question's own order, null when unanswered.
    const attempt = await stored(id);
    expect(record.answers.filter((a) => a === null)).toHaveLength(4);
    attempt.questionVersionIds.forEach((_, i) =>
      expect(record.answers[i]).toBe(i < 21 ? attempt.optionOrders[i]![attempt.choices[i]!] : null),
    );
    expect(attempt).toMatchObject({ state: 'finished' });
    expect(attempt.quizAttempt?.id).toBe(record.id);
    expect((await em.findOneOrFail(Student, student.id)).testMark).toBe(15);
    const events = await em.find(DomainEvent, {});
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'student.test-submitted',
      payload: { studentId: student.id, attemptId: record.id, mark: 15 },
      actor: `student:${student.id}`,
    });

    // A second finish answers the same and grades nothing.
    const again = await finish(id, as);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(res.body);
    expect(await em.count(QuizAttempt, {})).toBe(1);
    expect(await em.count(DomainEvent, {})).toBe(1);
  });

  it('grades once for finishes that arrive together', async () => {
    const { student, as } = await validatedIntern();
    const id = (await start(1, as)).body.attemptId as number;
    const key = await shownKey(id, 1);
    await Promise.all(key.map((choice, i) => put(id, i + 1, { choice }, as)));
    const all = await Promise.all(Array.from({ length: 6 }, () => finish(id, as)));
    for (const res of all)
      expect(res.body).toEqual({ attemptId: id, score: 25, total: 25, recorded: true, review: 'score' });
    const em = orm.em.fork();
    expect(await em.count(QuizAttempt, {})).toBe(1);
    expect(await em.count(DomainEvent, { type: 'student.test-submitted' })).toBe(1);
    expect((await em.findOneOrFail(Student, student.id)).testMark).toBe(25);
  });

  it("refuses answers after the finish (409, the attempt's answers unchanged), and a new attempt is the retake", async () => {
    const { student, as } = await validatedIntern();
    const id = (await start(1, as)).body.attemptId as number;
    expect((await put(id, 1, { choice: 0 }, as)).status).toBe(200);
    expect((await finish(id, as)).status).toBe(200);
    for (const choice of [0, 1]) {
      const late = await put(id, 1, { choice }, as);
      expect(late.status).toBe(409);
      expect(late.body).toMatchObject({
        code: 'testAttemptFinished',
        message:
          'This test is finished, so its answers can no longer be changed. Start the test again to take it anew.',
      });
    }
    expect((await stored(id)).choices[0]).toBe(0);
    // The finished attempt is not resumed: starting again is a new attempt, whose finish replaces the mark.
    const retake = await start(1, as);
    expect(retake.status).toBe(201);
    const next = retake.body.attemptId as number;
    const key = await shownKey(next, 1);
    await Promise.all(key.map((choice, i) => put(next, i + 1, { choice }, as)));
    expect((await finish(next, as)).body).toMatchObject({ score: 25, recorded: true, review: 'score' });
    const em = orm.em.fork();
    expect((await em.findOneOrFail(Student, student.id)).testMark).toBe(25);
    expect(await em.count(DomainEvent, { type: 'student.test-submitted' })).toBe(2);
  });

  it.each([2, 3] as const)('stores test %i graded, but sets no mark and records no event', async (n) => {
    const { student, as } = await validatedIntern();
    const id = (await start(n, as)).body.attemptId as number;
    const key = await shownKey(id, n);
    await Promise.all(key.map((choice, i) => put(id, i + 1, { choice }, as)));
    const total = seededQuestions(n).length;
    expect((await finish(id, as)).body).toEqual({
      attemptId: id,
      score: total,
      total,
      recorded: false,
      review: 'score',
    });
    const em = orm.em.fork();
    expect(await em.count(QuizAttempt, { testNo: n })).toBe(1);
    expect((await em.findOneOrFail(Student, student.id)).testMark).toBeNull();
    expect(await em.count(DomainEvent, {})).toBe(0);
  });

  it('finishes an attempt with no answers as 0', async () => {
    const { as } = await validatedIntern();
    const id = (await start(1, as)).body.attemptId as number;
    expect((await finish(id, as)).body).toEqual({
      attemptId: id,
      score: 0,
      total: 25,
      recorded: true,
      review: 'score',
    });
  });
});

describe('no answer key before the finish', () => {
  it('every response of an attempt, from its start to the finish, carries nothing that tells a right option from a wrong one', async () => {
    const { as } = await validatedIntern();
    const responses: Res[] = [];
    const record = async (res: Promise<Res>) => {
      const r = await res;
      responses.push(r);
      return r;
    };
    const id = (await record(start(1, as))).body.attemptId as number;
    const key = await shownKey(id, 1);
    // A mix of right and wrong answers, re-sent and changed, a resume, a refused question.
    for (let i = 0; i < 25; i++)
      await record(put(id, i + 1, { choice: i % 3 === 0 ? key[i]! : (key[i]! + 1) % 4 }, as));
    await record(put(id, 2, { choice: key[1]! }, as));
    await record(put(id, 2, { choice: key[1]! }, as));
    await record(put(id, 26, { choice: 0 }, as));
    await record(put(id, 1, { choice: 7 }, as));
    await record(start(1, as));

    const allowed = new Set([
      'attemptId',
      'testNo',
      'title',
      'level',
      'total',
      'resumed',
      'questions',
      'n',
      'question',
      'options',
      'choices',
      'nextQuestion',
      'deadlineAt',
      'serverNow',
      'choice',
      'changed',
      'answered',
    ]);
    const errorKeys = new Set(['success', 'error', 'code', 'message', 'field', 'requestId']);
    const bankKey = JSON.stringify(seededQuestions(1).map((q) => q.answer));
    for (const res of responses) {
      expect(res.status, res.text).toBeLessThan(500);
      for (const k of allKeys(res.body))
        expect(res.status < 400 ? allowed.has(k) : errorKeys.has(k), `${k} in ${res.text}`).toBe(true);
      expect(res.text).not.toContain(JSON.stringify(key));
      expect(res.text).not.toContain(bankKey);
    }
    // Only the finish says how it went.
    const done = await finish(id, as);
    expect(done.body.score).toEqual(expect.any(Number));
  });
});
