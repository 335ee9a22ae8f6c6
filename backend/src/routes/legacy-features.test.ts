import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { DomainEvent, ExtraCourse, QuizAttempt, Referrer, Student } from '../entities/index.ts';
import { buildStudent } from '../../test/factories.ts';
import { signedIn } from '../../test/signed-in.ts';
import { buildExtraCourse, confirmByMail, expectNoSecrets } from '../../test/feature-support.ts';
import { consentRefusals, expectConsentStored, requestWindow } from '../../test/consent.ts';
import { api, type TestApp, useTestApp } from '../../test/support.ts';

let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));

describe('POST /api/insertrefer', () => {
  const body = {
    name: 'Gowtham',
    phoneno: '9876501234',
    upiid: 'gowtham@paytm',
    refer: 'REFCLIENT',
    email: 'gowtham@example.in',
    consent: true,
  };

  it("joins unconfirmed ('Registered successfully!', the client's code ignored); the mailed link issues a server-made 'REF' code", async () => {
    const res = await api(app.url, '/api/insertrefer', { method: 'POST', json: body });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: 'Registered successfully!' });
    const em = orm.em.fork();
    expect(await em.findOneOrFail(Referrer, { email: 'gowtham@example.in' })).toMatchObject({
      phone: '9876501234',
      upiId: 'gowtham@paytm',
      source: 'home',
      code: null,
      confirmedAt: null,
    });
    expect(await em.count(DomainEvent, { type: 'referrer.registered' })).toBe(1);
    const confirmed = await confirmByMail(orm, 'gowtham@example.in');
    expect(confirmed.code).toMatch(/^REF[A-Z0-9]{6}$/);
    expect(confirmed.code).not.toBe('REFCLIENT');
  });

  it("answers 201 again while the e-mail is unconfirmed, 409 'Mail already exists' once it is confirmed, and 400 for a missing field", async () => {
    expect((await api(app.url, '/api/insertrefer', { method: 'POST', json: body })).status).toBe(201);
    expect(
      (await api(app.url, '/api/insertrefer', { method: 'POST', json: { ...body, upiid: 'gowtham@okaxis' } })).status,
    ).toBe(201);
    expect(await orm.em.fork().findOneOrFail(Referrer, { email: 'gowtham@example.in' })).toMatchObject({
      upiId: 'gowtham@okaxis',
    });
    await confirmByMail(orm, 'gowtham@example.in');
    const again = await api(app.url, '/api/insertrefer', { method: 'POST', json: body });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Mail already exists');
    const missing = await api(app.url, '/api/insertrefer', {
      method: 'POST',
      json: { ...body, upiid: '', email: 'x@example.in' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please fill in all fields.');
    expect(await orm.em.fork().count(Referrer, {})).toBe(1);
  });

  it('shares the rate limit of POST /api/referrers', async () => {
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await api(app.url, '/api/referrers', {
            method: 'POST',
            json: { name: 'A', phone: '9000000001', upiId: 'asha@okaxis', email: `a${i}@example.in`, consent: true },
          })
        ).status,
      ).toBe(201);
      expect(
        (await api(app.url, '/api/insertrefer', { method: 'POST', json: { ...body, email: `b${i}@example.in` } }))
          .status,
      ).toBe(201);
    }
    expect(
      (await api(app.url, '/api/insertrefer', { method: 'POST', json: { ...body, email: 'c@example.in' } })).status,
    ).toBe(429);
  });

  it.each(consentRefusals)('refuses a join %s with 400 and stores nothing', async (_label, consent, message) => {
    const res = await api(app.url, '/api/insertrefer', { method: 'POST', json: { ...body, ...consent } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await orm.em.fork().count(Referrer, {})).toBe(0);
    expect(await orm.em.fork().count(DomainEvent, {})).toBe(0);
  });

  it("stores the notice version in force and the time of the consent (a form's 'on' counts)", async () => {
    const window = requestWindow();
    expect((await api(app.url, '/api/insertrefer', { method: 'POST', json: { ...body, consent: 'on' } })).status).toBe(
      201,
    );
    await expectConsentStored(orm, 'referrers', body.email, window.close());
  });
});

