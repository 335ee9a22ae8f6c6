import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { messages } from 'shared/messages';
import { issueAdminInvite } from '../../commands/issue-admin-invite.ts';
import { ALREADY_AN_ACCOUNT } from '../../commands/invite-admin.ts';
import { CANNOT_DISABLE_SELF, disableAdmin, LAST_ADMIN } from '../../commands/set-admin-disabled.ts';
import { Admin } from '../../entities/index.ts';
import { buildAdmin, buildStudent, FACTORY_PASSWORD } from '../../../test/factories.ts';
import { cookieFrom, countRows, signInAdmin } from '../../../test/accounts.ts';
import { signedIn, type SignedIn } from '../../../test/signed-in.ts';
import { api, type TestApp, useTestApp } from '../../../test/support.ts';

let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));

/** A POST by someone signed in, or by a visitor (`undefined`). */
const post = (path: string, as: SignedIn | undefined, json?: unknown) => {
  const init = { method: 'POST', ...(json !== undefined ? { json } : {}) };
  return as ? as(path, init) : api(app.url, path, init);
};
const invite = (as: SignedIn, json: unknown) => post('/api/admin/accounts/invite', as, json);
const accept = (token: string, password = 'Marina beach sunrise 2026') =>
  post('/api/admin-invites/accept', undefined, { token, newPassword: password, confirmPassword: password });
const adminRow = (email: string) => orm.em.fork().findOneOrFail(Admin, { email });

describe('invitations', () => {
  it('invites an operator, whose link sets the password once; the first login then sets up the authenticator', async () => {
    const admin = await signedIn(app, orm, { kind: 'admin' });
    const res = await invite(admin, { email: ' Kavya.Ops@Example.in ', name: 'Kavya Raghavan', role: 'operator' });
    expect(res.status, res.text).toBe(201);
    expect(res.body.message).toBe('The invitation is on its way. The link works for 72 hours.');
    expect(res.body.account).toMatchObject({
      email: 'kavya.ops@example.in',
      role: 'operator',
      state: 'invited',
      lastLoginAt: null,
      self: false,
    });
    expect(res.body.jobs).toEqual([expect.stringMatching(/^e\d+-mail-admin-invite$/)]);
    expect(await countRows(orm, 'events', `type = 'admin.invited' and actor like 'admin:%'`)).toBe(1);

    // Invited: no sign-in with anything yet.
    const early = await post('/api/login', undefined, { email: 'kavya.ops@example.in', password: FACTORY_PASSWORD });
    expect(early.status).toBe(401);

    // The mail job's link (the same function the worker calls; the SMTP path: workers/src/admin-invite.test.ts).
    const issued = await issueAdminInvite(orm.em.fork(), (await adminRow('kavya.ops@example.in')).id);
    if (issued.status !== 'issued') throw new Error(issued.status);
    const ok = await accept(issued.token);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.message).toMatch(/Your password is set/);
    const replay = await accept(issued.token, 'Another good passphrase 99');
    expect(replay.status).toBe(410);
    expect(replay.body.message).toBe(messages.linkExpired);

    const login = await post('/api/login', undefined, {
      email: 'kavya.ops@example.in',
      password: 'Marina beach sunrise 2026',
    });
    expect(login.status, login.text).toBe(200);
    expect(login.body.next).toBe('totp-enrolment');
    // Half signed in: nothing else yet.
    expect((await api(app.url, '/api/admin/jobs', { cookie: cookieFrom(login.headers)! })).status).toBe(401);
  });

  it('refuses an expired, unknown or cut-short link, and a weak password, changing nothing', async () => {
    const admin = await signedIn(app, orm, { kind: 'admin' });
    await invite(admin, { email: 'late@example.in', name: 'Late Comer', role: 'admin' });
    const id = (await adminRow('late@example.in')).id;
    const old = await issueAdminInvite(orm.em.fork(), id, new Date(Date.now() - 73 * 3600_000));
    if (old.status !== 'issued') throw new Error(old.status);
    const hashBefore = (await orm.em.fork().findOneOrFail(Admin, { id }, { populate: ['passwordHash'] })).passwordHash;
    for (const token of [old.token, 'A'.repeat(43)]) {
      const res = await accept(token);
      expect(res.status).toBe(410);
      expect(res.body.message).toBe('This link has expired. Ask for a new one.');
    }
    const cut = await accept(old.token.slice(0, 20));
    expect(cut.status).toBe(400);
    expect(cut.body.message).toBe(messages.linkExpired);
    const fresh = await issueAdminInvite(orm.em.fork(), id);
    if (fresh.status !== 'issued') throw new Error(fresh.status);
    const weak = await accept(fresh.token, 'password123');
    expect(weak.status).toBe(400);
    expect(weak.body.field).toBe('newPassword');
    const after = await orm.em.fork().findOneOrFail(Admin, { id }, { populate: ['passwordHash'] });
    expect(after.passwordHash).toBe(hashBefore);
    expect(after.invitePending).toBe(true);
  });

  it('refuses an e-mail that already has an account (staff or intern), a bad role and a bad e-mail, with the problem named', async () => {
    const me = await buildAdmin(orm.em.fork());
    const admin = await signedIn(app, orm, { kind: 'admin', id: me.id });
    const intern = await buildStudent(orm.em.fork());
    for (const email of [me.email, intern.email.toUpperCase()]) {
      const res = await invite(admin, { email, name: 'Someone', role: 'operator' });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ message: ALREADY_AN_ACCOUNT, field: 'email' });
    }
    const role = await invite(admin, { email: 'new@example.in', name: 'New One', role: 'superuser' });
    expect(role.status).toBe(400);
    expect(role.body).toMatchObject({ message: messages.invalidRole, field: 'role' });
    const email = await invite(admin, { email: 'not-an-email', name: 'New One', role: 'admin' });
    expect(email.status).toBe(400);
    expect(email.body.field).toBe('email');
    expect(await countRows(orm, 'admins')).toBe(1);
    // Two invitations of one new address at the same moment: one account.
    const both = await Promise.all(
      [1, 2].map(() => invite(admin, { email: 'twice@example.in', name: 'Twice', role: 'operator' })),
    );
    expect(both.map((r) => r.status).sort()).toEqual(expect.arrayContaining([201]));
    for (const r of both) expect(r.status).toBeLessThan(500);
    expect(await countRows(orm, 'admins', `email = 'twice@example.in'`)).toBe(1);
  });
});

