import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { totpCode } from 'backend/lib/totp';
import { buildAdmin } from 'backend/test/factories';
import { cookieFrom } from 'backend/test/accounts';
import { signedIn } from 'backend/test/signed-in';
import { api, waitFor, type TestApp } from 'backend/test/support';
import { mailboxOf, linkToken } from 'backend/test/mail';
import { useMailStack, type MailStack } from '../test/mail-stack.ts';

/**
 * An admin invites an operator, end to end through the outbox: the invitation's mail (real SMTP)
 * carries a one-time link; it sets the password once; the first login sets up the authenticator and
 * the operator is then signed in, reaching the operator's routes and none of the admin's.
 */
let orm: MikroORM;
let smtp: MailStack['smtp'];
let app: TestApp;
useMailStack((stack) => ({ orm, smtp, app } = stack));

const { mailsTo } = mailboxOf(() => smtp.received);

const PASSWORD = 'Kaveri delta monsoon 2026';
const accept = (token: string) =>
  api(app.url, '/api/admin-invites/accept', {
    method: 'POST',
    json: { token, newPassword: PASSWORD, confirmPassword: PASSWORD },
  });

describe('an invitation by e-mail', () => {
  it('mails a link that sets the password once; the login then sets up the authenticator; the operator reaches only operator routes', async () => {
    const inviter = await buildAdmin(orm.em.fork(), { name: 'Meena Sundaram' });
    const asInviter = await signedIn(app, orm, { kind: 'admin', id: inviter.id });
    const invited = await asInviter('/api/admin/accounts/invite', {
      method: 'POST',
      json: { email: 'arun.ops@example.in', name: 'Arun Kumar', role: 'operator' },
    });
    expect(invited.status, invited.text).toBe(201);

    await waitFor(() => mailsTo('arun.ops@example.in').length >= 1, 20_000);
    const mail = mailsTo('arun.ops@example.in')[0]!;
    expect(mail.subject).toMatch(/invitation to the .* admin panel/);
    expect(mail.text).toContain('Hello Arun Kumar,');
    expect(mail.text).toContain('Meena Sundaram has invited you');
    expect(mail.text).toContain('as an operator');
    expect(mail.text).toContain('72 hours');
    const token = linkToken(mail, '/invite');
    // The clear token is nowhere but the mail: not in the event, nor in the job's data in Redis.
    const events = await orm.em
      .fork()
      .getConnection()
      .execute<{ payload: unknown }[]>(`select payload from events where type = 'admin.invited'`);
    expect(JSON.stringify(events)).not.toContain(token);
    const jobs = await app.redis.keys(`${app.config.REDIS_PREFIX}:mail:*`);
    for (const key of jobs) {
      const type = await app.redis.type(key);
      if (type === 'hash') expect(JSON.stringify(await app.redis.hgetall(key))).not.toContain(token);
    }

    const ok = await accept(token);
    expect(ok.status, ok.text).toBe(200);
    const replay = await accept(token);
    expect(replay.status).toBe(410);
    expect(replay.body.message).toBe('This link has expired. Ask for a new one.');

    // The first login: password, then the authenticator's set-up, then signed in.
    const login = await api(app.url, '/api/login', {
      method: 'POST',
      json: { email: 'arun.ops@example.in', password: PASSWORD },
    });
    expect(login.status, login.text).toBe(200);
    expect(login.body.next).toBe('totp-enrolment');
    const pending = cookieFrom(login.headers)!;
    expect((await api(app.url, '/api/admin/mail', { cookie: pending })).status).toBe(401);
    const enrol = await api(app.url, '/api/login/totp-enrolment', { method: 'POST', cookie: pending });
    expect(enrol.status, enrol.text).toBe(200);
    const code = await totpCode(enrol.body.secret as string);
    const confirmed = await api(app.url, '/api/login/totp-enrolment/confirm', {
      method: 'POST',
      cookie: pending,
      json: { code },
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body.user).toMatchObject({ role: 'admin', staffRole: 'operator', email: 'arun.ops@example.in' });
    const session = cookieFrom(confirmed.headers)!;
    expect((await api(app.url, '/api/admin/mail', { cookie: session })).status).toBe(200);
    expect((await api(app.url, '/api/admin/students', { cookie: session })).status).toBe(403);

    const list = await asInviter('/api/admin/accounts');
    const row = (list.body.accounts as { email: string; state: string; lastLoginAt: string | null }[]).find(
      (a) => a.email === 'arun.ops@example.in',
    );
    expect(row).toMatchObject({ state: 'active', lastLoginAt: expect.any(String) });
  });

  it('escapes the name in the mail; a resend mails a new link that works, and setting the password ends every link', async () => {
    const asInviter = await signedIn(app, orm, { kind: 'admin' });
    const invited = await asInviter('/api/admin/accounts/invite', {
      method: 'POST',
      json: { email: 'priya.admin@example.in', name: '<b>Priya</b> Natarajan', role: 'admin' },
    });
    expect(invited.status, invited.text).toBe(201);
    await waitFor(() => mailsTo('priya.admin@example.in').length >= 1, 20_000);
    const first = mailsTo('priya.admin@example.in')[0]!;
    expect(String(first.html)).toContain('&lt;b&gt;Priya&lt;/b&gt; Natarajan');
    expect(String(first.html)).not.toContain('<b>Priya</b>');
    expect(first.text).toContain('as an admin');

    const mails = await asInviter('/api/admin/mail');
    const logged = (mails.body.mails as { id: number; recipient: string }[]).find(
      (m) => m.recipient === 'priya.admin@example.in',
    )!;
    expect((await asInviter(`/api/admin/mail/${logged.id}/resend`, { method: 'POST' })).status).toBe(202);
    await waitFor(() => mailsTo('priya.admin@example.in').length >= 2, 20_000);
    const [oldToken, newToken] = [
      linkToken(first, '/invite'),
      linkToken(mailsTo('priya.admin@example.in')[1]!, '/invite'),
    ];
    expect(newToken).not.toBe(oldToken);

    expect((await accept(newToken)).status).toBe(200);
    const old = await accept(oldToken);
    expect(old.status).toBe(410);
    expect(old.body.message).toBe('This link has expired. Ask for a new one.');
  });
});
