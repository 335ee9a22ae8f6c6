import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { DomainEvent, Referrer, Student } from '../../entities/index.ts';
import { buildStudent } from '../../../test/factories.ts';
import { registrationForm, uploadScreenshot } from '../../../test/accounts.ts';
import { type Caller, signedIn, visitor } from '../../../test/signed-in.ts';
import { api, type TestApp, useTestApp } from '../../../test/support.ts';
import type { EventType } from '../../events/types.ts';

let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));

const LANGUAGE_UNKNOWN = 'Please choose a language: English (en) or Tamil (ta).';
const choose = (json: unknown, as: Caller = visitor(app), headers: Record<string, string> = {}) =>
  as('/api/me/language', { method: 'PUT', json, headers });
const languageOf = async (id: number) => (await orm.em.fork().findOneOrFail(Student, { id })).language;
const eventsOf = (type: EventType) => orm.em.fork().find(DomainEvent, { type }, { orderBy: { id: 'asc' } });

describe('PUT /api/me/language', () => {
  it("keeps the signed-in intern's choice on their own record only, and GET /api/me answers it", async () => {
    const intern = await signedIn(app, orm, { kind: 'student' });
    const other = await buildStudent(orm.em.fork());
    expect(((await intern('/api/me')).body.user as { language: string }).language).toBe('en');

    const res = await choose({ language: 'ta' }, intern);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ language: 'ta' });
    expect(await languageOf(intern.id)).toBe('ta');
    expect(await languageOf(other.id)).toBe('en');
    expect(((await intern('/api/me')).body.user as { language: string }).language).toBe('ta');
    // An id in the body is ignored: the session says whose record it is.
    expect((await choose({ language: 'en', id: other.id, studentId: other.id }, intern)).status).toBe(200);
    expect(await languageOf(intern.id)).toBe('en');
    expect(await languageOf(other.id)).toBe('en');
  });

  it('records each change in the audit trail, and nothing when the language is already the one kept', async () => {
    const intern = await signedIn(app, orm, { kind: 'student' });
    await choose({ language: 'ta' }, intern);
    await choose({ language: 'ta' }, intern);
    const events = await eventsOf('student.language-chosen');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      payload: { studentId: intern.id, from: 'en', to: 'ta' },
      actor: `student:${intern.id}`,
    });
  });

  it.each([
    ['an unknown language', { language: 'fr' }],
    ['a language tag', { language: 'ta-IN' }],
    ['no language', {}],
    ['a number', { language: 1 }],
    ['no body', undefined],
  ])('refuses %s with 400 and a clear message, and changes nothing', async (_label, body) => {
    const intern = await signedIn(app, orm, { kind: 'student' });
    const res = await choose(body, intern);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      error: 'validation_error',
      code: 'languageUnknown',
      message: LANGUAGE_UNKNOWN,
    });
    expect(await languageOf(intern.id)).toBe('en');
  });

  it("answers 401 without a session, and 403 to an admin (the language is an intern's)", async () => {
    const unsigned = await choose({ language: 'ta' });
    expect(unsigned.status).toBe(401);
    expect(unsigned.body.message).toBe('Please log in.');
    const admin = await signedIn(app, orm, { kind: 'admin' });
    expect((await choose({ language: 'ta' }, admin)).status).toBe(403);
  });

  it('refuses a request from another site like every other write, and changes nothing', async () => {
    const intern = await signedIn(app, orm, { kind: 'student' });
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
    ] as Record<string, string>[]) {
      const res = await choose({ language: 'ta' }, intern, headers);
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('cross_site');
    }
    expect(await languageOf(intern.id)).toBe('en');
    expect((await choose({ language: 'ta' }, intern, { 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });
});

describe('the language a new record keeps', () => {
  it('registration stores the language the form was shown in, English when none is sent', async () => {
    const tamil = await api(app.url, '/api/registrations', {
      method: 'POST',
      json: registrationForm(await uploadScreenshot(app.url), { email: 'tamil@example.in', language: 'ta' }),
    });
    expect(tamil.status).toBe(201);
    expect(tamil.body.message).toBe('✅ Registration successful!');
    const plain = await api(app.url, '/api/registrations', {
      method: 'POST',
      json: registrationForm(await uploadScreenshot(app.url), { email: 'plain@example.in' }),
    });
    expect(plain.status).toBe(201);
    const em = orm.em.fork();
    expect((await em.findOneOrFail(Student, { email: 'tamil@example.in' })).language).toBe('ta');
    expect((await em.findOneOrFail(Student, { email: 'plain@example.in' })).language).toBe('en');
  });

  it('registration refuses an unknown language with the same clear message, storing nothing', async () => {
    const res = await api(app.url, '/api/registrations', {
      method: 'POST',
      json: registrationForm(await uploadScreenshot(app.url), { email: 'french@example.in', language: 'fr' }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'languageUnknown', message: LANGUAGE_UNKNOWN, field: 'language' });
    expect(await orm.em.fork().count(Student, { email: 'french@example.in' })).toBe(0);
  });

  it('joining refer-and-earn stores it, from the home page and from the dashboard (signed in), English when none is sent', async () => {
    const join = (json: Record<string, unknown>, as: Caller = visitor(app)) =>
      as('/api/referrers', {
        method: 'POST',
        json: { name: 'Karthik', phone: '98765 43210', upiId: 'karthik@okaxis', consent: true, ...json },
      });
    expect((await join({ email: 'home@example.in', source: 'home', language: 'ta' })).status).toBe(201);
    const intern = await signedIn(app, orm, { kind: 'student' });
    expect(
      (await join({ email: 'dash@example.in', phone: '9123456780', source: 'dashboard', language: 'ta' }, intern))
        .status,
    ).toBe(201);
    expect((await join({ email: 'none@example.in', phone: '9000000001', source: 'home' })).status).toBe(201);
    const em = orm.em.fork();
    expect((await em.findOneOrFail(Referrer, { email: 'home@example.in' })).language).toBe('ta');
    expect((await em.findOneOrFail(Referrer, { email: 'dash@example.in' })).language).toBe('ta');
    expect((await em.findOneOrFail(Referrer, { email: 'none@example.in' })).language).toBe('en');
    // A join replacing an unconfirmed one replaces its language with the rest of its details.
    expect((await join({ email: 'home@example.in', source: 'home', language: 'en' })).status).toBe(201);
    expect((await orm.em.fork().findOneOrFail(Referrer, { email: 'home@example.in' })).language).toBe('en');
    expect((await join({ email: 'bad@example.in', source: 'home', language: 'xx' })).body).toMatchObject({
      code: 'languageUnknown',
      field: 'language',
    });
  });
});
