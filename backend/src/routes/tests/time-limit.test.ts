import type { MikroORM } from '@mikro-orm/postgresql';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from 'shared/messages';
import { finishExpiredAttempts } from '../../commands/finish-expired-attempts.ts';
import { DomainEvent, QuizAttempt, Student, TestAttempt } from '../../entities/index.ts';
import { setTestClock } from '../../lib/clock.ts';
import { shownKey } from '../../../test/question-keys.ts';
import { buildStudent } from '../../../test/factories.ts';
import { signedIn, type SignedIn } from '../../../test/signed-in.ts';
import { type TestApp, useTestApp } from '../../../test/support.ts';

/**
 * A time limit the server keeps: the deadline is fixed at the start from the test's limit and the
 * intern's extra time; answers after the deadline and its 30-second grace are refused whatever the
 * phone says; an attempt whose time is over is finished with the answers saved in time, by a resume or
 * by the scheduled sweep (its run in the workers: workers/src/test-deadlines.test.ts).
 */
let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));
afterEach(() => setTestClock(undefined));

const T0 = new Date('2026-12-01T10:00:00Z');
const at = (ms: number) => setTestClock(new Date(T0.getTime() + ms));
const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** Test 1 with a time limit, as an editor would set it ('editor' as the changer, so the next test gets the seed back). */
const limitTest1 = (minutes: number | null) =>
  orm.em
    .getConnection()
    .execute(`update test_settings set time_limit_minutes = ?, updated_by = 'editor:1' where test_no = 1`, [minutes]);

async function validatedIntern(fields: Partial<Student> = {}) {
  const student = await buildStudent(orm.em.fork(), { validated: true, ...fields });
  return { student, as: await signedIn(app, orm, { kind: 'student', id: student.id }) };
}

const start = (as: SignedIn, fresh = false) =>
  as('/api/tests/1/attempts/start', { method: 'POST', json: fresh ? { fresh: true } : {} });
const put = (as: SignedIn, id: number, q: number, choice: number) =>
  as(`/api/tests/attempts/${id}/answers/${q}`, { method: 'PUT', json: { choice } });
const stored = (id: number) => orm.em.fork().findOneOrFail(TestAttempt, id, { refresh: true });

describe('a 2-minute limit', () => {
  it('keeps an answer sent just inside the 30-second grace and refuses one a second after it (409 testTimeUp), whatever the phone says', async () => {
    await limitTest1(2);
    const { as } = await validatedIntern();
    at(0);
    const started = await start(as);
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      deadlineAt: new Date(T0.getTime() + 2 * MINUTE).toISOString(),
      serverNow: T0.toISOString(),
    });
    const id = started.body.attemptId as number;
    const key = await shownKey(orm, id);

    at(2 * MINUTE + 30 * SECOND); // the deadline plus the whole grace
    expect((await put(as, id, 1, key[0]!)).status).toBe(200);
    at(2 * MINUTE + 31 * SECOND); // one second after it
    const late = await put(as, id, 2, key[1]!);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'testTimeUp', message: messages.testTimeUp });
    expect((await stored(id)).choices.slice(0, 2)).toEqual([key[0], null]);

    // Finish after the deadline grades what was saved in time.
    const done = await as(`/api/tests/attempts/${id}/finish`, { method: 'POST' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ score: 1, total: 25, recorded: true });
  });

  it('a resume after the time is over never hands back the attempt to answer: it comes back finished with its result, graded from the saved answers', async () => {
    await limitTest1(2);
    const { student, as } = await validatedIntern();
    at(0);
    const id = (await start(as)).body.attemptId as number;
    const key = await shownKey(orm, id);
    at(30 * SECOND);
    for (const q of [1, 2, 3]) expect((await put(as, id, q, key[q - 1]!)).status).toBe(200);

    at(2 * MINUTE + 31 * SECOND);
    const resumed = await start(as);
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({
      attemptId: id,
      resumed: true,
      finished: { attemptId: id, score: 3, total: 25, recorded: true, review: 'score' },
    });
    expect(await stored(id)).toMatchObject({ state: 'finished' });
    expect((await orm.em.fork().findOneOrFail(Student, student.id)).testMark).toBe(3);
    // Nothing more is saved, and a Finish answers the same result without grading again.
    expect((await put(as, id, 4, key[3]!)).body).toMatchObject({ code: 'testAttemptFinished' });
    const again = await as(`/api/tests/attempts/${id}/finish`, { method: 'POST' });
    expect(again.body).toMatchObject({ score: 3, total: 25 });
    expect(await orm.em.fork().count(QuizAttempt, { student: student.id })).toBe(1);

    // 'Retake Test' then draws a new attempt with a new deadline.
    const fresh = await start(as, true);
    expect(fresh.status).toBe(201);
    expect(fresh.body.attemptId).not.toBe(id);
    expect(fresh.body.deadlineAt).toBe(new Date(T0.getTime() + 4 * MINUTE + 31 * SECOND).toISOString());
  });

  it('a test without a limit (the specification has none) has no deadline and takes answers at any time', async () => {
    const { as } = await validatedIntern();
    at(0);
    const started = await start(as);
    expect(started.body.deadlineAt).toBeNull();
    at(30 * 24 * 60 * MINUTE);
    expect((await put(as, started.body.attemptId as number, 1, 0)).status).toBe(200);
    expect(await finishExpiredAttempts(orm.em.fork(), { at: new Date(T0.getTime() + 31 * 24 * 60 * MINUTE) })).toEqual({
      due: 0,
      finished: 0,
      failed: 0,
      more: false,
    });
  });
});

