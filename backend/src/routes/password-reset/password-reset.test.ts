import { createHash, randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { messages } from 'shared/messages';
import { PASSWORD_RESET_TTL_MINUTES } from 'shared/business';
import { COMMON_PASSWORD } from 'shared/api/password-strength';
import { describe, expect, it } from 'vitest';
import { issuePasswordReset } from '../../commands/issue-password-reset.ts';
import { DomainEvent } from '../../entities/index.ts';
import { buildAdmin, buildStudent, FACTORY_PASSWORD } from '../../../test/factories.ts';
import { countRows } from '../../../test/accounts.ts';
import { signedIn, type SignedIn } from '../../../test/signed-in.ts';
import { api, type TestApp, useTestApp } from '../../../test/support.ts';
import { mailedToken } from '../../../test/mail.ts';
import { LINK_REQUEST_LIMIT, LINK_USE_LIMIT } from '../../middlewares/rate-limit.ts';

let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));

const NEW_PASSWORD = 'Marina beach kite 42';
const EXPIRED = messages.linkExpired;
const login = (email: string, password: string) =>
  api(app.url, '/api/login', { method: 'POST', json: { email, password } });
const me = (as: SignedIn) => as('/api/me');
const ask = (email: unknown, headers: Record<string, string> = {}) =>
  api(app.url, '/api/password-reset', { method: 'POST', json: { email }, headers });
const setNew = (
  token: unknown,
  password = NEW_PASSWORD,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) =>
  api(app.url, '/api/password-reset/confirm', {
    method: 'POST',
    json: { token, newPassword: password, confirmPassword: password, ...extra },
    headers,
  });
/** What the mail job does: make the link's token (the mail carries it; the table its hash). */
const mailedResetToken = (studentId: number, now?: Date) => mailedToken(orm, issuePasswordReset, studentId, now);
const resetEvents = () =>
  orm.em
    .fork()
    .find(
      DomainEvent,
      { type: { $in: ['student.password-reset-requested', 'student.password-reset'] } },
      { orderBy: { id: 'asc' } },
    );

describe('POST /api/password-reset (Forgot password?)', () => {
  it("answers a known intern, an unknown e-mail and an admin's e-mail alike; only the intern's request records an event", async () => {
    const intern = await buildStudent(orm.em.fork(), { email: 'kavya@example.in' });
    await buildAdmin(orm.em.fork(), { email: 'boss@example.in' });
    const known = await ask('  Kavya@Example.IN ');
    const unknown = await ask('nobody@example.in');
    const admin = await ask('boss@example.in');
    for (const res of [known, unknown, admin]) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        code: 'passwordResetRequested',
        message: messages.passwordResetRequested,
      });
    }
    expect(unknown.text).toBe(known.text);
    expect(admin.text).toBe(known.text);
    expect(await resetEvents()).toEqual([
      expect.objectContaining({
        type: 'student.password-reset-requested',
        payload: { studentId: intern.id, adminId: null },
        actor: 'visitor',
      }),
    ]);
  });

  it('refuses a missing or malformed e-mail with a 400 naming the field, recording nothing', async () => {
    for (const email of [undefined, '', 'kavya', 42]) {
      const res = await ask(email);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: messages.invalidEmail, field: 'email' });
    }
    expect(await countRows(orm, 'events')).toBe(0);
  });

  it(`limits each e-mail to ${LINK_REQUEST_LIMIT.perAccount} requests while a link lives, known or not (the 429 tells nothing)`, async () => {
    await buildStudent(orm.em.fork(), { email: 'flooded@example.in' });
    for (const email of ['flooded@example.in', 'ghost@example.in']) {
      for (let i = 0; i < LINK_REQUEST_LIMIT.perAccount; i++)
        expect((await ask(i % 2 ? email.toUpperCase() : email)).status).toBe(200);
      const blocked = await ask(email);
      expect(blocked.status).toBe(429);
      // Never longer than the newest link mailed lives: the owner is never left without a working one.
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(PASSWORD_RESET_TTL_MINUTES * 60);
    }
    expect(await countRows(orm, 'events', `type = 'student.password-reset-requested'`)).toBe(
      LINK_REQUEST_LIMIT.perAccount,
    );
  });

  it(`limits each address to ${LINK_REQUEST_LIMIT.perIp} requests an hour, whichever e-mails it names`, async () => {
    for (let i = 0; i < LINK_REQUEST_LIMIT.perIp; i++) expect((await ask(`someone${i}@example.in`)).status).toBe(200);
    expect((await ask('one.more@example.in')).status).toBe(429);
  });

  it('refuses a cross-site form (CSRF) with 403 and records nothing', async () => {
    await buildStudent(orm.em.fork(), { email: 'kavya@example.in' });
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }] as Record<
      string,
      string
    >[])
      expect((await ask('kavya@example.in', headers)).status).toBe(403);
    expect(await countRows(orm, 'events')).toBe(0);
  });
});

