import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { messages } from 'shared/messages';
import { config, publicUrl } from 'backend/config';
import { buildAdmin, buildStudent, FACTORY_PASSWORD } from 'backend/test/factories';
import { signedIn } from 'backend/test/signed-in';
import { api, type TestApp } from 'backend/test/support';
import { mailboxOf, linkToken } from 'backend/test/mail';
import { redisText } from '../test/redis-text.ts';
import { useMailStack, type MailStack } from '../test/mail-stack.ts';

/**
 * 'Forgot password?' through the outbox and a real SMTP server: the mail carries a link that works
 * once, the token is nowhere in Redis (job data) or the events table, and setting the new password
 * mails 'Your password was changed'. An admin's link says the team sent it.
 */
let orm: MikroORM;
let smtp: MailStack['smtp'];
let app: TestApp;
let prefix: string;
useMailStack((stack) => ({ orm, smtp, app, prefix } = stack));

const RESET_SUBJECT = 'Set a new password for your account';
const CHANGED_SUBJECT = 'Your password was changed';
const { nthMail } = mailboxOf(() => smtp.received);

const login = (email: string, password: string) =>
  api(app.url, '/api/login', { method: 'POST', json: { email, password } });

describe('Forgot password, through the outbox and real SMTP', () => {
  it('mails a working single-use link (token in no job and no event), then mails the confirmation', async () => {
    const intern = await buildStudent(orm.em.fork(), { name: 'Nila Arasu', email: 'nila@example.in' });
    const asIntern = await signedIn(app, orm, { kind: 'student', id: intern.id });
    const asked = await api(app.url, '/api/password-reset', { method: 'POST', json: { email: 'Nila@Example.in' } });
    expect(asked.body.message).toBe(messages.passwordResetRequested);

    const mail = await nthMail('nila@example.in', RESET_SUBJECT, 1);
    expect(mail.text).toContain('Hello Nila Arasu,');
    expect(mail.text).toContain('for 30 minutes');
    expect(mail.text).toMatch(/Someone asked to set a new password/);
    const token = linkToken(mail, '/reset-password');
    expect(mail.text).toContain(`${publicUrl(config())}/reset-password#token=${token}`);

    expect(await redisText(app.redis, prefix)).not.toContain(token);
    const events = await orm.em.fork().getConnection().execute('select * from events');
    expect(JSON.stringify(events)).not.toContain(token);

    const res = await api(app.url, '/api/password-reset/confirm', {
      method: 'POST',
      json: { token, newPassword: 'Nilgiri tea garden 5', confirmPassword: 'Nilgiri tea garden 5' },
    });
    expect(res.status, res.text).toBe(200);
    expect((await asIntern('/api/me')).status).toBe(401);
    expect((await login('nila@example.in', FACTORY_PASSWORD)).status).toBe(401);
    expect((await login('nila@example.in', 'Nilgiri tea garden 5')).status).toBe(200);

    const changed = await nthMail('nila@example.in', CHANGED_SUBJECT, 1);
    expect(changed.text).toContain('Hello Nila Arasu,');
    expect(changed.text).toMatch(/has just been changed/);
    expect(changed.text).not.toContain('Nilgiri');

    const again = await api(app.url, '/api/password-reset/confirm', {
      method: 'POST',
      json: { token, newPassword: 'Another walk 2026 x', confirmPassword: 'Another walk 2026 x' },
    });
    expect(again.status).toBe(410);
    expect(again.body.message).toBe(messages.linkExpired);
  });

  it("mails nothing for an unknown e-mail or an admin's", async () => {
    await buildAdmin(orm.em.fork(), { email: 'head@example.in' });
    for (const email of ['ghost@example.in', 'head@example.in'])
      expect((await api(app.url, '/api/password-reset', { method: 'POST', json: { email } })).status).toBe(200);
    // A known intern's request made after them arrives; theirs never do.
    await buildStudent(orm.em.fork(), { email: 'after@example.in' });
    await api(app.url, '/api/password-reset', { method: 'POST', json: { email: 'after@example.in' } });
    await nthMail('after@example.in', RESET_SUBJECT, 1);
    expect(smtp.received.filter((m) => /ghost@|head@/.test(JSON.stringify(m.to ?? '')))).toEqual([]);
  });

  it("an admin's link says the team sent it, and works", async () => {
    const intern = await buildStudent(orm.em.fork(), { email: 'sent.by.admin@example.in' });
    const asAdmin = await signedIn(app, orm, { kind: 'admin' });
    expect((await asAdmin(`/api/admin/students/${intern.id}/password-reset`, { method: 'POST' })).status).toBe(200);
    const mail = await nthMail('sent.by.admin@example.in', RESET_SUBJECT, 1);
    expect(mail.text).toMatch(/Our team has sent you a link/);
    const token = linkToken(mail, '/reset-password');
    const res = await api(app.url, '/api/password-reset/confirm', {
      method: 'POST',
      json: { token, newPassword: 'Kodai lake morning 3', confirmPassword: 'Kodai lake morning 3' },
    });
    expect(res.status).toBe(200);
  });
});
