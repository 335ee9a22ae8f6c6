import type { MikroORM } from '@mikro-orm/postgresql';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { Admin, AdminRecoveryCode, DomainEvent } from '../../entities/index.ts';
import { open, keyFrom } from '../../lib/secret-box.ts';
import { TOTP_PERIOD_SEC, totpCode } from '../../lib/totp.ts';
import { buildAdmin, FACTORY_PASSWORD, FACTORY_TOTP_SECRET } from '../../../test/factories.ts';
import { cookieFrom, countRows, freshTotpCode } from '../../../test/accounts.ts';
import { api, type TestApp, useTestApp } from '../../../test/support.ts';
import { messages } from 'shared/messages';
import { SECOND_STEP_LIMITS } from './two-factor.ts';

let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));

const WRONG =
  'That code is not right. Enter the newest 6-digit code from your authenticator app, or one of your recovery codes.';
const post = (path: string, json: unknown, cookie?: string) =>
  api(app.url, path, { method: 'POST', json, ...(cookie ? { cookie } : {}) });
const me = (cookie: string) => api(app.url, '/api/me', { cookie });

/** The password step; returns the half-signed-in cookie and the answer. */
async function passwordStep(email: string) {
  const res = await post('/api/login', { email, password: FACTORY_PASSWORD });
  expect(res.status, res.text).toBe(200);
  return { res, cookie: cookieFrom(res.headers)! };
}

/** The code an authenticator app shows at a given Unix time (otplib, as the phone computes it). */
const codeAt = (secret: string, epochSec: number) => generate({ secret, epoch: epochSec });

