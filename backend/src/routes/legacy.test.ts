import type { MikroORM } from '@mikro-orm/postgresql';
import { beforeEach, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from 'shared/privacy';
import { DomainEvent, StoredFile, Student } from '../entities/index.ts';
import { buildReferrer, buildStudent } from '../../test/factories.ts';
import { countRows } from '../../test/accounts.ts';
import { expectConsentStored, multipartConsentRefusals, requestWindow } from '../../test/consent.ts';
import { fileForm, PDF_BYTES, pngBytes } from '../../test/images.ts';
import { signedIn, type SignedIn } from '../../test/signed-in.ts';
import { api, type TestApp, useTestApp } from '../../test/support.ts';

let orm: MikroORM;
let app: TestApp;
let asAdmin: SignedIn;
useTestApp((started) => ({ orm, app } = started));
beforeEach(async () => {
  asAdmin = await signedIn(app, orm, { kind: 'admin' });
});

/** The specification's registration form fields (section 7), without a confirm-password field. */
const specFields = (overrides: Record<string, string> = {}) => ({
  name: 'Senthil Kumar',
  email: 'senthil@example.in',
  college: 'Anna University',
  phoneno: '9840012345',
  startdate: '2026-08-01',
  enddate: '2026-09-30',
  password: 'Madurai@2026',
  department: 'ECE',
  course: 'Embedded Systems and IoT',
  refer: '',
  consent: 'on', // the privacy notice's checkbox, as a browser sends it ticked
  ...overrides,
});

const insertUser = async (fields: Record<string, string>, image?: Buffer, name = 'pay.png', type = 'image/png') => {
  const form = image ? fileForm(image, name, type, 'image', fields) : fileForm('', 'x', 'x', 'unused', fields);
  if (!image) form.delete('unused');
  return api(app.url, '/api/insertuser', { method: 'POST', body: form });
};

describe('POST /api/insertuser (upload and registration in one request)', () => {
  it('enrols the intern with the screenshot, using the specification field names', async () => {
    const referrer = await buildReferrer(orm.em.fork(), { code: 'REFSEN001' });
    const png = await pngBytes();
    const res = await insertUser(specFields({ refer: 'REFSEN001', transaction: '998877665544' }), png);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: '✅ Registration successful!' });
    const em = orm.em.fork();
    const student = await em.findOneOrFail(Student, { email: 'senthil@example.in' });
    expect(student).toMatchObject({
      phone: '9840012345',
      startDate: '2026-08-01',
      endDate: '2026-09-30',
      referralCode: referrer.code,
      utr: '998877665544',
      validated: false,
    });
    const upload = await em.findOneOrFail(StoredFile, { id: student.upload!.id }, { populate: ['data'] });
    expect(upload.purpose).toBe('screenshot-raw');
    expect(Buffer.from(upload.data ?? []).equals(png)).toBe(true);
    expect(await countRows(orm, 'events', `type in ('upload.received', 'student.registered')`)).toBe(2);
    // And the same login form works afterwards.
    expect(
      (
        await api(app.url, '/api/login', {
          method: 'POST',
          json: { email: 'senthil@example.in', password: 'Madurai@2026' },
        })
      ).status,
    ).toBe(200);
  });

  it.each([
    ['no image', specFields(), undefined, 400, '❌ Please upload a payment screenshot.'],
    ['a text file as the image', specFields(), Buffer.from('plain text'), 415, 'The file given is not an image'],
    ['a PDF renamed .jpg', specFields(), PDF_BYTES, 415, 'The file given is not an image'],
    [
      'an unknown refer code',
      specFields({ refer: 'REFNOPE00' }),
      'png',
      400,
      'This referral code does not exist. Check it or leave it empty.',
    ],
    ['a course not offered', specFields({ course: 'Astrology' }), 'png', 400, 'Please choose a course from the list.'],
    ['a missing college', specFields({ college: '' }), 'png', 400, 'Please enter your college.'],
    [
      'a NUL byte in the name',
      specFields({ name: 'Sen\u0000thil' }),
      'png',
      400,
      'Your name contains characters that are not allowed.',
    ],
    [
      'mismatching passwords when both are sent',
      specFields({ confirmpassword: 'other-password' }),
      'png',
      400,
      '❌ Password and Confirm Password do not match.',
    ],
  ] as const)('refuses %s and stores nothing at all', async (_label, fields, image, status, message) => {
    const bytes = image === 'png' ? await pngBytes() : image;
    const res = await insertUser(fields, bytes);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect(await countRows(orm, 'students')).toBe(0);
    expect(await countRows(orm, 'files')).toBe(0);
    expect(await countRows(orm, 'events')).toBe(0);
  });

  it('refuses an e-mail already registered with 409 and leaves no orphan upload', async () => {
    await buildStudent(orm.em.fork(), { email: 'senthil@example.in' });
    const res = await insertUser(specFields({ email: 'Senthil@Example.in' }), await pngBytes());
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('⚠️ Your E-mail already exists');
    expect(await countRows(orm, 'files')).toBe(0);
    expect(await countRows(orm, 'events')).toBe(0);
  });

  it('refuses an 11 MB image with 413 and a 1 MB text field with 413', async () => {
    const big = await insertUser(specFields(), Buffer.concat([await pngBytes(), Buffer.alloc(11 * 1024 * 1024)]));
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('The file is larger than 10 MB.');
    const longField = await insertUser(specFields({ name: 'x'.repeat(1024 * 1024) }), await pngBytes());
    expect(longField.status).toBe(413);
    expect(await countRows(orm, 'students')).toBe(0);
  });
});