describe('list, disable, enable', () => {
  it('lists every account with its role, state and last sign-in, and no secret', async () => {
    const me = await signedIn(app, orm, { kind: 'admin', fields: { email: 'aaa.me@example.in' } });
    await buildAdmin(orm.em.fork(), { email: 'ops@example.in', role: 'operator' });
    await buildAdmin(orm.em.fork(), { email: 'gone@example.in', disabledAt: new Date() });
    await signInAdmin(app.url, orm, 'ops@example.in');
    const res = await me('/api/admin/accounts');
    expect(res.status).toBe(200);
    const accounts = res.body.accounts as {
      email: string;
      role: string;
      state: string;
      lastLoginAt: string | null;
      self: boolean;
    }[];
    expect(accounts.map((a) => [a.email, a.role, a.state, a.self])).toEqual([
      ['aaa.me@example.in', 'admin', 'active', true],
      ['gone@example.in', 'admin', 'disabled', false],
      ['ops@example.in', 'operator', 'active', false],
    ]);
    expect(accounts.find((a) => a.email === 'ops@example.in')!.lastLoginAt).toEqual(expect.any(String));
    expect(res.text).not.toMatch(/password|argon2|totp/i);
  });

  it('disables an account: its sessions end, it cannot sign in, and enabling lets it in again', async () => {
    const me = await signedIn(app, orm, { kind: 'admin' });
    const ops = await buildAdmin(orm.em.fork(), { email: 'ops2@example.in', role: 'operator' });
    const opsCookie = cookieFrom((await signInAdmin(app.url, orm, 'ops2@example.in')).headers)!;
    expect((await api(app.url, '/api/admin/jobs', { cookie: opsCookie })).status).toBe(200);

    const res = await post(`/api/admin/accounts/${ops.id}/disable`, me);
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe('The account is disabled and signed out everywhere.');
    expect(res.body.account).toMatchObject({ state: 'disabled' });
    expect((await api(app.url, '/api/admin/jobs', { cookie: opsCookie })).status).toBe(401);
    expect(await countRows(orm, 'sessions', `account_kind = 'admin' and account_id = ${ops.id}`)).toBe(0);
    const login = await post('/api/login', undefined, { email: 'ops2@example.in', password: FACTORY_PASSWORD });
    expect(login.status).toBe(401);
    expect(login.body.message).toBe(messages.loginFailed);
    const again = await post(`/api/admin/accounts/${ops.id}/disable`, me);
    expect(again.body.message).toBe('This account is disabled already.');
    expect(await countRows(orm, 'events', `type = 'admin.disabled'`)).toBe(1);

    const enabled = await post(`/api/admin/accounts/${ops.id}/enable`, me);
    expect(enabled.status).toBe(200);
    expect(enabled.body.account).toMatchObject({ state: 'active' });
    expect((await signInAdmin(app.url, orm, 'ops2@example.in')).status).toBe(200);
    expect(await countRows(orm, 'events', `type = 'admin.enabled' and actor like 'admin:%'`)).toBe(1);
  });

  it('refuses disabling oneself, and the last active admin', async () => {
    const me = await signedIn(app, orm, { kind: 'admin' });
    const self = await post(`/api/admin/accounts/${me.id}/disable`, me);
    expect(self.status).toBe(403);
    expect(self.body.message).toBe(CANNOT_DISABLE_SELF);
    const unknown = await post('/api/admin/accounts/999999/disable', me);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No account has this id.');

    // Two admins left, disabling each other at the same moment: the lock lets one through, and the
    // other then finds its own session ended (401) or the last admin (409).
    const a = await signedIn(app, orm, { kind: 'admin' });
    const b = await signedIn(app, orm, { kind: 'admin' });
    const first = await post(`/api/admin/accounts/${me.id}/disable`, a);
    expect(first.status).toBe(200);
    const race = await Promise.all([
      post(`/api/admin/accounts/${b.id}/disable`, a),
      post(`/api/admin/accounts/${a.id}/disable`, b),
    ]);
    const statuses = race.map((r) => r.status).sort();
    // The winner's disable ended the loser's session (401) or the loser found the last admin (409).
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    expect(await countRows(orm, 'admins', `role = 'admin' and disabled_at is null`)).toBe(1);
    const survivor = await orm.em.fork().findOneOrFail(Admin, { role: 'admin', disabledAt: null });
    const last = await post(
      `/api/admin/accounts/${survivor.id}/disable`,
      await signedIn(app, orm, { kind: 'admin', staffRole: 'operator' }),
    );
    expect(last.status).toBe(403); // an operator may not even try
  });

  it('keeps the last active admin (409 with the reason), counting neither operators nor invited accounts', async () => {
    const only = await signedIn(app, orm, { kind: 'admin' });
    const other = await buildAdmin(orm.em.fork());
    await buildAdmin(orm.em.fork(), { role: 'operator' });
    await buildAdmin(orm.em.fork(), { invitePending: true });
    expect((await post(`/api/admin/accounts/${other.id}/disable`, only)).status).toBe(200);
    // `only` is now the last active admin: nobody can disable it (itself least of all), in the command too.
    expect((await post(`/api/admin/accounts/${only.id}/disable`, only)).status).toBe(403);
    await expect(disableAdmin(orm.em.fork(), { targetId: only.id, actorId: other.id })).rejects.toMatchObject({
      status: 409,
      message: LAST_ADMIN,
    });
    expect((await orm.em.fork().findOneOrFail(Admin, { id: only.id })).disabledAt).toBeNull();
  });
});
