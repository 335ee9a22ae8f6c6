import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { validateExtraCourse } from '../../commands/validate-extra-course.ts';
import { DomainEvent, ExtraCourse } from '../../entities/index.ts';
import { todayInIndia } from 'shared/dates';
import { jobIdFor } from '../../queues/fan-out.ts';
import { buildAdmin, buildStudent } from '../../../test/factories.ts';
import { signedIn } from '../../../test/signed-in.ts';
import { buildExtraCourse, expectNoSecrets } from '../../../test/feature-support.ts';
import { api, type TestApp, useTestApp } from '../../../test/support.ts';

let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));

/** A calendar date `days` after today in Asia/Kolkata. */
function kolkataDate(days: number): string {
  const [y, m, d] = todayInIndia().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const valid = {
  course: 'Basic React.js',
  startDate: '2026-08-01',
  endDate: '2026-08-31',
  college: 'St. Joseph’s College, Trichy',
  transaction: '412345678901',
  email: 'Asha@Example.in',
};

describe('POST /api/extra-courses', () => {
  it("stores a pending extra course for the intern, records extra-course.added and answers '✅ Extra course registered!'", async () => {
    const student = await buildStudent(orm.em.fork(), { validated: true });
    const asStudent = await signedIn(app, orm, { kind: 'student', id: student.id });
    const res = await asStudent('/api/extra-courses', { method: 'POST', json: valid });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      code: 'extraCourseRegistered',
      message: '✅ Extra course registered!',
    });
    expect(res.body.extraCourse).toMatchObject({
      course: 'Basic React.js',
      startDate: '2026-08-01',
      endDate: '2026-08-31',
      email: 'asha@example.in',
      validated: false,
    });
    const em = orm.em.fork();
    const stored = await em.findOneOrFail(ExtraCourse, { student: student.id });
    expect(stored.validated).toBe(false);
    const events = await em.find(DomainEvent, {});
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'extra-course.added',
      payload: { extraCourseId: stored.id, studentId: student.id },
      actor: `student:${student.id}`,
    });
  });

  it('accepts each of the 11 extra-course options and refuses Medical Coding, Data Entry and anything else', async () => {
    const student = await buildStudent(orm.em.fork());
    const asStudent = await signedIn(app, orm, { kind: 'student', id: student.id });
    for (const course of ['UI/UX Design', 'C# with MVC', 'Basic Node.js & Express.js', 'Embedded Systems and IoT']) {
      expect((await asStudent('/api/extra-courses', { method: 'POST', json: { ...valid, course } })).status).toBe(201);
    }
    for (const course of [
      'Medical Coding using Optum360 EncoderPro',
      'Data Entry using Microsoft and Docparser',
      'Astrology',
      'Basic React',
    ]) {
      const res = await asStudent('/api/extra-courses', { method: 'POST', json: { ...valid, course } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please choose a course from the list.');
    }
    expect(await orm.em.fork().count(ExtraCourse, {})).toBe(4);
  });

  it.each([
    ['the course is missing', { ...valid, course: undefined }, 'Please fill in all fields.'],
    ['the start date is missing', { ...valid, startDate: undefined }, 'Please fill in all fields.'],
    ['the end date is blank', { ...valid, endDate: '' }, 'Please fill in all fields.'],
    ['the college is missing', { ...valid, college: undefined }, 'Please fill in all fields.'],
    ['the transaction id is blank', { ...valid, transaction: '  ' }, 'Please fill in all fields.'],
    ['the e-mail is missing', { ...valid, email: undefined }, 'Please fill in all fields.'],
    ['the e-mail is not one', { ...valid, email: 'asha' }, 'Please enter a valid e-mail address.'],
    ['a date is not a date', { ...valid, startDate: '01/08/2026' }, 'Please enter the start date as a valid date.'],
    ['a date does not exist', { ...valid, endDate: '2026-02-30' }, 'Please enter the end date as a valid date.'],
    [
      'the end is before the start',
      { ...valid, endDate: '2026-07-01' },
      'The end date cannot be before the start date.',
    ],
    [
      'the college holds a NUL byte',
      { ...valid, college: 'St.\u0000Joseph' },
      'The college contains characters that are not allowed.',
    ],
    [
      'the transaction id is absurdly long',
      { ...valid, transaction: '1'.repeat(10_000) },
      'The transaction id is too long (at most 100 characters).',
    ],
  ])('answers 400 when %s, and stores nothing', async (_label, body, message) => {
    const student = await buildStudent(orm.em.fork());
    const asStudent = await signedIn(app, orm, { kind: 'student', id: student.id });
    const res = await asStudent('/api/extra-courses', { method: 'POST', json: body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    const em = orm.em.fork();
    expect(await em.count(ExtraCourse, {})).toBe(0);
    expect(await em.count(DomainEvent, {})).toBe(0);
  });

  it('needs a student session (401 anonymous, 403 admin)', async () => {
    expect((await api(app.url, '/api/extra-courses', { method: 'POST', json: valid })).status).toBe(401);
    const asAdmin = await signedIn(app, orm, { kind: 'admin' });
    expect((await asAdmin('/api/extra-courses', { method: 'POST', json: valid })).status).toBe(403);
    expect(await orm.em.fork().count(ExtraCourse, {})).toBe(0);
  });

  it('is rate-limited per intern', async () => {
    const student = await buildStudent(orm.em.fork());
    const asStudent = await signedIn(app, orm, { kind: 'student', id: student.id });
    for (let i = 0; i < 10; i++)
      expect((await asStudent('/api/extra-courses', { method: 'POST', json: valid })).status).toBe(201);
    expect((await asStudent('/api/extra-courses', { method: 'POST', json: valid })).status).toBe(429);
    // Another intern on the same network is not affected.
    const other = await buildStudent(orm.em.fork());
    const asOther = await signedIn(app, orm, { kind: 'student', id: other.id });
    expect((await asOther('/api/extra-courses', { method: 'POST', json: valid })).status).toBe(201);
  });
});

describe('GET /api/extra-courses', () => {
  it("lists the intern's own extra courses only", async () => {
    const em = orm.em.fork();
    const me = await buildStudent(em);
    const other = await buildStudent(em);
    const mine = await buildExtraCourse(em, me, { course: 'Python Programming', validated: true });
    await buildExtraCourse(em, other, { course: 'Java Development', transaction: 'OTHER-TXN-999' });
    const asMe = await signedIn(app, orm, { kind: 'student', id: me.id });
    const res = await asMe('/api/extra-courses');
    expect(res.status).toBe(200);
    expect(res.body.extraCourses).toEqual([
      {
        id: mine.id,
        course: 'Python Programming',
        startDate: '2026-08-01',
        endDate: '2026-08-31',
        college: me.college,
        transaction: '412345678901',
        email: me.email,
        validated: true,
        rejection: null,
      },
    ]);
    expect(res.text).not.toContain('OTHER-TXN-999');
    expect(res.text).not.toContain(other.email);
    expectNoSecrets(res.text);
  });

  it('needs a student session', async () => {
    expect((await api(app.url, '/api/extra-courses')).status).toBe(401);
    const asAdmin = await signedIn(app, orm, { kind: 'admin' });
    expect((await asAdmin('/api/extra-courses')).status).toBe(403);
  });
});

describe('admin: GET /api/admin/extra-courses and POST /api/admin/extra-courses/:id/validate', () => {
  it('lists every enrolment for an admin, with no secrets', async () => {
    const em = orm.em.fork();
    const a = await buildStudent(em);
    const b = await buildStudent(em);
    await buildExtraCourse(em, a);
    await buildExtraCourse(em, b, { validated: true });
    const asAdmin = await signedIn(app, orm, { kind: 'admin' });
    const res = await asAdmin('/api/admin/extra-courses');
    expect(res.status).toBe(200);
    const data = res.body.data as { studentId: number; validated: boolean }[];
    expect(data).toHaveLength(2);
    expect(data.map((d) => d.studentId).sort()).toEqual([a.id, b.id].sort());
    expect(Object.keys(data[0]!).sort()).toEqual([
      'college',
      'course',
      'email',
      'endDate',
      'id',
      'paymentReference',
      'rejection',
      'startDate',
      'studentId',
      'transaction',
      'validated',
      'validatedAt',
    ]);
    expectNoSecrets(res.text);
  });

  it("validates once: 'Validated' with the job ids to poll and extra-course.validated, then 409", async () => {
    const em = orm.em.fork();
    const admin = await buildAdmin(em);
    const student = await buildStudent(em, { validated: true });
    // Ends in the future: the letter now, no certificate yet (the daily run records it on the end date).
    const course = await buildExtraCourse(em, student, { endDate: kolkataDate(1) });
    const asAdmin = await signedIn(app, orm, { kind: 'admin', id: admin.id });
    const res = await asAdmin(`/api/admin/extra-courses/${course.id}/validate`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Validated');
    const event = await orm.em.fork().findOneOrFail(DomainEvent, { type: 'extra-course.validated' });
    expect(event).toMatchObject({
      payload: { extraCourseId: course.id, studentId: student.id },
      actor: `admin:${admin.id}`,
    });
    expect(res.body.jobs).toEqual([
      jobIdFor(event.id, 'extra-offer-letter'),
      jobIdFor(event.id, 'mail-extra-course-validated'),
    ]);
    const stored = await orm.em.fork().findOneOrFail(ExtraCourse, course.id);
    expect(stored.validated).toBe(true);
    expect(stored.validatedAt).toBeInstanceOf(Date);

    const again = await asAdmin(`/api/admin/extra-courses/${course.id}/validate`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This extra course is already validated.');
    expect(await orm.em.fork().count(DomainEvent, { type: 'extra-course.validated' })).toBe(1);
    expect(await orm.em.fork().count(DomainEvent, { type: 'extra-course.completed' })).toBe(0);
  });

  it('records extra-course.completed with the validation when the end date has come (today in Asia/Kolkata), so the certificate does not wait for the daily run', async () => {
    const em = orm.em.fork();
    const admin = await buildAdmin(em);
    const student = await buildStudent(em, { validated: true });
    const course = await buildExtraCourse(em, student, { startDate: kolkataDate(-30), endDate: kolkataDate(0) });
    const asAdmin = await signedIn(app, orm, { kind: 'admin', id: admin.id });
    const res = await asAdmin(`/api/admin/extra-courses/${course.id}/validate`, { method: 'POST' });
    expect(res.status).toBe(200);
    const check = orm.em.fork();
    const validated = await check.findOneOrFail(DomainEvent, { type: 'extra-course.validated' });
    const completed = await check.findOneOrFail(DomainEvent, { type: 'extra-course.completed' });
    expect(completed).toMatchObject({
      subjectType: 'extra_course',
      subjectId: String(course.id),
      payload: { extraCourseId: course.id, studentId: student.id },
      actor: `admin:${admin.id}`,
    });
    expect(res.body.jobs).toEqual([
      jobIdFor(validated.id, 'extra-offer-letter'),
      jobIdFor(validated.id, 'mail-extra-course-validated'),
      jobIdFor(completed.id, 'extra-certificate'),
      jobIdFor(completed.id, 'mail-extra-certificate'),
    ]);
  });

  it('takes the end date as a calendar date in Asia/Kolkata: due from 18:30 UTC the day before', async () => {
    const em = orm.em.fork();
    const student = await buildStudent(em, { validated: true });
    const early = await buildExtraCourse(em, student, { startDate: '2026-06-15', endDate: '2026-07-15' });
    const onTime = await buildExtraCourse(em, student, { startDate: '2026-06-15', endDate: '2026-07-15' });
    const before = await validateExtraCourse(
      orm.em.fork(),
      { extraCourseId: early.id, adminId: 1 },
      new Date('2026-07-14T18:29:59Z'),
    );
    const after = await validateExtraCourse(
      orm.em.fork(),
      { extraCourseId: onTime.id, adminId: 1 },
      new Date('2026-07-14T18:30:00Z'),
    );
    expect(before.jobs.map((id) => id.replace(/^e\d+-/, ''))).toEqual([
      'extra-offer-letter',
      'mail-extra-course-validated',
    ]);
    expect(after.jobs.map((id) => id.replace(/^e\d+-/, ''))).toEqual([
      'extra-offer-letter',
      'mail-extra-course-validated',
      'extra-certificate',
      'mail-extra-certificate',
    ]);
    const completed = await orm.em.fork().find(DomainEvent, { type: 'extra-course.completed' });
    expect(completed.map((e) => e.subjectId)).toEqual([String(onTime.id)]);
  });

  it('validates exactly once when two admins click at the same moment', async () => {
    const em = orm.em.fork();
    const course = await buildExtraCourse(em, await buildStudent(em));
    const asAdmin = await signedIn(app, orm, { kind: 'admin' });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => asAdmin(`/api/admin/extra-courses/${course.id}/validate`, { method: 'POST' })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await orm.em.fork().count(DomainEvent, { type: 'extra-course.validated' })).toBe(1);
    expect(await orm.em.fork().count(DomainEvent, { type: 'extra-course.completed' })).toBe(1); // ended: its certificate, once
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const asAdmin = await signedIn(app, orm, { kind: 'admin' });
    expect((await asAdmin('/api/admin/extra-courses/999999/validate', { method: 'POST' })).status).toBe(404);
    expect((await asAdmin('/api/admin/extra-courses/abc/validate', { method: 'POST' })).status).toBe(400);
    expect((await asAdmin('/api/admin/extra-courses/99999999999999/validate', { method: 'POST' })).status).toBe(400);
  });

  it('refuses anonymous callers (401) and interns (403), changing nothing', async () => {
    const em = orm.em.fork();
    const student = await buildStudent(em, { validated: true });
    const course = await buildExtraCourse(em, student);
    const asStudent = await signedIn(app, orm, { kind: 'student', id: student.id });
    expect((await api(app.url, '/api/admin/extra-courses')).status).toBe(401);
    expect((await asStudent('/api/admin/extra-courses')).status).toBe(403);
    expect((await api(app.url, `/api/admin/extra-courses/${course.id}/validate`, { method: 'POST' })).status).toBe(401);
    expect((await asStudent(`/api/admin/extra-courses/${course.id}/validate`, { method: 'POST' })).status).toBe(403);
    expect((await orm.em.fork().findOneOrFail(ExtraCourse, course.id)).validated).toBe(false);
    expect(await orm.em.fork().count(DomainEvent, {})).toBe(0);
  });
});