describe('POST /api/insertuser: the privacy consent', () => {
  /** The specification's fields with the consent fields given (undefined: not sent, as an unticked checkbox). */
  const withConsent = (consent: Record<string, string | undefined>) => {
    const fields: Record<string, string> = specFields();
    for (const [key, value] of Object.entries(consent)) {
      if (value === undefined) delete fields[key];
      else fields[key] = value;
    }
    return fields;
  };

  it.each(multipartConsentRefusals)(
    'refuses the form %s with 400 and stores nothing, not even the screenshot',
    async (_label, consent, message) => {
      const res = await insertUser(withConsent(consent), await pngBytes());
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(await countRows(orm, 'students')).toBe(0);
      expect(await countRows(orm, 'files')).toBe(0);
      expect(await countRows(orm, 'events')).toBe(0);
    },
  );

  it.each(['on', 'true'])(
    "enrols with the checkbox ticked ('%s') and stores the notice version in force and the time",
    async (ticked) => {
      const window = requestWindow();
      const res = await insertUser(
        withConsent({ consent: ticked, noticeVersion: PRIVACY_NOTICE_VERSION }),
        await pngBytes(),
      );
      expect(res.status).toBe(201);
      await expectConsentStored(orm, 'students', 'senthil@example.in', window.close());
    },
  );
});