describe('an abandoned attempt', () => {
  it('is finished by the sweep with its saved answers, once, oldest deadline first, at most a run budget at a time', async () => {
    await limitTest1(2);
    const interns = await Promise.all([validatedIntern(), validatedIntern(), validatedIntern()]);
    const ids: number[] = [];
    for (const [i, { as }] of interns.entries()) {
      at(i * SECOND);
      const id = (await start(as)).body.attemptId as number;
      const key = await shownKey(orm, id);
      for (let q = 1; q <= i + 1; q++) expect((await put(as, id, q, key[q - 1]!)).status).toBe(200);
      ids.push(id);
    }
    const sweepAt = new Date(T0.getTime() + 2 * MINUTE + 31 * SECOND);
    // Only the first is past deadline + grace at that instant; two runs side by side finish it once.
    const both = await Promise.all([
      finishExpiredAttempts(orm.em.fork(), { at: sweepAt }),
      finishExpiredAttempts(orm.em.fork(), { at: sweepAt }),
    ]);
    expect(both.map((r) => r.finished).sort()).toEqual([0, 1]);
    expect((await stored(ids[0]!)).state).toBe('finished');
    expect((await stored(ids[1]!)).state).toBe('open');

    const later = new Date(T0.getTime() + 10 * MINUTE);
    expect(await finishExpiredAttempts(orm.em.fork(), { at: later, limit: 1 })).toEqual({
      due: 1,
      finished: 1,
      failed: 0,
      more: true,
    });
    expect((await stored(ids[1]!)).state).toBe('finished');
    expect((await stored(ids[2]!)).state).toBe('open');
    expect(await finishExpiredAttempts(orm.em.fork(), { at: later })).toMatchObject({ finished: 1, more: false });
    expect(await finishExpiredAttempts(orm.em.fork(), { at: later })).toMatchObject({ due: 0, finished: 0 });

    const marks = await Promise.all(
      interns.map(async ({ student }) => (await orm.em.fork().findOneOrFail(Student, student.id)).testMark),
    );
    expect(marks).toEqual([1, 2, 3]);
    expect(await orm.em.fork().count(QuizAttempt, { testNo: 1 })).toBe(3);
    // The certificate follows as after the intern's own Finish; the system finished it.
    const submitted = await orm.em.fork().find(DomainEvent, { type: 'student.test-submitted' });
    expect(submitted.map((e) => e.actor)).toEqual(['system', 'system', 'system']);
  });
});