describe('POST /api/password-reset/confirm (the mailed link)', () => {
  it('sets the new password once: every session ends, the old password stops working, an event mails the confirmation; a replay changes nothing', async () => {
    const intern = await buildStudent(orm.em.fork(), { email: 'kavya@example.in' });
    const phone = await signedIn(app, orm, { kind: 'student', id: intern.id });
    const laptop = await phone.again();
    const other = await signedIn(app, orm, { kind: 'student' });
    const token = await mailedResetToken(intern.id);

    const res = await setNew(token);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ success: true, code: 'passwordResetDone', message: messages.passwordResetDone });
    for (const session of [phone, laptop]) expect((await me(session)).status).toBe(401);
    expect((await me(other)).status).toBe(200);
    expect((await login('kavya@example.in', FACTORY_PASSWORD)).status).toBe(401);
    expect((await login('kavya@example.in', NEW_PASSWORD)).status).toBe(200);
    expect((await resetEvents()).map((e) => [e.type, e.payload, e.actor])).toEqual([
      ['student.password-reset', { studentId: intern.id, sessionsEnded: 2 }, `student:${intern.id}`],
    ]);

    const replay = await setNew(token, 'Another kite at Besant 9');
    expect(replay.status).toBe(410);
    expect(replay.body.message).toBe(EXPIRED);
    expect((await login('kavya@example.in', 'Another kite at Besant 9')).status).toBe(401);
    expect((await login('kavya@example.in', NEW_PASSWORD)).status).toBe(200);
    expect(await countRows(orm, 'events', `type = 'student.password-reset'`)).toBe(1);
  });

  it('refuses a link older than 30 minutes with the same words, changing nothing', async () => {
    const intern = await buildStudent(orm.em.fork(), { email: 'late@example.in' });
    const asIntern = await signedIn(app, orm, { kind: 'student', id: intern.id });
    const token = await mailedResetToken(intern.id, new Date(Date.now() - 30 * 60_000 - 1000));
    const res = await setNew(token);
    expect(res.status).toBe(410);
    expect(res.body.message).toBe(EXPIRED);
    expect((await me(asIntern)).status).toBe(200);
    expect((await login('late@example.in', FACTORY_PASSWORD)).status).toBe(200);
    expect(await resetEvents()).toEqual([]);
    // 29 minutes old still works.
    expect((await setNew(await mailedResetToken(intern.id, new Date(Date.now() - 29 * 60_000)))).status).toBe(200);
  });

  it('answers an unknown token and a token cut short with the same words (4xx), changing nothing', async () => {
    const intern = await buildStudent(orm.em.fork(), { email: 'kavya@example.in' });
    const real = await mailedResetToken(intern.id);
    const unknown = await setNew(randomBytes(32).toString('base64url'));
    expect(unknown.status).toBe(410);
    expect(unknown.body.message).toBe(EXPIRED);
    for (const bad of [real.slice(0, 40), `${real}x`, '', 42, null, `${real.slice(0, 20)}\u0000${real.slice(21)}`]) {
      const res = await setNew(bad);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: EXPIRED, field: 'token' });
    }
    expect((await login('kavya@example.in', FACTORY_PASSWORD)).status).toBe(200);
    // The real link is untouched by all that.
    expect((await setNew(real)).status).toBe(200);
  });

  it('a newer link voids the older one', async () => {
    const intern = await buildStudent(orm.em.fork(), { email: 'twice@example.in' });
    const first = await mailedResetToken(intern.id);
    const second = await mailedResetToken(intern.id);
    expect((await setNew(first)).status).toBe(410);
    expect((await setNew(second)).status).toBe(200);
  });

  it('a password change while signed in voids the links still in the mailbox', async () => {
    const intern = await buildStudent(orm.em.fork(), { email: 'changer@example.in' });
    const token = await mailedResetToken(intern.id);
    const asIntern = await signedIn(app, orm, { kind: 'student', id: intern.id });
    const changed = await asIntern('/api/account/password', {
      method: 'POST',
      json: {
        currentPassword: FACTORY_PASSWORD,
        newPassword: 'Vaigai river sunset 4',
        confirmPassword: 'Vaigai river sunset 4',
      },
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await setNew(token)).status).toBe(410);
    expect((await login('changer@example.in', 'Vaigai river sunset 4')).status).toBe(200);
  });

  it("uses a link for its own account only: naming another intern in the body changes nobody else's password", async () => {
    const asha = await buildStudent(orm.em.fork(), { email: 'asha@example.in' });
    const bala = await buildStudent(orm.em.fork(), { email: 'bala@example.in' });
    const asBala = await signedIn(app, orm, { kind: 'student', id: bala.id });
    const res = await setNew(await mailedResetToken(asha.id), NEW_PASSWORD, {
      email: 'bala@example.in',
      studentId: bala.id,
      id: bala.id,
    });
    expect(res.status).toBe(200);
    expect((await login('asha@example.in', NEW_PASSWORD)).status).toBe(200);
    expect((await login('bala@example.in', FACTORY_PASSWORD)).status).toBe(200);
    expect((await login('bala@example.in', NEW_PASSWORD)).status).toBe(401);
    expect((await me(asBala)).status).toBe(200);
    // Bala's own link cannot be spent on Asha either: it resets Bala.
    await setNew(await mailedResetToken(bala.id), 'Bala new secret words 7');
    expect((await login('asha@example.in', NEW_PASSWORD)).status).toBe(200);
  });

  it('keeps only the SHA-256 of a token: not in the table, nor in any event', async () => {
    const intern = await buildStudent(orm.em.fork(), { email: 'kavya@example.in' });
    await ask('kavya@example.in');
    const token = await mailedResetToken(intern.id);
    const rows = await orm.em
      .fork()
      .getConnection()
      .execute<Record<string, unknown>[]>(`select * from one_time_links where purpose = 'password-reset'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    await setNew(token);
    const events = await orm.em.fork().getConnection().execute<Record<string, unknown>[]>('select * from events');
    expect(events.length).toBe(2);
    expect(JSON.stringify(events)).not.toContain(token);
  });

  it.each([
    ['a common password', 'Password@123', COMMON_PASSWORD, 'newPassword'],
    ['a short password', 'Tr1chy!', 'The password must be at least 8 characters.', 'newPassword'],
  ])('refuses %s with a 400 naming the field, and the link still works', async (_label, password, message, field) => {
    const intern = await buildStudent(orm.em.fork(), { email: 'kavya@example.in' });
    const token = await mailedResetToken(intern.id);
    const res = await setNew(token, password);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, field });
    expect((await login('kavya@example.in', FACTORY_PASSWORD)).status).toBe(200);
    expect((await setNew(token)).status).toBe(200);
  });

  it('refuses a password made of the account, and a confirmation that differs', async () => {
    const intern = await buildStudent(orm.em.fork(), {
      email: 'meenakshi.sundaram@example.in',
      name: 'Meenakshi Sundaram',
    });
    const token = await mailedResetToken(intern.id);
    const own = await setNew(token, 'meenakshi.sundaram2026');
    expect(own.status).toBe(400);
    expect(own.body.field).toBe('newPassword');
    const differs = await api(app.url, '/api/password-reset/confirm', {
      method: 'POST',
      json: { token, newPassword: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}!` },
    });
    expect(differs.status).toBe(400);
    expect(differs.body).toMatchObject({ message: messages.passwordConfirmationMismatch, field: 'confirmPassword' });
    expect(await resetEvents()).toEqual([]);
  });

  it('refuses a cross-site form (CSRF) with 403, leaving the link usable', async () => {
    const intern = await buildStudent(orm.em.fork(), { email: 'kavya@example.in' });
    const token = await mailedResetToken(intern.id);
    expect((await setNew(token, NEW_PASSWORD, {}, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await login('kavya@example.in', FACTORY_PASSWORD)).status).toBe(200);
    expect((await setNew(token)).status).toBe(200);
  });

  it(`answers 429 after ${LINK_USE_LIMIT.points} failed uses from one address`, async () => {
    for (let i = 0; i < LINK_USE_LIMIT.points; i++)
      expect((await setNew(randomBytes(32).toString('base64url'))).status).toBe(410);
    expect((await setNew(randomBytes(32).toString('base64url'))).status).toBe(429);
  });
});