describe('an admin with an authenticator signs in with a second step', () => {
  it('password, then the code from the app: only then an admin session (new cookie)', async () => {
    const admin = await buildAdmin(orm.em.fork(), { email: 'second.step@example.in' });
    const { res, cookie } = await passwordStep('second.step@example.in');
    expect(res.body).toMatchObject({ next: 'totp' });
    expect(res.body.user).toBeUndefined();
    // Halfway: no admin route, not even /api/me.
    for (const path of ['/api/me', '/api/admin/students', '/api/admin/security', '/admin/queues']) {
      expect((await api(app.url, path, { cookie })).status, path).toBe(401);
    }
    const code = await codeAt(FACTORY_TOTP_SECRET, Math.floor(Date.now() / 1000));
    const done = await post('/api/login/code', { code }, cookie);
    expect(done.status, done.text).toBe(200);
    expect(done.body).toMatchObject({
      success: true,
      message: 'Login successful!',
      user: { role: 'admin', id: admin.id },
    });
    const adminCookie = cookieFrom(done.headers)!;
    expect(adminCookie).not.toBe(cookie);
    expect((await me(adminCookie)).status).toBe(200);
    expect((await api(app.url, '/api/admin/students', { cookie: adminCookie })).status).toBe(200);
    // The half-way id is dead: the session id rotated again.
    expect((await me(cookie)).status).toBe(401);
    expect(await countRows(orm, 'events', `type = 'admin.second-factor-verified'`)).toBe(1);
  });

  it('accepts the previous and next 30-second code (a phone clock a little off), not one further away', async () => {
    await buildAdmin(orm.em.fork(), { email: 'drift@example.in' });
    const nowSec = () => Math.floor(Date.now() / 1000);
    const far = await post(
      '/api/login/code',
      { code: await codeAt(FACTORY_TOTP_SECRET, nowSec() - 3 * TOTP_PERIOD_SEC) },
      (await passwordStep('drift@example.in')).cookie,
    );
    expect(far.status).toBe(401);
    expect(far.body.message).toBe(WRONG);
    const { cookie } = await passwordStep('drift@example.in');
    expect(
      (await post('/api/login/code', { code: await codeAt(FACTORY_TOTP_SECRET, nowSec() - TOTP_PERIOD_SEC) }, cookie))
        .status,
    ).toBe(200);
  });

  it('refuses a wrong code with a message, and a replayed code even within its window', async () => {
    await buildAdmin(orm.em.fork(), { email: 'replay@example.in' });
    const { cookie } = await passwordStep('replay@example.in');
    const wrong = await post('/api/login/code', { code: '000000' }, cookie);
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(WRONG);
    expect(cookieFrom(wrong.headers)).toBeUndefined();
    expect((await me(cookie)).status).toBe(401);

    const code = await totpCode(FACTORY_TOTP_SECRET);
    expect((await post('/api/login/code', { code }, cookie)).status).toBe(200);
    // Someone who saw that code over the admin's shoulder, with the password, 2 seconds later:
    const thief = await passwordStep('replay@example.in');
    const replayed = await post('/api/login/code', { code }, thief.cookie);
    expect(replayed.status).toBe(401);
    expect(replayed.body.message).toBe(WRONG);
    expect((await me(thief.cookie)).status).toBe(401);
  });

  it('lets only one of two simultaneous requests with the same code through', async () => {
    await buildAdmin(orm.em.fork(), { email: 'race@example.in' });
    const [a, b] = [await passwordStep('race@example.in'), await passwordStep('race@example.in')];
    const code = await totpCode(FACTORY_TOTP_SECRET);
    const answers = await Promise.all([
      post('/api/login/code', { code }, a.cookie),
      post('/api/login/code', { code }, b.cookie),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it(`answers 429 after ${SECOND_STEP_LIMITS.perAccount} wrong codes for the account, even with the right one`, async () => {
    await buildAdmin(orm.em.fork(), { email: 'guess.code@example.in' });
    for (let i = 0; i < SECOND_STEP_LIMITS.perAccount; i++) {
      // A fresh password step each time: starting over does not reset the count.
      const { cookie } = await passwordStep('guess.code@example.in');
      expect((await post('/api/login/code', { code: String(100000 + i) }, cookie)).status).toBe(401);
    }
    const { cookie } = await passwordStep('guess.code@example.in');
    const blocked = await post('/api/login/code', { code: await freshTotpCode(orm, 'guess.code@example.in') }, cookie);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many wrong codes. Please wait 15 minutes and try again.');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await me(cookie)).status).toBe(401);
  });

  it('refuses the second step without a password step, or once it is older than 15 minutes', async () => {
    const admin = await buildAdmin(orm.em.fork(), { email: 'late@example.in' });
    const none = await post('/api/login/code', { code: '123456' });
    expect(none.status).toBe(401);
    expect(none.body.message).toBe(messages.signInExpired);

    const { cookie } = await passwordStep('late@example.in');
    await orm.em
      .fork()
      .getConnection()
      .execute(
        `update sessions set created_at = now() - interval '16 minutes' where account_id = ? and account_kind = 'admin'`,
        [admin.id],
      );
    const late = await post('/api/login/code', { code: await freshTotpCode(orm, 'late@example.in') }, cookie);
    expect(late.status).toBe(401);
    expect(late.body.message).toBe(messages.signInExpired);
  });

  it.each([
    ['no code', {}, 'Please enter the code.'],
    ['a blank code', { code: '   ' }, 'Please enter the code.'],
    ['a number', { code: 123456 }, 'Please enter the code.'],
    ['a NUL byte', { code: '12\u00003456' }, 'Enter the 6-digit code from your authenticator app, or a recovery code.'],
    [
      'a very long code',
      { code: '1'.repeat(500) },
      'Enter the 6-digit code from your authenticator app, or a recovery code.',
    ],
  ])('refuses %s with a message, never a 500', async (_label, body, message) => {
    await buildAdmin(orm.em.fork(), { email: 'bad.input@example.in' });
    const { cookie } = await passwordStep('bad.input@example.in');
    const res = await post('/api/login/code', body, cookie);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('an admin without an authenticator sets one up right after the password', () => {
  it('QR code secret, a first code, 10 recovery codes shown once; the secret is sealed and never shown again', async () => {
    const admin = await buildAdmin(orm.em.fork(), { email: 'new.admin@example.in', totp: false });
    const { res, cookie } = await passwordStep('new.admin@example.in');
    expect(res.body).toMatchObject({
      next: 'totp-enrolment',
      message: 'Admins sign in with a second step: set up an authenticator app now.',
    });
    // Enrolment is all this session reaches.
    expect((await api(app.url, '/api/admin/students', { cookie })).status).toBe(401);
    expect((await post('/api/login/code', { code: '123456' }, cookie)).status).toBe(401);

    const begin = await post('/api/login/totp-enrolment', undefined, cookie);
    expect(begin.status, begin.text).toBe(200);
    const secret = begin.body.secret as string;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(begin.body.otpauthUri).toBe(
      `otpauth://totp/Tamil%20Nadu%20Tech%20Academy:new.admin%40example.in?secret=${secret}&issuer=Tamil%20Nadu%20Tech%20Academy`,
    );
    // Stored sealed: the column is not the secret, and opens only with the key.
    const stored = await orm.em.fork().findOneOrFail(Admin, { id: admin.id }, { populate: ['totpSecret'] });
    expect(stored.totpSecret).not.toContain(secret);
    expect(open(stored.totpSecret!, keyFrom(app.config.TOTP_KEY))).toBe(secret);
    expect(open(stored.totpSecret!, keyFrom('ab'.repeat(32)))).toBeUndefined();

    const wrong = await post('/api/login/totp-enrolment/confirm', { code: '000000' }, cookie);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(
      'That code is not right. Check the time on your phone and enter the newest 6-digit code.',
    );

    const confirm = await post('/api/login/totp-enrolment/confirm', { code: await totpCode(secret) }, cookie);
    expect(confirm.status, confirm.text).toBe(200);
    expect(confirm.body.user).toMatchObject({ role: 'admin', id: admin.id });
    const codes = confirm.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
    const adminCookie = cookieFrom(confirm.headers)!;
    expect((await api(app.url, '/api/admin/students', { cookie: adminCookie })).status).toBe(200);

    // Recovery codes are stored hashed; nothing shows the secret or the codes again.
    const rows = await orm.em.fork().find(AdminRecoveryCode, { admin: admin.id });
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(row.codeHash).toMatch(/^\$argon2id\$/);
    const security = await api(app.url, '/api/admin/security', { cookie: adminCookie });
    expect(security.status).toBe(200);
    expect(security.body.twoFactor).toMatchObject({ recoveryCodesLeft: 10, enabledAt: expect.any(String) });
    expect(security.text).not.toContain(secret);
    for (const c of codes) expect(security.text).not.toContain(c);
    // Enrolment cannot be started again over an enabled authenticator, even halfway through a new sign-in.
    const again = await passwordStep('new.admin@example.in');
    expect(again.res.body.next).toBe('totp');
    expect((await post('/api/login/totp-enrolment', undefined, again.cookie)).status).toBe(401);
    expect(await countRows(orm, 'events', `type = 'admin.totp-enabled'`)).toBe(1);
  });

  it('the first code of the set-up cannot be replayed at the next sign-in', async () => {
    await buildAdmin(orm.em.fork(), { email: 'first.code@example.in', totp: false });
    const { cookie } = await passwordStep('first.code@example.in');
    const secret = (await post('/api/login/totp-enrolment', undefined, cookie)).body.secret as string;
    const code = await totpCode(secret);
    expect((await post('/api/login/totp-enrolment/confirm', { code }, cookie)).status).toBe(200);
    const next = await passwordStep('first.code@example.in');
    expect((await post('/api/login/code', { code }, next.cookie)).status).toBe(401);
  });
});

describe('recovery codes', () => {
  async function enrolled(email: string) {
    await buildAdmin(orm.em.fork(), { email, totp: false });
    const { cookie } = await passwordStep(email);
    const secret = (await post('/api/login/totp-enrolment', undefined, cookie)).body.secret as string;
    const confirm = await post('/api/login/totp-enrolment/confirm', { code: await totpCode(secret) }, cookie);
    return { secret, codes: confirm.body.recoveryCodes as string[], cookie: cookieFrom(confirm.headers)! };
  }

  it('sign an admin in once each (typed in any case, with spaces), and say how many are left', async () => {
    const { codes } = await enrolled('lost.phone@example.in');
    const first = await passwordStep('lost.phone@example.in');
    const typed = ` ${codes[3]!.toUpperCase().replace('-', ' ')} `;
    const used = await post('/api/login/code', { code: typed }, first.cookie);
    expect(used.status, used.text).toBe(200);
    expect(used.body.recoveryCodesLeft).toBe(9);
    expect((await me(cookieFrom(used.headers)!)).status).toBe(200);

    const second = await passwordStep('lost.phone@example.in');
    const again = await post('/api/login/code', { code: codes[3] }, second.cookie);
    expect(again.status).toBe(401);
    expect(again.body.message).toBe(WRONG);
    expect((await post('/api/login/code', { code: 'zzzzz-zzzzz' }, second.cookie)).status).toBe(401);
    expect((await post('/api/login/code', { code: codes[4] }, second.cookie)).status).toBe(200);
    const events = await orm.em
      .fork()
      .find(DomainEvent, { type: 'admin.second-factor-verified' }, { orderBy: { id: 'asc' } });
    expect(events.map((e) => e.payload)).toEqual([
      expect.objectContaining({ method: 'recovery-code', recoveryCodesLeft: 9 }),
      expect.objectContaining({ method: 'recovery-code', recoveryCodesLeft: 8 }),
    ]);
  });

  it('can be renewed from the Security screen with a current code; the old ones stop working', async () => {
    const { secret, codes, cookie } = await enrolled('renew@example.in');
    const wrong = await post('/api/admin/recovery-codes', { code: '000000' }, cookie);
    expect(wrong.status).toBe(400);
    const renewed = await post('/api/admin/recovery-codes', { code: await totpCode(secret, 1) }, cookie);
    expect(renewed.status, renewed.text).toBe(200);
    const fresh = renewed.body.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.some((c) => codes.includes(c))).toBe(false);
    const step = await passwordStep('renew@example.in');
    expect((await post('/api/login/code', { code: codes[0] }, step.cookie)).status).toBe(401);
    expect((await post('/api/login/code', { code: fresh[0] }, step.cookie)).status).toBe(200);
  });
});
