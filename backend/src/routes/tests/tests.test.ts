import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { DomainEvent, QuizAttempt, Student } from '../../entities/index.ts';
import { quizzes } from '../../quizzes/index.ts';
import { buildAdmin, buildStudent } from '../../../test/factories.ts';
import { adminCookie, studentCookie } from '../../../test/feature-support.ts';
import { api, type TestApp, useTestApp } from '../../../test/support.ts';

let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));

const key = (n: 1 | 2 | 3) => quizzes[n].questions.map((q) => q.answer);
const wrong = (n: 1 | 2 | 3) => key(n).map((a) => (a + 1) % 4);

async function validatedIntern() {
  const student = await buildStudent(orm.em.fork(), { validated: true });
  return { student, cookie: await studentCookie(orm, student) };
}

/** Every key of a JSON value, at any depth. */
function allKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allKeys);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...allKeys(v)]);
  return [];
}

describe('GET /api/tests/:n', () => {
  it.each([1, 2, 3] as const)('gives test %i without the answer key', async (n) => {
    const { cookie } = await validatedIntern();
    const res = await api(app.url, `/api/tests/${n}`, { cookie });
    expect(res.status).toBe(200);
    const quiz = quizzes[n];
    expect(res.body).toMatchObject({ testNo: n, title: quiz.title, level: quiz.level, total: quiz.questions.length });
    const questions = res.body.questions as { n: number; question: string; options: string[] }[];
    expect(questions).toHaveLength(quiz.questions.length);
    expect(questions[0]).toEqual({ n: 1, question: quiz.questions[0]!.question, options: [...quiz.questions[0]!.options] });
    // No field anywhere names or carries the key.
    for (const k of allKeys(res.body)) expect(k).not.toMatch(/answer|correct|solution|key/i);
    for (const q of questions) expect(Object.keys(q).sort()).toEqual(['n', 'options', 'question']);
    expect(res.text).not.toContain(JSON.stringify(key(n)));
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it("answers 403 'Your enrolment is waiting for confirmation.' before validation", async () => {
    const student = await buildStudent(orm.em.fork(), { validated: false });
    const res = await api(app.url, '/api/tests/1', { cookie: await studentCookie(orm, student) });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Your enrolment is waiting for confirmation.');
    expect(res.text).not.toContain(quizzes[1].questions[0]!.question);
  });

  it('answers 400 for a test that does not exist', async () => {
    const { cookie } = await validatedIntern();
    for (const n of ['0', '4', 'abc', '1.0']) expect((await api(app.url, `/api/tests/${n}`, { cookie })).status).toBe(400);
  });

  it('needs a student session', async () => {
    expect((await api(app.url, '/api/tests/1')).status).toBe(401);
    const admin = await buildAdmin(orm.em.fork());
    expect((await api(app.url, '/api/tests/1', { cookie: await adminCookie(orm, admin) })).status).toBe(403);
  });
});

describe('POST /api/tests/:n/attempts', () => {
  it('grades test 1 on the server: all right is 25/25, sets the mark and records one student.test-submitted', async () => {
    const { student, cookie } = await validatedIntern();
    const res = await api(app.url, '/api/tests/1/attempts', { method: 'POST', json: { answers: key(1) }, cookie });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ score: 25, total: 25, recorded: true });
    const em = orm.em.fork();
    const attempt = await em.findOneOrFail(QuizAttempt, { student: student.id });
    expect(attempt).toMatchObject({ testNo: 1, score: 25, total: 25, answers: key(1) });
    expect((await em.findOneOrFail(Student, student.id)).testMark).toBe(25);
    const events = await em.find(DomainEvent, {});
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'student.test-submitted',
      payload: { studentId: student.id, attemptId: attempt.id, mark: 25 },
      actor: `student:${student.id}`,
    });
  });

  it('gives 0 for all-wrong answers, and a retake replaces the mark', async () => {
    const { student, cookie } = await validatedIntern();
    expect((await api(app.url, '/api/tests/1/attempts', { method: 'POST', json: { answers: key(1) }, cookie })).body.score).toBe(25);
    const res = await api(app.url, '/api/tests/1/attempts', { method: 'POST', json: { answers: wrong(1) }, cookie });
    expect(res.body).toEqual({ score: 0, total: 25, recorded: true });
    const em = orm.em.fork();
    expect((await em.findOneOrFail(Student, student.id)).testMark).toBe(0);
    expect(await em.count(QuizAttempt, { student: student.id })).toBe(2);
    expect(await em.count(DomainEvent, { type: 'student.test-submitted' })).toBe(2);
  });

  it.each([2, 3] as const)('stores test %i and answers the score, but sets no mark and records no event', async (n) => {
    const { student, cookie } = await validatedIntern();
    const total = quizzes[n].questions.length;
    const right = await api(app.url, `/api/tests/${n}/attempts`, { method: 'POST', json: { answers: key(n) }, cookie });
    expect(right.status).toBe(201);
    expect(right.body).toEqual({ score: total, total, recorded: false });
    const none = await api(app.url, `/api/tests/${n}/attempts`, { method: 'POST', json: { answers: wrong(n) }, cookie });
    expect(none.body).toEqual({ score: 0, total, recorded: false });
    const em = orm.em.fork();
    expect(await em.count(QuizAttempt, { student: student.id, testNo: n })).toBe(2);
    expect((await em.findOneOrFail(Student, student.id)).testMark).toBeNull();
    expect(await em.count(DomainEvent, {})).toBe(0);
  });

  it.each([
    ['too few answers', { answers: [0, 1, 2] }, 'Please answer all 25 questions.'],
    ['too many answers', { answers: [...key(1), 0] }, 'Please answer all 25 questions.'],
    ['an index above 3', { answers: key(1).map((a, i) => (i === 3 ? 4 : a)) }, 'Each answer must be the number of an option (0 to 3).'],
    ['a negative index', { answers: key(1).map((a, i) => (i === 0 ? -1 : a)) }, 'Each answer must be the number of an option (0 to 3).'],
    ['a fraction', { answers: key(1).map((a, i) => (i === 0 ? 1.5 : a)) }, 'Each answer must be the number of an option (0 to 3).'],
    ['option texts instead of indices', { answers: quizzes[1].questions.map((q) => q.options[q.answer]) }, 'Each answer must be the number of an option (0 to 3).'],
    ['no answers field', {}, 'Please answer all 25 questions.'],
    ['a client-sent score', { answers: key(1), score: 25 }, 'Unexpected field in the answers.'],
    ['a huge array', { answers: Array.from({ length: 20_000 }, () => 0) }, 'Please answer all 25 questions.'],
  ])('answers 400 for %s and stores nothing', async (_label, body, message) => {
    const { student, cookie } = await validatedIntern();
    const res = await api(app.url, '/api/tests/1/attempts', { method: 'POST', json: body, cookie });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    const em = orm.em.fork();
    expect(await em.count(QuizAttempt, {})).toBe(0);
    expect(await em.count(DomainEvent, {})).toBe(0);
    expect((await em.findOneOrFail(Student, student.id)).testMark).toBeNull();
  });

  it('checks the length against the test: 30 answers for test 2', async () => {
    const { cookie } = await validatedIntern();
    const res = await api(app.url, '/api/tests/2/attempts', { method: 'POST', json: { answers: key(1) }, cookie });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please answer all 30 questions.');
  });

  it('refuses an intern who is not validated yet (403), storing nothing', async () => {
    const student = await buildStudent(orm.em.fork(), { validated: false });
    const res = await api(app.url, '/api/tests/1/attempts', { method: 'POST', json: { answers: key(1) }, cookie: await studentCookie(orm, student) });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Your enrolment is waiting for confirmation.');
    expect(await orm.em.fork().count(QuizAttempt, {})).toBe(0);
  });

  it('needs a student session', async () => {
    expect((await api(app.url, '/api/tests/1/attempts', { method: 'POST', json: { answers: key(1) } })).status).toBe(401);
    const admin = await buildAdmin(orm.em.fork());
    expect((await api(app.url, '/api/tests/1/attempts', { method: 'POST', json: { answers: key(1) }, cookie: await adminCookie(orm, admin) })).status).toBe(403);
    expect(await orm.em.fork().count(QuizAttempt, {})).toBe(0);
  });

  it('limits retakes so the key cannot be found by trial and error (429)', async () => {
    const { cookie } = await validatedIntern();
    for (let i = 0; i < 10; i++) expect((await api(app.url, '/api/tests/3/attempts', { method: 'POST', json: { answers: wrong(3) }, cookie })).status).toBe(201);
    const res = await api(app.url, '/api/tests/3/attempts', { method: 'POST', json: { answers: key(3) }, cookie });
    expect(res.status).toBe(429);
    expect(await orm.em.fork().count(QuizAttempt, {})).toBe(10);
    // Another test still has its own allowance.
    expect((await api(app.url, '/api/tests/2/attempts', { method: 'POST', json: { answers: key(2) }, cookie })).status).toBe(201);
  });
});