describe('extra time (WCAG 2.2.1)', () => {
  it('+50 % gives a 2-minute test a 3-minute deadline, honoured to the second', async () => {
    await limitTest1(2);
    const { as } = await validatedIntern({ testExtraTimePercent: 50 });
    at(0);
    const started = await start(as);
    expect(started.body.deadlineAt).toBe(new Date(T0.getTime() + 3 * MINUTE).toISOString());
    const id = started.body.attemptId as number;
    at(3 * MINUTE + 30 * SECOND);
    expect((await put(as, id, 1, 0)).status).toBe(200);
    at(3 * MINUTE + 31 * SECOND);
    expect((await put(as, id, 2, 0)).status).toBe(409);
  });

  it('granted during an open attempt moves its deadline; audited; the same percent again records nothing', async () => {
    await limitTest1(2);
    const { student, as } = await validatedIntern();
    const admin = await signedIn(app, orm, { kind: 'admin' });
    at(0);
    const id = (await start(as)).body.attemptId as number;
    at(MINUTE);
    const grant = () =>
      admin(`/api/admin/students/${student.id}/test-extra-time`, { method: 'POST', json: { percent: 50 } });
    const granted = await grant();
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ code: 'testExtraTimeSet', percent: 50, attemptsMoved: 1 });
    expect((await stored(id)).deadlineAt?.toISOString()).toBe(new Date(T0.getTime() + 3 * MINUTE).toISOString());
    // The page reads the new deadline on its next resume.
    expect((await start(as)).body.deadlineAt).toBe(new Date(T0.getTime() + 3 * MINUTE).toISOString());
    at(2 * MINUTE + 45 * SECOND); // past the old deadline and grace, inside the new
    expect((await put(as, id, 1, 0)).status).toBe(200);

    expect((await grant()).body).toMatchObject({ percent: 50, attemptsMoved: 0 });
    const events = await orm.em.fork().find(DomainEvent, { type: 'student.test-extra-time' });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      subjectId: String(student.id),
      actor: `admin:${admin.id}`,
      payload: { studentId: student.id, percent: 50, before: 0 },
    });
    expect((await orm.em.fork().findOneOrFail(Student, student.id)).testExtraTimePercent).toBe(50);

    // Taken back: the deadline is the limit again; the admin's record says what is set.
    at(2 * MINUTE + 50 * SECOND);
    const back = await admin(`/api/admin/students/${student.id}/test-extra-time`, {
      method: 'POST',
      json: { percent: 0 },
    });
    expect(back.body).toMatchObject({ percent: 0, attemptsMoved: 1 });
    expect((await stored(id)).deadlineAt?.toISOString()).toBe(new Date(T0.getTime() + 2 * MINUTE).toISOString());
    expect((await admin(`/api/admin/students/${student.id}`)).body).toMatchObject({ testExtraTimePercent: 0 });
  });

  it('is refused to operators, editors and interns (403), and refuses a percent outside 0..400 in steps of 5 (400, by field)', async () => {
    const { student, as } = await validatedIntern();
    const editor = await signedIn(app, orm, { kind: 'admin', staffRole: 'editor' });
    const operator = await signedIn(app, orm, { kind: 'admin', staffRole: 'operator' });
    const path = `/api/admin/students/${student.id}/test-extra-time`;
    for (const who of [operator, editor, as]) {
      expect((await who(path, { method: 'POST', json: { percent: 50 } })).status).toBe(403);
    }
    const admin = await signedIn(app, orm, { kind: 'admin' });
    for (const percent of [-5, 7, 405, 12.5, '50']) {
      const refused = await admin(path, { method: 'POST', json: { percent } });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ field: 'percent', message: messages.testExtraTimeInvalid });
    }
    expect(
      (await admin('/api/admin/students/999999/test-extra-time', { method: 'POST', json: { percent: 5 } })).status,
    ).toBe(404);
    expect(await orm.em.fork().count(DomainEvent, { type: 'student.test-extra-time' })).toBe(0);
    expect((await orm.em.fork().findOneOrFail(Student, student.id)).testExtraTimePercent).toBe(0);
  });
});