describe('POST /api/admin/students/:id/password-reset', () => {
  it('lets an admin send an intern a link: an event with the admin as actor, and the mail job to poll', async () => {
    const admin = await buildAdmin(orm.em.fork());
    const intern = await buildStudent(orm.em.fork());
    const asAdmin = await signedIn(app, orm, { kind: 'admin', id: admin.id });
    const res = await asAdmin(`/api/admin/students/${intern.id}/password-reset`, { method: 'POST' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: messages.passwordResetSentByAdmin });
    const [event] = await resetEvents();
    expect(event).toMatchObject({
      type: 'student.password-reset-requested',
      payload: { studentId: intern.id, adminId: admin.id },
      actor: `admin:${admin.id}`,
    });
    expect(res.body.jobs).toEqual([`e${event!.id}-mail-password-reset`]);
    const missing = await asAdmin('/api/admin/students/999999/password-reset', { method: 'POST' });
    expect(missing.status).toBe(404);
  });

  it('is refused to interns (their own id included), to anonymous visitors and to a cross-site form; nothing is recorded', async () => {
    const intern = await buildStudent(orm.em.fork());
    const path = `/api/admin/students/${intern.id}/password-reset`;
    const asIntern = await signedIn(app, orm, { kind: 'student', id: intern.id });
    expect((await asIntern(path, { method: 'POST' })).status).toBe(403);
    expect((await api(app.url, path, { method: 'POST' })).status).toBe(401);
    const asAdmin = await signedIn(app, orm, { kind: 'admin' });
    const crossSite = await asAdmin(path, { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    expect(await countRows(orm, 'events')).toBe(0);
  });
});
