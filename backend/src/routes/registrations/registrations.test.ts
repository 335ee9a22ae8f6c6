import { createHash, randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { registrationCourses } from '../../../test/spec-courses.ts';
import { DomainEvent, StoredFile, Student } from '../../entities/index.ts';
import { COMMON_PASSWORD, WEAK_PASSWORD } from 'shared/api/password-strength';
import { PRIVACY_NOTICE_VERSION } from 'shared/privacy';
import { verifyPassword } from '../../lib/passwords.ts';
import { buildAdmin, buildReferrer, buildStudent } from '../../../test/factories.ts';
import { cookieFrom, countRows, registrationForm, STUDENT_PASSWORD, uploadScreenshot } from '../../../test/accounts.ts';
import { consentRefusals, expectConsentStored, requestWindow } from '../../../test/consent.ts';
import { api, resetRateLimits, useTestApp, type TestApp } from '../../../test/support.ts';
import { REGISTRATION_LIMIT } from './registrations.ts';

let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));

const register = (json: unknown) => api(app.url, '/api/registrations', { method: 'POST', json });

async function expectNothingStored() {
  expect(await countRows(orm, 'students')).toBe(0);
  expect(await countRows(orm, 'events', `type = 'student.registered'`)).toBe(0);
}

describe('POST /api/registrations', () => {
  it('enrols the intern, not yet validated, with the uploaded screenshot, and lets them log in', async () => {
    const uploadId = await uploadScreenshot(app.url);
    const form = registrationForm(uploadId, { email: 'Meena.S@Example.in', utr: '4123 5678 9012' });
    const res = await register(form);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, code: 'registrationSuccessful', message: '✅ Registration successful!' });

    const em = orm.em.fork();
    const student = await em.findOneOrFail(Student, { email: 'meena.s@example.in' }, { populate: ['passwordHash'] });
    expect(student).toMatchObject({
      name: 'Meena Sundaram',
      college: 'PSG College of Technology',
      phone: '9876543210',
      startDate: '2026-06-01',
      endDate: '2026-07-15',
      department: 'Information Technology',
      course: 'Full Stack Development',
      referralCode: null,
      utr: '412356789012',
      validated: false,
      testMark: null,
    });
    expect(student.upload?.id).toBe(uploadId);
    expect(student.screenshot?.id).toBe(uploadId); // not compressed yet: the raw upload
    expect(student.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(student.passwordHash, STUDENT_PASSWORD)).toBe(true);
    const event = await em.findOneOrFail(DomainEvent, { type: 'student.registered' });
    expect(event.payload).toEqual({ studentId: student.id });

    const login = await api(app.url, '/api/login', {
      method: 'POST',
      json: { email: 'meena.s@example.in', password: STUDENT_PASSWORD },
    });
    expect(login.status).toBe(200);
    const me = await api(app.url, '/api/me', { cookie: cookieFrom(login.headers)! });
    expect(me.body.user).toMatchObject({ role: 'student', id: student.id, validated: false, phone: '9876543210' });
  });

  it('links the compressed screenshot when the worker has already made it', async () => {
    const uploadId = await uploadScreenshot(app.url);
    const em = orm.em.fork();
    const compressedId = randomUUID();
    em.create(StoredFile, {
      id: compressedId,
      purpose: 'screenshot',
      contentType: 'image/jpeg',
      size: 3,
      sha256: 'a'.repeat(64),
      data: Buffer.from('abc'),
      source: uploadId,
    });
    await em.flush();
    const form = registrationForm(uploadId);
    expect((await register(form)).status).toBe(201);
    const student = await orm.em.fork().findOneOrFail(Student, { email: form.email });
    expect(student.screenshot?.id).toBe(compressedId);
    expect(student.upload?.id).toBe(uploadId);
  });

  it('links a known referral code, whatever its case', async () => {
    const referrer = await buildReferrer(orm.em.fork(), { code: 'REFAB12CD' });
    const form = registrationForm(await uploadScreenshot(app.url), { referralCode: ' refab12cd ' });
    expect((await register(form)).status).toBe(201);
    expect((await orm.em.fork().findOneOrFail(Student, { email: form.email })).referralCode).toBe(referrer.code);
  });

  it('accepts a blank referral code and a blank UTR as none', async () => {
    const form = registrationForm(await uploadScreenshot(app.url), { referralCode: '', utr: '  ' });
    expect((await register(form)).status).toBe(201);
    expect(await orm.em.fork().findOneOrFail(Student, { email: form.email })).toMatchObject({
      referralCode: null,
      utr: null,
    });
  });

  it('refuses an unknown referral code and stores nothing', async () => {
    await buildReferrer(orm.em.fork(), { code: 'REFAB12CD' });
    for (const code of ['REFZZZZZZ', 'not a code!']) {
      const res = await register(registrationForm(await uploadScreenshot(app.url), { referralCode: code }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('This referral code does not exist. Check it or leave it empty.');
    }
    await expectNothingStored();
  });

  it('credits only a confirmed referrer: the code of a record that is not confirmed reads as unknown', async () => {
    // A code from before confirmation whose record stayed unconfirmed (it shares a phone with an active one).
    await buildReferrer(orm.em.fork(), { code: 'REFWAIT01', confirmedAt: null });
    const res = await register(registrationForm(await uploadScreenshot(app.url), { referralCode: 'REFWAIT01' }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'This referral code does not exist. Check it or leave it empty.',
      field: 'referralCode',
    });
    await expectNothingStored();
  });

  it("refuses the registrant's own referral code (same e-mail or same phone) and stores nothing", async () => {
    await buildReferrer(orm.em.fork(), { code: 'REFOWN001', email: 'meena.own@example.in' });
    await buildReferrer(orm.em.fork(), { code: 'REFOWN002', phone: '9876543210' });
    for (const overrides of [
      { referralCode: 'REFOWN001', email: 'Meena.Own@example.in' },
      { referralCode: 'REFOWN002', phone: '+91 98765 43210' },
    ]) {
      const res = await register(registrationForm(await uploadScreenshot(app.url), overrides));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        message: 'This is your own referral code. A referral code earns its reward when someone else uses it.',
        field: 'referralCode',
      });
    }
    await expectNothingStored();
  });

  it('refuses different passwords with the specification message and stores nothing', async () => {
    const res = await register(registrationForm(await uploadScreenshot(app.url), { confirmPassword: 'Chennai#2025' }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('❌ Password and Confirm Password do not match.');
    await expectNothingStored();
  });

  it.each([
    ['no upload id', { uploadId: undefined }, '❌ Please upload a payment screenshot.'],
    ['an empty upload id', { uploadId: '' }, '❌ Please upload a payment screenshot.'],
    [
      'an upload that does not exist',
      { uploadId: randomUUID() },
      'Your payment screenshot was not found. Please upload it again.',
    ],
  ])('refuses %s and stores nothing', async (_label, overrides, message) => {
    const res = await register(registrationForm('unused', overrides));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    await expectNothingStored();
  });

  it('refuses an e-mail already registered (any case), or an admin’s, with 409', async () => {
    await buildStudent(orm.em.fork(), { email: 'taken@example.in' });
    await buildAdmin(orm.em.fork(), { email: 'boss@example.in' });
    for (const email of ['TAKEN@example.in', 'boss@example.in']) {
      const res = await register(registrationForm(await uploadScreenshot(app.url), { email }));
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('⚠️ Your E-mail already exists');
    }
    expect(await countRows(orm, 'students')).toBe(1);
    expect(await countRows(orm, 'events', `type = 'student.registered'`)).toBe(0);
  });

  it('stores exactly one of several registrations with the same e-mail sent at once', async () => {
    const uploads = await Promise.all([1, 2, 3, 4, 5].map(() => uploadScreenshot(app.url)));
    const results = await Promise.all(
      uploads.map((uploadId) => register(registrationForm(uploadId, { email: 'twice@example.in' }))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.status === 409))
      expect(r.body.message).toBe('⚠️ Your E-mail already exists');
    expect(await countRows(orm, 'students', `email = 'twice@example.in'`)).toBe(1);
    expect(await countRows(orm, 'events', `type = 'student.registered'`)).toBe(1);
  });

  it('lets one upload serve one registration only, even when two use it at once', async () => {
    const uploadId = await uploadScreenshot(app.url);
    const results = await Promise.all([1, 2, 3].map(() => register(registrationForm(uploadId))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.body.message).toBe(
        'This payment screenshot upload is already part of a registration. Please upload it again.',
      );
    }
    expect(await countRows(orm, 'students')).toBe(1);
  });

  it('offers exactly the 13 courses of the specification', async () => {
    expect(registrationCourses).toHaveLength(13);
    for (const course of registrationCourses) {
      expect((await register(registrationForm(await uploadScreenshot(app.url), { course }))).status).toBe(201);
      await resetRateLimits(app);
    }
    const res = await register(registrationForm(await uploadScreenshot(app.url), { course: 'Rust for Beginners' }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please choose a course from the list.');
  });

  it.each([
    ['a missing name', { name: undefined }, 'Please enter your name.'],
    ['a blank college', { college: '   ' }, 'Please enter your college.'],
    ['a name of the wrong type', { name: 42 }, 'Please enter your name.'],
    ['a list for the course', { course: ['Full Stack Development'] }, 'Please choose a course from the list.'],
    ['a malformed e-mail', { email: 'meena@' }, 'Please enter a valid e-mail address.'],
    ['a phone number of letters', { phone: 'call me' }, 'Please enter a valid phone number.'],
    ['a too short phone number', { phone: '98765' }, 'Please enter a valid phone number.'],
    ['an impossible date', { startDate: '2026-02-30' }, 'Please enter the start date as a valid date.'],
    ['a date in another format', { endDate: '15/07/2026' }, 'Please enter the end date as a valid date.'],
    [
      'an end date before the start',
      { startDate: '2026-07-15', endDate: '2026-06-01' },
      'The end date cannot be before the start date.',
    ],
    [
      'a short password',
      { password: 'short', confirmPassword: 'short' },
      'The password must be at least 8 characters.',
    ],
    ['a common password', { password: 'Password@123', confirmPassword: 'Password@123' }, COMMON_PASSWORD],
    ['one of the ten most common passwords', { password: '12345678', confirmPassword: '12345678' }, COMMON_PASSWORD],
    [
      "a password made of the intern's name",
      { name: 'Meena Sundaram', password: 'MeenaSundaram', confirmPassword: 'MeenaSundaram' },
      WEAK_PASSWORD,
    ],
    ['a malformed UTR', { utr: 'UTR#1' }, 'The UPI transaction reference (UTR) should be 6 to 30 letters or digits.'],
    ['a NUL byte in the name', { name: 'Meena\u0000' }, 'Your name contains characters that are not allowed.'],
    [
      'a line break in the department',
      { department: 'IT\nDROP TABLE' },
      'Your department contains characters that are not allowed.',
    ],
    ['a NUL byte in the e-mail', { email: 'meena\u0000@example.in' }, 'Please enter a valid e-mail address.'],
    [
      'a NUL byte in the referral code',
      { referralCode: 'REF\u0000ABC' },
      'This referral code does not exist. Check it or leave it empty.',
    ],
    [
      'a NUL byte in the UTR',
      { utr: '1234\u000056789012' },
      'The UPI transaction reference (UTR) should be 6 to 30 letters or digits.',
    ],
    ['a NUL byte in the phone', { phone: '98765\u000043210' }, 'Please enter a valid phone number.'],
    ['a NUL byte in the upload id', { uploadId: '\u0000' }, '❌ Please upload a payment screenshot.'],
    [
      'a NUL byte in the password',
      { password: 'Chennai#\u00002026', confirmPassword: 'Chennai#\u00002026' },
      'The password contains characters that are not allowed.',
    ],
    ['an absurdly long college', { college: 'x'.repeat(5000) }, 'Your college is too long (at most 200 characters).'],
    ['an absurdly long e-mail', { email: `${'a'.repeat(300)}@example.in` }, 'Please enter a valid e-mail address.'],
  ])('refuses %s with 400 and a message, storing nothing', async (_label, overrides, message) => {
    const res = await register(registrationForm(await uploadScreenshot(app.url), overrides));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    await expectNothingStored();
  });

  it('refuses a 1 MB field with 413, and a body that is not an object with 400', async () => {
    const huge = await register(registrationForm(await uploadScreenshot(app.url), { name: 'x'.repeat(1024 * 1024) }));
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('The request is too large.');
    const list = await register([1, 2, 3]);
    expect(list.status).toBe(400);
    expect(list.body.message).toBeTruthy();
    await expectNothingStored();
  });

  it('normalises Indian phone numbers so the admin search finds them', async () => {
    for (const [phone, stored] of [
      ['+91 98765-43210', '9876543210'],
      ['098765 43210', '9876543210'],
      ['+44 20 7946 0958', '+442079460958'],
    ] as const) {
      const form = registrationForm(await uploadScreenshot(app.url), { phone });
      expect((await register(form)).status).toBe(201);
      expect((await orm.em.fork().findOneOrFail(Student, { email: form.email })).phone).toBe(stored);
    }
  });

  it(`answers 429 after ${REGISTRATION_LIMIT.points} registrations from one address`, async () => {
    const uploadId = await uploadScreenshot(app.url);
    // Refused forms count too: the limit is on attempts.
    for (let i = 0; i < REGISTRATION_LIMIT.points; i++) {
      expect((await register(registrationForm(uploadId, { confirmPassword: 'different1' }))).status).toBe(400);
    }
    const blocked = await register(registrationForm(uploadId));
    expect(blocked.status).toBe(429);
    await expectNothingStored();
  });

  it('keeps the screenshot hash so identical screenshots can be spotted', async () => {
    const form = registrationForm(await uploadScreenshot(app.url));
    expect((await register(form)).status).toBe(201);
    const em = orm.em.fork();
    const student = await em.findOneOrFail(Student, { email: form.email });
    const file = await em.findOneOrFail(StoredFile, { id: student.upload!.id }, { populate: ['data'] });
    expect(file.sha256).toBe(
      createHash('sha256')
        .update(Buffer.from(file.data ?? []))
        .digest('hex'),
    );
  });
});

describe('POST /api/registrations: the privacy consent', () => {
  it.each(consentRefusals)(
    'refuses a registration %s with 400 and stores nothing, the upload left unused',
    async (_label, consent, message) => {
      const uploadId = await uploadScreenshot(app.url);
      const res = await register(registrationForm(uploadId, consent));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        success: false,
        message,
        field: consent.noticeVersion ? 'noticeVersion' : 'consent',
      });
      await expectNothingStored();
      // The same upload serves the form sent again with the box ticked.
      expect((await register(registrationForm(uploadId))).status).toBe(201);
    },
  );

  it('names a bad field above the box first, as the form shows them', async () => {
    const res = await register(
      registrationForm(await uploadScreenshot(app.url), { phone: 'call me', consent: undefined }),
    );
    expect(res.body).toMatchObject({ message: 'Please enter a valid phone number.', field: 'phone' });
    await expectNothingStored();
  });

  it('stores the notice version in force and the time of the consent with the student, whatever the client claims beside it', async () => {
    const form = registrationForm(await uploadScreenshot(app.url), {
      noticeVersion: PRIVACY_NOTICE_VERSION,
      consentVersion: '1999-01-01',
      consentAt: '2000-01-01T00:00:00Z',
    });
    const window = requestWindow();
    expect((await register(form)).status).toBe(201);
    await expectConsentStored(orm, 'students', form.email, window.close());
  });
});
