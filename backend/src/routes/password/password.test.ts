import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { Student } from '../../entities/index.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { COMMON_PASSWORD, WEAK_PASSWORD } from 'shared/api/password-strength';
import { buildAdmin, buildStudent, FACTORY_PASSWORD } from '../../../test/factories.ts';
import { cookieFrom, countRows, signInAdmin } from '../../../test/accounts.ts';
import { api, type TestApp, useTestApp } from '../../../test/support.ts';
import { messages } from 'shared/messages';
import { PASSWORD_CHANGE_LIMIT } from './password.ts';

let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));

const NEW_PASSWORD = 'Kaveri river at dawn 7';
const login = (email: string, password: string) =>
  api(app.url, '/api/login', { method: 'POST', json: { email, password } });
const me = (cookie: string) => api(app.url, '/api/me', { cookie });
const change = (cookie: string, body: Record<string, unknown>) =>
  api(app.url, '/api/account/password', { method: 'POST', json: body, cookie });
const form = (overrides: Record<string, unknown> = {}) => ({
  currentPassword: FACTORY_PASSWORD,
  newPassword: NEW_PASSWORD,
  confirmPassword: NEW_PASSWORD,
  ...overrides,
});

async function internCookie(email: string) {
  const res = await login(email, FACTORY_PASSWORD);
  expect(res.status).toBe(200);
  return cookieFrom(res.headers)!;
}