describe('POST /api/addcourse and POST /api/viewcourse', () => {
  const course = {
    course: 'Full Stack Development',
    startdate: '2026-09-01',
    enddate: '2026-09-30',
    college: 'NIT Trichy',
    transaction: 'T123456',
    email: 'intern@example.in',
  };

  it("adds an extra course for the session's own intern and lists it in the specification's fields", async () => {
    const student = await buildStudent(orm.em.fork());
    const asStudent = await signedIn(app, orm, { kind: 'student', id: student.id });
    const res = await asStudent('/api/addcourse', { method: 'POST', json: { ids: student.id, ...course } });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('✅ Extra course registered!');
    expect(await orm.em.fork().count(DomainEvent, { type: 'extra-course.added' })).toBe(1);

    const list = await asStudent('/api/viewcourse', { method: 'POST', json: { id: student.id } });
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body)).toBe(true);
    expect(list.body).toEqual([
      {
        id: expect.any(Number),
        ids: student.id,
        course: 'Full Stack Development',
        startdate: '2026-09-01',
        enddate: '2026-09-30',
        college: 'NIT Trichy',
        transaction: 'T123456',
        email: 'intern@example.in',
        validate: false,
      },
    ]);
    expectNoSecrets(list.text);
  });

  it('accepts the id as a digit string too, and answers an empty list when there is none', async () => {
    const student = await buildStudent(orm.em.fork());
    const asStudent = await signedIn(app, orm, { kind: 'student', id: student.id });
    const res = await asStudent('/api/viewcourse', { method: 'POST', json: { id: String(student.id) } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it("refuses another intern's id with 403 and stores or shows nothing of theirs", async () => {
    const em = orm.em.fork();
    const me = await buildStudent(em);
    const other = await buildStudent(em);
    await buildExtraCourse(em, other, { transaction: 'SECRET-TXN-1' });
    const asMe = await signedIn(app, orm, { kind: 'student', id: me.id });
    const add = await asMe('/api/addcourse', { method: 'POST', json: { ids: other.id, ...course } });
    expect(add.status).toBe(403);
    expect(await orm.em.fork().count(ExtraCourse, { student: other.id })).toBe(1);
    expect(await orm.em.fork().count(ExtraCourse, { student: me.id })).toBe(0);
    const view = await asMe('/api/viewcourse', { method: 'POST', json: { id: other.id } });
    expect(view.status).toBe(403);
    expect(view.text).not.toContain('SECRET-TXN-1');
  });

  it('answers 400 for a missing field or id, and 401 without a session', async () => {
    const student = await buildStudent(orm.em.fork());
    const asStudent = await signedIn(app, orm, { kind: 'student', id: student.id });
    const missing = await asStudent('/api/addcourse', {
      method: 'POST',
      json: { ids: student.id, ...course, college: undefined },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please fill in all fields.');
    expect((await asStudent('/api/addcourse', { method: 'POST', json: course })).status).toBe(400);
    expect((await asStudent('/api/viewcourse', { method: 'POST', json: {} })).status).toBe(400);
    expect((await asStudent('/api/viewcourse', { method: 'POST', json: { id: 'one' } })).status).toBe(400);
    expect(
      (await api(app.url, '/api/addcourse', { method: 'POST', json: { ids: student.id, ...course } })).status,
    ).toBe(401);
    expect((await api(app.url, '/api/viewcourse', { method: 'POST', json: { id: student.id } })).status).toBe(401);
    expect(await orm.em.fork().count(ExtraCourse, {})).toBe(0);
  });
});

describe('POST /api/updatetestmark', () => {
  it('is refused: marks are graded on the server', async () => {
    const student = await buildStudent(orm.em.fork(), { validated: true });
    const asStudent = await signedIn(app, orm, { kind: 'student', id: student.id });
    const res = await asStudent('/api/updatetestmark', { method: 'POST', json: { userid: student.id, testmark: 25 } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Test marks are graded on the server. Submit your answers instead.');
    const anonymous = await api(app.url, '/api/updatetestmark', {
      method: 'POST',
      json: { userid: student.id, testmark: 25 },
    });
    expect(anonymous.status).toBe(400);
    const em = orm.em.fork();
    expect((await em.findOneOrFail(Student, student.id)).testMark).toBeNull();
    expect(await em.count(QuizAttempt, {})).toBe(0);
    expect(await em.count(DomainEvent, {})).toBe(0);
  });
});

describe('GET /api/extracourse and POST /api/extracourse/validate (admin)', () => {
  it("lists every enrolment as {data} in the specification's fields and validates once", async () => {
    const em = orm.em.fork();
    const student = await buildStudent(em);
    const course = await buildExtraCourse(em, student);
    const asAdmin = await signedIn(app, orm, { kind: 'admin' });
    const list = await asAdmin('/api/extracourse');
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        id: course.id,
        ids: student.id,
        startdate: '2026-08-01',
        enddate: '2026-08-31',
        validate: false,
      }),
    ]);
    expectNoSecrets(list.text);

    const res = await asAdmin('/api/extracourse/validate', { method: 'POST', json: { id: course.id } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Validated');
    expect(await orm.em.fork().count(DomainEvent, { type: 'extra-course.validated' })).toBe(1);
    const again = await asAdmin('/api/extracourse/validate', { method: 'POST', json: { id: course.id } });
    expect(again.status).toBe(409);
    expect((await asAdmin('/api/extracourse/validate', { method: 'POST', json: { id: 987654 } })).status).toBe(404);
    expect((await asAdmin('/api/extracourse/validate', { method: 'POST', json: { id: null } })).status).toBe(400);
  });

  it('refuses anonymous callers (401) and interns (403)', async () => {
    const em = orm.em.fork();
    const student = await buildStudent(em);
    const course = await buildExtraCourse(em, student);
    const asStudent = await signedIn(app, orm, { kind: 'student', id: student.id });
    expect((await api(app.url, '/api/extracourse')).status).toBe(401);
    expect((await asStudent('/api/extracourse')).status).toBe(403);
    expect((await api(app.url, '/api/extracourse/validate', { method: 'POST', json: { id: course.id } })).status).toBe(
      401,
    );
    expect((await asStudent('/api/extracourse/validate', { method: 'POST', json: { id: course.id } })).status).toBe(
      403,
    );
    expect((await orm.em.fork().findOneOrFail(ExtraCourse, course.id)).validated).toBe(false);
  });
});
