import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { runPayout } from 'backend/commands/run-payout';
import { buildStudent } from 'backend/test/factories';
import { signedIn } from 'backend/test/signed-in';
import { api, type TestApp } from 'backend/test/support';
import { mailboxOf, linkToken } from 'backend/test/mail';
import { useMailStack, type MailStack } from '../test/mail-stack.ts';

/**
 * Referrers prove their e-mail, end to end through the outbox: the join's mail (real SMTP) carries a
 * one-time link; until it is opened the record counts nowhere; a stranger who joined with an intern's
 * e-mail never blocks the intern nor shows on their dashboard; the link confirms once and the code
 * is mailed; a referral by the referrer's own phone is never paid.
 */
let orm: MikroORM;
let smtp: MailStack['smtp'];
let app: TestApp;
useMailStack((stack) => ({ orm, smtp, app } = stack));

const CONFIRM_SUBJECT = 'Confirm your e-mail to join Refer & Earn';
const { nthMail } = mailboxOf(() => smtp.received);

const confirm = (token: string) => api(app.url, '/api/referrers/confirm', { method: 'POST', json: { token } });
const verify = (email: string, phone: string) =>
  api(app.url, '/api/referrers/verify', { method: 'POST', json: { email, phone } });

describe("a stranger's join with an intern's e-mail, then the intern's own", () => {
  it('mails links, counts nothing before confirmation, confirms once, mails the code, and never pays a self-referral', async () => {
    const intern = await buildStudent(orm.em.fork(), {
      name: 'Selvi Raman',
      email: 'selvi@example.in',
      phone: '9444400000',
    });
    const asIntern = await signedIn(app, orm, { kind: 'student', id: intern.id });
    const admin = await signedIn(app, orm, { kind: 'admin' });

    // 1. A stranger joins with the intern's e-mail (the specification's path). The intern gets a mail
    //    that shows what was typed and says ignoring it is safe; nothing of it reaches the dashboard.
    const stranger = {
      name: 'Someone Else',
      phoneno: '9111122222',
      upiid: 'stranger@ybl',
      email: 'Selvi@Example.in',
      refer: 'REFWHATEVER',
      consent: true,
    };
    expect((await api(app.url, '/api/insertrefer', { method: 'POST', json: stranger })).status).toBe(201);
    const strangersMail = await nthMail('selvi@example.in', CONFIRM_SUBJECT, 1);
    expect(strangersMail.text).toContain('stranger@ybl');
    expect(strangersMail.text).toMatch(/ignore this mail/);
    const strangersToken = linkToken(strangersMail, '/referal/confirm');
    const dashboard = await asIntern('/api/me/referrer');
    expect(dashboard.status).toBe(404);
    expect(dashboard.text).not.toMatch(/stranger|9111122222/);

    // 2. The intern joins from the dashboard with their own details: accepted, a new mail; the
    //    stranger's link is void.
    const own = await asIntern('/api/referrers', {
      method: 'POST',
      json: {
        name: 'Selvi Raman',
        phone: '9444400000',
        upiId: 'selvi@okicici',
        email: 'selvi@example.in',
        source: 'dashboard',
        consent: true,
      },
    });
    expect(own.status).toBe(201);
    expect(own.body).toEqual({ success: true, code: 'referrerJoined', message: 'Registered successfully!' });
    const ownMail = await nthMail('selvi@example.in', CONFIRM_SUBJECT, 2);
    expect(ownMail.text).toContain('selvi@okicici');
    expect(ownMail.text).not.toContain('stranger');
    const token = linkToken(ownMail, '/referal/confirm');
    expect((await confirm(strangersToken)).status).toBe(404);

    // 3. Before confirmation the record is invisible to verify, the dashboard and the payout run, and
    //    admins see it marked unconfirmed.
    expect((await verify('selvi@example.in', '9444400000')).status).toBe(404);
    expect((await asIntern('/api/me/referrer')).status).toBe(404);
    const pending = await admin('/api/admin/referrals');
    expect(pending.body.referrers).toEqual([
      expect.objectContaining({ email: 'selvi@example.in', confirmed: false, code: null, validatedReferrals: 0 }),
    ]);
    expect((await admin('/api/getrefer')).body).toEqual([]);

    // 4. The link confirms once: the code is shown, then mailed; a replay changes nothing.
    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.code).toBe('referrerConfirmed');
    const code = confirmed.body.referralCode as string;
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    const welcome = await nthMail('selvi@example.in', `Your referral code: ${code}`, 1);
    expect(welcome.text).toContain(code);
    const replay = await confirm(token);
    expect(replay.status).toBe(409);
    expect(replay.body.message).toMatch(/already been used/);
    expect((await asIntern('/api/me/referrer')).body).toEqual({
      code,
      count: 0,
      total: 0,
      upiId: 'selvi@okicici',
    });

    // 5. A friend's validated referral is paid; one made with the referrer's own phone is not.
    await buildStudent(orm.em.fork(), {
      name: 'Friend One',
      referralCode: code,
      validated: true,
      validatedAt: new Date('2026-10-10T06:00:00Z'),
    });
    await buildStudent(orm.em.fork(), {
      name: 'Selvi Again',
      phone: '9444400000',
      referralCode: code,
      validated: true,
      validatedAt: new Date('2026-10-10T06:00:00Z'),
    });
    expect(await runPayout(orm.em.fork(), '2026-10')).toMatchObject({
      payoutsCreated: 1,
      referralsPaid: 1,
      amount: 70,
    });
    expect((await verify('selvi@example.in', '9444400000')).body).toMatchObject({ code, count: 1, total: 70 });

    // The token was only ever in the mail: no event, job, job result or mail log row holds it.
    const stored = await orm.em
      .fork()
      .getConnection()
      .execute<{ t: string }[]>(
        `select string_agg(t, ' ') as t from (select row_to_json(e)::text as t from events e
         union all select row_to_json(j)::text from job_runs j union all select row_to_json(m)::text from mail_log m) x`,
      );
    expect(stored[0]!.t).not.toContain(token);
    expect(stored[0]!.t).not.toContain(strangersToken);
  });
});
