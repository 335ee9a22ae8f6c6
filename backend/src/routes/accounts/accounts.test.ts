import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it, vi } from 'vitest';
import { Student } from '../../entities/index.ts';
import * as passwords from '../../lib/passwords.ts';
import { buildAdmin, buildStudent, FACTORY_PASSWORD } from '../../../test/factories.ts';
import { cookieFrom, countRows, freshTotpCode } from '../../../test/accounts.ts';
import { api, type TestApp, useTestApp } from '../../../test/support.ts';
import { LOGIN_LIMITS } from './accounts.ts';

const LOGIN_FAILED = 'Login failed: Invalid user or credentials.';

let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));

const login = (json: unknown, cookie?: string) =>
  api(app.url, '/api/login', { method: 'POST', json, ...(cookie ? { cookie } : {}) });
const me = (cookie?: string) => api(app.url, '/api/me', cookie ? { cookie } : {});

describe('POST /api/login', () => {
  it('logs an intern in with an HttpOnly SameSite=Lax session cookie; GET /api/me then answers the user in our field names', async () => {
    const student = await buildStudent(orm.em.fork(), {
      email: 'kavya@example.in',
      startDate: '2026-06-01',
      endDate: '2026-07-15',
    });
    const res = await login({ email: 'kavya@example.in', password: FACTORY_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Login successful!' });
    // The login's user is the specification's record (legacy-contract.test.ts reads it as its client does).
    expect(res.body.user).toMatchObject({ role: 'student', id: student.id, startdate: '2026-06-01', validate: false });
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
    expect(setCookie).toBeDefined();
    expect(setCookie).toMatch(/httponly/i);
    expect(setCookie).toMatch(/samesite=lax/i);
    expect(setCookie).toMatch(/path=\//i);

    const who = await me(cookieFrom(res.headers));
    expect(who.status).toBe(200);
    expect(who.body.user).toEqual({
      role: 'student',
      id: student.id,
      internId: `TNTAIN${student.id}`,
      name: student.name,
      email: 'kavya@example.in',
      college: student.college,
      phone: student.phone,
      department: student.department,
      course: student.course,
      startDate: '2026-06-01',
      endDate: '2026-07-15',
      durationDays: 44,
      validated: false,
      testMark: null,
      paymentReference: null, // a factory-made student; a registered one always has one
      rejection: null,
      emailVerified: false, // until the mailed link is used; login never waits for it
      emailDisowned: false, // until the address owner says "This wasn't me"
      language: 'en', // until the intern chooses another (docs/I18N.md)
    });
  });

  it('takes an admin through the same form, whatever the case and spacing of the e-mail, to the second step', async () => {
    const admin = await buildAdmin(orm.em.fork(), { email: 'ops@example.in', name: 'Operations' });
    const res = await login({ email: '  OPS@Example.IN ', password: FACTORY_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      next: 'totp',
      message: 'Enter the 6-digit code from your authenticator app.',
    });
    expect(res.body.user).toBeUndefined();
    // The password alone is not an admin session.
    const halfway = cookieFrom(res.headers)!;
    expect((await me(halfway)).status).toBe(401);
    const code = await api(app.url, '/api/login/code', {
      method: 'POST',
      json: { code: await freshTotpCode(orm, 'ops@example.in') },
      cookie: halfway,
    });
    expect(code.status).toBe(200);
    expect(code.body.user).toEqual({
      role: 'admin',
      staffRole: 'admin',
      id: admin.id,
      name: 'Operations',
      email: 'ops@example.in',
    });
    expect((await me(cookieFrom(code.headers))).body.user).toMatchObject({ role: 'admin', id: admin.id });
  });

  it('gives the same answer for an unknown e-mail and a wrong password, and no session', async () => {
    await buildStudent(orm.em.fork(), { email: 'arun@example.in' });
    const wrongPassword = await login({ email: 'arun@example.in', password: 'not-the-password' });
    const unknownEmail = await login({ email: 'nobody@example.in', password: FACTORY_PASSWORD });
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(LOGIN_FAILED);
      expect(cookieFrom(res.headers)).toBeUndefined();
    }
    const { requestId: _a, ...one } = wrongPassword.body;
    const { requestId: _b, ...other } = unknownEmail.body;
    expect(one).toEqual(other);
    expect(await countRows(orm, 'sessions')).toBe(0);
  });

  it('costs an unknown e-mail a full password check, so timing does not tell it from a wrong password', async () => {
    // The work is counted, not timed: each failed login verifies one argon2 hash, and argon2's cost is in
    // the hash's own parameters (memory, passes, lanes), so the unknown e-mail's verification against the
    // dummy hash costs what the known account's costs. (The times themselves: bench/login-timing.ts.)
    const known = await buildStudent(orm.em.fork(), { email: 'timed@example.in' });
    const verifications = vi.spyOn(passwords, 'verifyPassword');
    try {
      expect((await login({ email: 'timed@example.in', password: 'another-password' })).status).toBe(401);
      expect((await login({ email: 'nobody@example.in', password: 'another-password' })).status).toBe(401);
      expect(verifications).toHaveBeenCalledTimes(2);
      const [[wrongHash], [unknownHash]] = verifications.mock.calls as [[string, string], [string, string]];
      expect(wrongHash).toBe(known.passwordHash);
      const cost = (hash: string) => /^\$argon2id\$v=\d+\$m=\d+,t=\d+,p=\d+\$/.exec(hash)?.[0];
      expect(cost(known.passwordHash)).toBeDefined();
      expect(cost(unknownHash)).toBe(cost(known.passwordHash));
      // Both verifications ran to their end (a hash argon2 cannot read would be refused at once, also false).
      for (const { value } of verifications.mock.results) await expect(value).resolves.toBe(false);
    } finally {
      verifications.mockRestore();
    }
  });

  it('rotates the session id: a cookie from before the login does not carry the logged-in user', async () => {
    await buildStudent(orm.em.fork(), { email: 'divya@example.in' });
    // An id planted in the browser before login (session fixation) is not the one logged in.
    const planted = 'sid=planted-by-someone-else-0123456789abcdef';
    const first = await login({ email: 'divya@example.in', password: FACTORY_PASSWORD }, planted);
    const firstCookie = cookieFrom(first.headers)!;
    expect(firstCookie).toBeDefined();
    expect(firstCookie).not.toBe(planted);
    expect((await me(planted)).status).toBe(401);

    // Logging in again from a logged-in browser issues a new id and kills the old one.
    const second = await login({ email: 'divya@example.in', password: FACTORY_PASSWORD }, firstCookie);
    const secondCookie = cookieFrom(second.headers)!;
    expect(secondCookie).toBeDefined();
    expect(secondCookie).not.toBe(firstCookie);
    expect((await me(firstCookie)).status).toBe(401);
    expect((await me(secondCookie)).status).toBe(200);
    expect(await countRows(orm, 'sessions')).toBe(1);
  });

  it.each([
    ['no body', undefined, 400, 'Please enter your e-mail and password.'],
    ['a missing password', { email: 'a@example.in' }, 400, 'Please enter your e-mail and password.'],
    ['a blank e-mail', { email: '  ', password: 'x' }, 400, 'Please enter your e-mail and password.'],
    ['wrong types', { email: ['a@example.in'], password: 12345678 }, 400, 'Please enter your e-mail and password.'],
    ['a NUL byte in the e-mail', { email: 'a\u0000@example.in', password: 'whatever1' }, 400, LOGIN_FAILED],
    ['a NUL byte in the password', { email: 'a@example.in', password: 'pass\u0000word' }, 400, LOGIN_FAILED],
    ['an absurdly long e-mail', { email: `${'a'.repeat(5000)}@example.in`, password: 'whatever1' }, 400, LOGIN_FAILED],
    ['a 1 MB password', { email: 'a@example.in', password: 'x'.repeat(1024 * 1024) }, 413, 'The request is too large.'],
  ])('refuses %s with a message, never a 500, and starts no session', async (_label, body, status, message) => {
    const res = await login(body ?? {});
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    expect(await countRows(orm, 'sessions')).toBe(0);
  });

  it(`slows the address after ${LOGIN_LIMITS.freeFailures} failures for one e-mail, even with the right password from it; never locks the account`, async () => {
    const owner = await buildStudent(orm.em.fork(), { email: 'guessme@example.in' });
    for (let i = 0; i < LOGIN_LIMITS.freeFailures; i++) {
      expect((await login({ email: 'guessme@example.in', password: `guess-${i}` })).status).toBe(401);
    }
    const blocked = await login({ email: 'GuessMe@example.in', password: FACTORY_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many login attempts. Please wait 1 second and try again.');
    expect(blocked.headers.get('retry-after')).toBe('1');
    expect(cookieFrom(blocked.headers)).toBeUndefined();
    // The wait over, the right password gets in, and the address's failures are forgotten.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await login({ email: owner.email, password: FACTORY_PASSWORD })).status).toBe(200);
    expect((await login({ email: owner.email, password: 'guess-again' })).status).toBe(401);
    expect((await login({ email: owner.email, password: FACTORY_PASSWORD })).status).toBe(200);
  });

  it('answers an unknown e-mail exactly like an account that exists, so the slowing does not tell which exist', async () => {
    await buildStudent(orm.em.fork(), { email: 'exists@example.in' });
    const failures = async (email: string) => {
      const statuses: number[] = [];
      for (let i = 0; i < LOGIN_LIMITS.freeFailures; i++)
        statuses.push((await login({ email, password: `guess-${i}` })).status);
      return { statuses, blocked: await login({ email, password: FACTORY_PASSWORD }) };
    };
    const known = await failures('exists@example.in');
    const unknown = await failures('does-not-exist@example.in');
    expect(known.statuses).toEqual(Array(LOGIN_LIMITS.freeFailures).fill(401));
    expect(unknown.statuses).toEqual(known.statuses);
    for (const { blocked } of [known, unknown]) {
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toBe('1');
    }
    const { requestId: _a, ...one } = known.blocked.body;
    const { requestId: _b, ...other } = unknown.blocked.body;
    expect(one).toEqual(other);
  });

  it('does not count successful logins: the owner signing in often is never slowed', async () => {
    const student = await buildStudent(orm.em.fork());
    for (let i = 0; i < LOGIN_LIMITS.freeFailures + 5; i++) {
      expect((await login({ email: student.email, password: FACTORY_PASSWORD })).status).toBe(200);
    }
    // Failures count from zero; a success forgets them.
    for (let i = 0; i < LOGIN_LIMITS.freeFailures - 1; i++)
      expect((await login({ email: student.email, password: 'nope-nope' })).status).toBe(401);
    expect((await login({ email: student.email, password: FACTORY_PASSWORD })).status).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.freeFailures - 1; i++)
      expect((await login({ email: student.email, password: 'nope-nope' })).status).toBe(401);
    expect((await login({ email: student.email, password: FACTORY_PASSWORD })).status).toBe(200);
  });

  it('lets no more than the free guesses and one more through when 30 are sent at once', async () => {
    await buildStudent(orm.em.fork(), { email: 'parallel@example.in' });
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login({ email: 'parallel@example.in', password: `guess-${i}` }).then((r) => r.status),
      ),
    );
    const tried = statuses.filter((s) => s === 401).length;
    expect(tried).toBeGreaterThanOrEqual(LOGIN_LIMITS.freeFailures);
    expect(tried).toBeLessThanOrEqual(LOGIN_LIMITS.freeFailures + 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - tried);
  });

  it('answers 429 after 50 failed logins from one address, whichever e-mails they tried', async () => {
    const student = await buildStudent(orm.em.fork());
    // Successful logins from a shared network (a college lab) do not use up the budget.
    for (let i = 0; i < 3; i++)
      expect((await login({ email: student.email, password: FACTORY_PASSWORD })).status).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.failuresPerIp; i++) {
      expect((await login({ email: `someone-${i}@example.in`, password: 'guess-guess' })).status).toBe(401);
    }
    const blocked = await login({ email: student.email, password: FACTORY_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('POST /api/logout and GET /api/me', () => {
  it('ends the session: the cookie no longer works and the row is gone', async () => {
    const student = await buildStudent(orm.em.fork());
    const cookie = cookieFrom((await login({ email: student.email, password: FACTORY_PASSWORD })).headers)!;
    expect((await me(cookie)).status).toBe(200);
    const out = await api(app.url, '/api/logout', { method: 'POST', cookie });
    expect(out.status).toBe(204);
    expect((await me(cookie)).status).toBe(401);
    expect(await countRows(orm, 'sessions')).toBe(0);
  });

  it('answers 204 to a logout without a session', async () => {
    expect((await api(app.url, '/api/logout', { method: 'POST' })).status).toBe(204);
  });

  it('answers 401 without a session, and when the account no longer exists', async () => {
    expect((await me()).status).toBe(401);
    const em = orm.em.fork();
    const student = await buildStudent(em);
    const cookie = cookieFrom((await login({ email: student.email, password: FACTORY_PASSWORD })).headers)!;
    await em.nativeDelete(Student, { id: student.id });
    const res = await me(cookie);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Please log in.');
  });

  it('shows a validated intern with a test mark as such', async () => {
    const student = await buildStudent(orm.em.fork(), { validated: true, validatedAt: new Date(), testMark: 21 });
    const cookie = cookieFrom((await login({ email: student.email, password: FACTORY_PASSWORD })).headers)!;
    expect((await me(cookie)).body.user).toMatchObject({ validated: true, testMark: 21 });
  });
});
