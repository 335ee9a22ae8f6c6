import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { DomainEvent } from 'backend/entities/index';
import { LOGIN_LIMITS } from 'backend/routes/accounts/accounts';
import { buildAdmin, buildStudent, FACTORY_PASSWORD } from 'backend/test/factories';
import { api, resetRateLimits, waitFor, type TestApp } from 'backend/test/support';
import { mailboxOf } from 'backend/test/mail';
import { redisText } from '../test/redis-text.ts';
import { useMailStack, type MailStack } from '../test/mail-stack.ts';

/**
 * An account that sees many failed sign-ins from anywhere is not locked; its owner is
 * mailed, through the outbox and a real SMTP server, once a day at most, with nothing of the attacker's
 * (addresses, passwords tried) in the mail, the event or the job. The API sits behind one trusted
 * proxy, so the test plays an attacker at many addresses (security/client-address.test.ts).
 */
let orm: MikroORM;
let smtp: MailStack['smtp'];
let app: TestApp;
let prefix: string;
useMailStack((stack) => ({ orm, smtp, app, prefix } = stack), { TRUST_PROXY_HOPS: '1' });

const SUBJECT = 'Someone is trying to sign in to your account';
const { mailsTo } = mailboxOf(() => smtp.received);
const login = (from: string, email: string, password: string) =>
  api(app.url, '/api/login', { method: 'POST', json: { email, password }, headers: { 'x-forwarded-for': from } });
const attacker = (n: number) => `198.51.100.${n}`;
const guess = (n: number) => `Tamil-guess-${n}`;

async function flood(email: string, count: number, first = 0) {
  for (let i = first; i < first + count; i++)
    expect((await login(attacker(i % 200), email, guess(i))).status).toBe(401);
}

describe('many failed sign-ins to one account', () => {
  it('mails the admin once, naming nothing of the attacker, while they sign in as usual', async () => {
    const admin = await buildAdmin(orm.em.fork(), { email: 'head@example.in', name: 'Anbu Selvan' });
    await flood('HEAD@example.in', 2 * LOGIN_LIMITS.alarmFailures + 5);
    await waitFor(() => mailsTo('head@example.in', SUBJECT).length >= 1, 20_000);
    // The owner is not locked out by any of it.
    const owner = await login('203.0.113.9', admin.email, FACTORY_PASSWORD);
    expect(owner.status).toBe(200);
    expect(owner.body).toMatchObject({ next: 'totp' });

    const [mail] = mailsTo('head@example.in', SUBJECT);
    expect(mail!.text).toContain('Hello Anbu Selvan,');
    expect(mail!.text).toContain(`In the last hour, ${LOGIN_LIMITS.alarmFailures} attempts to sign in`);
    expect(mail!.text).toContain('Your account is not locked');
    expect(mail!.text).toMatch(/\/admin\/password/);
    const everything = `${mail!.text} ${String(mail!.html)}`;
    expect(everything).not.toMatch(/198\.51\.100|Tamil-guess/);

    // The event and the job hold ids and a count: no address, no e-mail, no password tried.
    const [event] = await orm.em.fork().find(DomainEvent, { type: 'account.sign-in-attempts' });
    expect(event!.payload).toEqual({ accountKind: 'admin', accountId: admin.id, failures: LOGIN_LIMITS.alarmFailures });
    expect(event!.actor).toBe('system');
    const redis = await redisText(app.redis, prefix);
    expect(redis).toContain('mail-sign-in-attempts');
    expect(redis).not.toMatch(/head@example\.in|Tamil-guess/);
    // The limits' own keys name the e-mail by a digest only.
    expect((await app.redis.keys(`${prefix}*`)).join('\n')).not.toMatch(/head@example\.in/i);

    // A new hour's flood within the day mails nothing more.
    await resetRateLimits(app);
    await flood('head@example.in', LOGIN_LIMITS.alarmFailures + 2, 100);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsTo('head@example.in', SUBJECT)).toHaveLength(1);
    expect(await orm.em.fork().count(DomainEvent, { type: 'account.sign-in-attempts' })).toBe(1);
  }, 120_000);

  it('mails an intern with the way to a new password; an e-mail no account uses records nothing', async () => {
    await buildStudent(orm.em.fork(), { email: 'kavya@example.in', name: 'Kavya Raman' });
    await flood('ghost@example.in', LOGIN_LIMITS.alarmFailures);
    await flood('kavya@example.in', LOGIN_LIMITS.alarmFailures);
    await waitFor(() => mailsTo('kavya@example.in', SUBJECT).length >= 1, 20_000);
    const [mail] = mailsTo('kavya@example.in', SUBJECT);
    expect(mail!.text).toContain('Hello Kavya Raman,');
    expect(mail!.text).toMatch(/\/forgot-password/);
    expect(mail!.text).not.toMatch(/198\.51\.100|Tamil-guess/);
    expect(mailsTo('ghost@example.in', SUBJECT)).toEqual([]);
    const events = await orm.em.fork().find(DomainEvent, { type: 'account.sign-in-attempts', subjectType: 'student' });
    expect(events).toHaveLength(1);
  }, 120_000);
});