describe('POST /api/account/password', () => {
  it("changes an intern's password, ends their other sessions and keeps this one under a new id", async () => {
    const student = await buildStudent(orm.em.fork(), { email: 'change.me@example.in' });
    const laptop = await internCookie('change.me@example.in');
    const phone = await internCookie('change.me@example.in');
    const stolen = await internCookie('change.me@example.in');
    const other = await internCookie((await buildStudent(orm.em.fork())).email);
    // Signed in 3 days ago (the row and the session's own record of it).
    await orm.em
      .fork()
      .getConnection()
      .execute(
        `update sessions set created_at = now() - interval '3 days',
              data = jsonb_set(data, '{signedInAt}', to_jsonb((extract(epoch from now() - interval '3 days') * 1000)::bigint))
        where account_id = ?`,
        [student.id],
      );

    const res = await change(laptop, form());
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      code: 'passwordChanged',
      message: messages.passwordChanged,
      sessionsEnded: 2,
    });
    const rotated = cookieFrom(res.headers)!;
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(laptop);
    expect((await me(rotated)).status).toBe(200);
    for (const cookie of [laptop, phone, stolen]) expect((await me(cookie)).status).toBe(401);
    // Another intern's session is untouched.
    expect((await me(other)).status).toBe(200);
    // The new id keeps the sign-in time: a password change does not stretch the 30 days.
    const [row] = await orm.em
      .fork()
      .getConnection()
      .execute(`select now() - created_at > interval '2 days' as old from sessions where account_id = ?`, [student.id]);
    expect(row?.old).toBe(true);

    expect((await login('change.me@example.in', FACTORY_PASSWORD)).status).toBe(401);
    expect((await login('change.me@example.in', NEW_PASSWORD)).status).toBe(200);
    const stored = await orm.em.fork().findOneOrFail(Student, { id: student.id }, { populate: ['passwordHash'] });
    expect(await verifyPassword(stored.passwordHash, NEW_PASSWORD)).toBe(true);
    expect(await countRows(orm, 'events', `type = 'account.password-changed'`)).toBe(1);
  });

  it("changes an admin's password and ends their other sessions, half-finished sign-ins included", async () => {
    const admin = await buildAdmin(orm.em.fork(), { email: 'admin.change@example.in' });
    const desk = cookieFrom((await signInAdmin(app.url, orm, 'admin.change@example.in')).headers)!;
    const other = cookieFrom((await signInAdmin(app.url, orm, 'admin.change@example.in')).headers)!;
    const halfway = cookieFrom((await login('admin.change@example.in', FACTORY_PASSWORD)).headers)!;
    const res = await change(desk, form());
    expect(res.status, res.text).toBe(200);
    expect(res.body.sessionsEnded).toBe(2);
    expect((await me(cookieFrom(res.headers)!)).body.user).toMatchObject({ role: 'admin', id: admin.id });
    expect((await me(other)).status).toBe(401);
    expect(
      (await api(app.url, '/api/login/code', { method: 'POST', json: { code: '123456' }, cookie: halfway })).status,
    ).toBe(401);
    expect((await login('admin.change@example.in', NEW_PASSWORD)).body.next).toBe('totp');
  });

  it.each([
    [
      'a common password',
      { newPassword: 'Password@123', confirmPassword: 'Password@123' },
      COMMON_PASSWORD,
      'newPassword',
    ],
    ['a top-ten password', { newPassword: '12345678', confirmPassword: '12345678' }, COMMON_PASSWORD, 'newPassword'],
    ['a keyboard walk', { newPassword: 'qwertyuiop', confirmPassword: 'qwertyuiop' }, COMMON_PASSWORD, 'newPassword'],
    [
      'a password made of the e-mail',
      { newPassword: 'strong.checker2026', confirmPassword: 'strong.checker2026' },
      WEAK_PASSWORD,
      'newPassword',
    ],
    [
      'a short password',
      { newPassword: 'Tr1chy!', confirmPassword: 'Tr1chy!' },
      'The password must be at least 8 characters.',
      'newPassword',
    ],
    [
      'a confirmation that differs',
      { confirmPassword: `${NEW_PASSWORD}!` },
      'The new password and its confirmation do not match.',
      'confirmPassword',
    ],
    [
      'the same password again',
      { newPassword: FACTORY_PASSWORD, confirmPassword: FACTORY_PASSWORD },
      'The new password must be different from your current one.',
      'newPassword',
    ],
    [
      'a wrong current password',
      { currentPassword: 'not-my-password' },
      'Your current password is not right.',
      'currentPassword',
    ],
    ['no current password', { currentPassword: '' }, 'Please enter your current password.', 'currentPassword'],
    [
      'a NUL byte',
      { newPassword: 'Kaveri\u0000river 7', confirmPassword: 'Kaveri\u0000river 7' },
      'The password contains characters that are not allowed.',
      'newPassword',
    ],
  ])('refuses %s with a clear message and changes nothing', async (_label, overrides, message, field) => {
    await buildStudent(orm.em.fork(), { email: 'strong.checker2026@example.in', name: 'Strong Checker' });
    const cookie = await internCookie('strong.checker2026@example.in');
    const second = await internCookie('strong.checker2026@example.in');
    const res = await change(cookie, form(overrides));
    expect(res.status, res.text).toBe(400);
    expect(res.body).toMatchObject({ message, field });
    expect((await me(second)).status).toBe(200);
    expect((await login('strong.checker2026@example.in', FACTORY_PASSWORD)).status).toBe(200);
    expect(await countRows(orm, 'events', `type = 'account.password-changed'`)).toBe(0);
  });

  it(`answers 429 after ${PASSWORD_CHANGE_LIMIT.points} wrong current passwords (a stolen session is no guessing oracle)`, async () => {
    await buildStudent(orm.em.fork(), { email: 'oracle@example.in' });
    const cookie = await internCookie('oracle@example.in');
    for (let i = 0; i < PASSWORD_CHANGE_LIMIT.points; i++)
      expect((await change(cookie, form({ currentPassword: `guess-${i}-x` }))).status).toBe(400);
    const blocked = await change(cookie, form());
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("counts per session: a thief's wrong guesses in a stolen session leave the owner's own session able to change the password", async () => {
    await buildStudent(orm.em.fork(), { email: 'robbed@example.in' });
    const stolen = await internCookie('robbed@example.in');
    const owners = await internCookie('robbed@example.in');
    for (let i = 0; i < PASSWORD_CHANGE_LIMIT.points; i++)
      expect((await change(stolen, form({ currentPassword: `guess-${i}-x` }))).status).toBe(400);
    expect((await change(stolen, form())).status).toBe(429);
    const res = await change(owners, form());
    expect(res.status, res.text).toBe(200);
    // Changing it signed the thief's session out.
    expect((await me(stolen)).status).toBe(401);
  });

  it('is refused without a session, and to a half-finished admin sign-in', async () => {
    expect((await change('sid=nobody', form())).status).toBe(401);
    await buildAdmin(orm.em.fork(), { email: 'half@example.in' });
    const halfway = cookieFrom((await login('half@example.in', FACTORY_PASSWORD)).headers)!;
    expect((await change(halfway, form())).status).toBe(401);
    expect((await login('half@example.in', FACTORY_PASSWORD)).status).toBe(200);
  });
});
