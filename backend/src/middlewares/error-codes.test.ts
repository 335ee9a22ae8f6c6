import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import type { ErrorCode } from 'shared/api/envelope';
import { isMessageCode, messages, type MessageCode } from 'shared/messages';
import { buildStudent } from '../../test/factories.ts';
import { registrationForm, uploadScreenshot } from '../../test/accounts.ts';
import { fileForm, PDF_BYTES } from '../../test/images.ts';
import { signedIn } from '../../test/signed-in.ts';
import { api, type TestApp, useTestApp } from '../../test/support.ts';
import { HttpError, conflict, validationError } from '../errors.ts';

let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));

type Answer = Awaited<ReturnType<typeof api>>;
const post = (path: string, json: unknown) => api(app.url, path, { method: 'POST', json });

/** Every error answer: a code; a shared message's key says exactly that message, any other code is the refusal's kind. */
function expectCoded(res: Answer, status: number, code: ErrorCode) {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ success: false, code });
  if (isMessageCode(code)) expect(res.body.message).toBe(messages[code]);
  else expect(res.body.error).toBe(code);
}

describe('every error answer carries a stable code', () => {
  it("a refusal worded from a field's label: its valued code and values, the field, the English unchanged", async () => {
    const long = await post(
      '/api/registrations',
      registrationForm('00000000-0000-4000-8000-000000000000', { name: 'N'.repeat(101) }),
    );
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({
      error: 'validation_error',
      code: 'textTooLong',
      values: { label: 'your name', max: 100 },
      message: 'Your name is too long (at most 100 characters).',
      field: 'name',
    });
    const odd = await post(
      '/api/registrations',
      registrationForm('00000000-0000-4000-8000-000000000000', { college: 'Bishop\u0007Heber' }),
    );
    expect(odd.body).toMatchObject({ code: 'textNotAllowed', field: 'college' });
    expect(odd.body.message).toMatch(/ contains characters that are not allowed\.$/);
  });

  it("a validation refusal in a shared message's words (a zod schema's): that message's key", async () => {
    const res = await post('/api/referrers', {});
    expectCoded(res, 400, 'fieldsMissing');
  });

  it('the consent refusals: their keys, which the forms decide by', async () => {
    const contact = {
      name: 'Karthik',
      email: 'karthik@example.in',
      subject: 'Internship',
      message: 'When does the next batch start?',
    };
    expectCoded(await post('/api/contact', { ...contact, consent: false }), 400, 'consentRequired');
    expectCoded(
      await post('/api/contact', { ...contact, consent: true, noticeVersion: '2025-01-01' }),
      400,
      'consentOutdated',
    );
  });

  it('401: a plain one, and the failed login', async () => {
    expectCoded(await api(app.url, '/api/admin/students'), 401, 'pleaseLogIn');
    await buildStudent(orm.em.fork(), { email: 'meena@example.in' });
    expectCoded(
      await post('/api/login', { email: 'meena@example.in', password: 'not-the-password' }),
      401,
      'loginFailed',
    );
  });

  it('403: an intern on an admin screen', async () => {
    const intern = await signedIn(app, orm, { kind: 'student' });
    expectCoded(await intern('/api/admin/students'), 403, 'adminsOnly');
  });

  it('404: an unknown API path, and an unknown certificate', async () => {
    expectCoded(await api(app.url, '/api/nothing-here'), 404, 'notFound');
    expectCoded(
      await api(app.url, `/api/verify/${randomBytes(32).toString('base64url')}`),
      404,
      'noCertificateMatches',
    );
  });

  it('409: an e-mail already registered', async () => {
    await buildStudent(orm.em.fork(), { email: 'taken@example.in' });
    const res = await post(
      '/api/registrations',
      registrationForm(await uploadScreenshot(app.url), { email: 'taken@example.in' }),
    );
    expectCoded(res, 409, 'emailExists');
  });

  it('410: an unknown password-reset link', async () => {
    const token = randomBytes(32).toString('base64url');
    expectCoded(
      await post('/api/password-reset/confirm', {
        token,
        newPassword: 'Kodaikanal#Lake42',
        confirmPassword: 'Kodaikanal#Lake42',
      }),
      410,
      'linkExpired',
    );
  });

  it("413: a body over the parser's limit", async () => {
    const res = await api(app.url, '/api/contact', {
      method: 'POST',
      body: JSON.stringify({ message: 'x'.repeat(200_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expectCoded(res, 413, 'requestTooLarge');
  });

  it('415: a file that is not an image', async () => {
    expectCoded(
      await api(app.url, '/api/uploads', { method: 'POST', body: fileForm(PDF_BYTES, 'payment.jpg', 'image/jpeg') }),
      415,
      'notAnImage',
    );
  });

  it('429: too many tries', async () => {
    let res: Answer | undefined;
    for (let i = 0; i < 11; i++)
      res = await post('/api/referrers/verify', { email: 'meena@example.in', phone: `90000000${10 + i}` });
    expectCoded(res!, 429, 'tryAgainIn15Minutes');
  });
});

describe('HttpError', () => {
  it('takes a shared message by its key, and gives shared words their key: code and words cannot disagree', () => {
    for (const code of Object.keys(messages) as MessageCode[]) {
      expect(conflict(code)).toMatchObject({ status: 409, code, message: messages[code] });
      // A zod schema's refusal carries only the words.
      expect(new HttpError(400, messages[code], 'validation_error')).toMatchObject({ code, message: messages[code] });
    }
  });

  it('a valued message: its code, its values (for the site to word) and its English', () => {
    expect(conflict({ code: 'certificateNotYet', values: { date: '2026-12-01' } })).toMatchObject({
      status: 409,
      code: 'certificateNotYet',
      values: { date: '2026-12-01' },
      message: 'Certificate will be available on 01/12/2026',
    });
  });

  it('answers words only one place uses with the kind as the code', () => {
    expect(validationError('Please enter the code.', 'code')).toMatchObject({
      code: 'validation_error',
      message: 'Please enter the code.',
      details: { field: 'code' },
    });
  });
});