describe('the specification admin paths', () => {
  const paths: [string, string, unknown][] = [
    ['POST', '/api/students', { code: 'the-old-built-in-code' }],
    ['POST', '/api/validate', { id: 1 }],
    ['POST', '/api/emptyrefer', { id: 1 }],
    ['GET', '/api/getrefer', undefined],
  ];
  it.each(paths)('%s %s: 401 anonymous (whatever access code), 403 for an intern', async (method, path, json) => {
    const student = await buildStudent(orm.em.fork(), { id: 1, referralCode: 'REFKEEP01' } as Partial<Student>);
    const init = json === undefined ? { method } : { method, json };
    expect((await api(app.url, path, init)).status).toBe(401);
    const asIntern = await signedIn(app, orm, { kind: 'student', id: student.id });
    expect((await asIntern(path, init)).status).toBe(403);
    expect(await orm.em.fork().findOneOrFail(Student, { id: 1 })).toMatchObject({
      validated: false,
      referralCode: 'REFKEEP01',
    });
  });

  it('POST /api/students answers {students} in the specification field names, never a password', async () => {
    await buildReferrer(orm.em.fork(), { code: 'REFLIST01' });
    const student = await buildStudent(orm.em.fork(), { referralCode: 'REFLIST01', utr: '123456789012' });
    const res = await asAdmin('/api/students', { method: 'POST', json: { code: 'ignored' } });
    expect(res.status).toBe(200);
    expect(res.body.students).toEqual([
      {
        id: student.id,
        name: student.name,
        email: student.email,
        college: student.college,
        phoneno: student.phone,
        startdate: '2026-06-01',
        enddate: '2026-07-15',
        department: student.department,
        course: student.course,
        refer: 'REFLIST01',
        transaction: '123456789012',
        validate: false,
        testmark: null,
        image: null,
      },
    ]);
    expect(res.text).not.toMatch(/password|argon2/i);
  });

  it('POST /api/validate {id} and POST /api/emptyrefer {id} run the admin commands', async () => {
    // The internship has not ended: the offer letter and its mail, no certificate yet.
    const student = await buildStudent(orm.em.fork(), { referralCode: 'REFGONE01', endDate: '2099-07-15' });
    const validated = await asAdmin('/api/validate', { method: 'POST', json: { id: student.id } });
    expect(validated.status).toBe(200);
    expect(validated.body.message).toBe('Student validated successfully.');
    expect(validated.body.jobs).toHaveLength(2);
    const again = await asAdmin('/api/validate', { method: 'POST', json: { id: student.id } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This student is already validated.');

    const cleared = await asAdmin('/api/emptyrefer', { method: 'POST', json: { id: String(student.id) } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.message).toBe('Refer code cleared successfully.');
    const after = await orm.em.fork().findOneOrFail(Student, { id: student.id });
    expect(after).toMatchObject({ validated: true, referralCode: null });
    expect(
      await orm.em.fork().count(DomainEvent, { type: { $in: ['student.validated', 'student.referral-cleared'] } }),
    ).toBe(2);

    // Clearing what is already clear is the same success, and records nothing more.
    const clearAgain = await asAdmin('/api/emptyrefer', { method: 'POST', json: { id: student.id } });
    expect(clearAgain.status).toBe(200);
    expect(clearAgain.body).toMatchObject({ success: true, message: 'Refer code cleared successfully.' });
    expect(await orm.em.fork().count(DomainEvent, { type: 'student.referral-cleared' })).toBe(1);
    expect((await asAdmin('/api/emptyrefer', { method: 'POST', json: { id: 424242 } })).status).toBe(404);
  });

  it.each([
    ['no id', {}],
    ['an id that is not a number', { id: 'abc' }],
    ['an id that is a list', { id: [1] }],
  ])('POST /api/validate with %s answers 400 with a message', async (_label, json) => {
    const res = await asAdmin('/api/validate', { method: 'POST', json });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('No student has this id.');
  });

  it("POST /api/students shows a student's refer code only when the referral counts (the spec's client counted by it)", async () => {
    const em = orm.em.fork();
    const active = await buildReferrer(em, { code: 'REFCOUNT1', phone: '9000000011' });
    // A record from before confirmation that shares a phone with an active one stayed unconfirmed (migration).
    await buildReferrer(em, { code: 'REFDUPE01', confirmedAt: null });
    const counted = await buildStudent(em, { referralCode: 'REFCOUNT1', validated: true });
    const ownPhone = await buildStudent(em, { referralCode: 'REFCOUNT1', phone: active.phone, validated: true });
    const unconfirmed = await buildStudent(em, { referralCode: 'REFDUPE01', validated: true });
    const res = await asAdmin('/api/students', { method: 'POST', json: { code: 'ignored' } });
    const refer = Object.fromEntries(
      (res.body.students as { id: number; refer: string }[]).map((s) => [s.id, s.refer]),
    );
    expect(refer).toEqual({ [counted.id]: 'REFCOUNT1', [ownPhone.id]: '', [unconfirmed.id]: '' });
  });

  it('GET /api/getrefer lists the active referrer records, never an unconfirmed join', async () => {
    const referrer = await buildReferrer(orm.em.fork(), { name: 'Revathi', code: 'REFREV001', upiId: 'revathi@oksbi' });
    const joined = await api(app.url, '/api/insertrefer', {
      method: 'POST',
      json: {
        name: 'Unconfirmed',
        phoneno: '9000000012',
        upiid: 'pending@ybl',
        email: 'pending@example.in',
        refer: '',
        consent: true,
      },
    });
    expect(joined.status).toBe(201);
    const res = await asAdmin('/api/getrefer');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { name: 'Revathi', email: referrer.email, phoneno: referrer.phone, refer: 'REFREV001', upiid: 'revathi@oksbi' },
    ]);
  });
});
