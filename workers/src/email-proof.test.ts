import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { messages } from 'shared/messages';
import { config, publicUrl } from 'backend/config';
import { sql } from 'backend/db/sql';
import { Student } from 'backend/entities/index';
import { cookieFrom, registrationForm, STUDENT_PASSWORD } from 'backend/test/accounts';
import { fileForm, jpegBytes } from 'backend/test/images';
import { signedIn } from 'backend/test/signed-in';
import { api, waitFor, type TestApp } from 'backend/test/support';
import { mailboxOf, linkToken } from 'backend/test/mail';
import { redisText } from '../test/redis-text.ts';
import { useMailStack, type MailStack } from '../test/mail-stack.ts';

/**
 * The intern's e-mail proof through the outbox and a real SMTP server: the registration's
 * mail carries a one-time link that proves the address (the token in no job and no event); 'Send the
 * link again' mails a new one that voids the first; an admin's correction of the e-mail mails a link
 * to the new address, and the old mailbox's link proves nothing any more.
 */
let orm: MikroORM;
let smtp: MailStack['smtp'];
let app: TestApp;
let prefix: string;
useMailStack((stack) => ({ orm, smtp, app, prefix } = stack));

const PROOF_SUBJECT = 'Confirm your e-mail address';
const { mailsTo, nthMail } = mailboxOf(() => smtp.received);

const confirm = (token: string, cookie?: string) =>
  api(app.url, '/api/email-confirmation', { method: 'POST', json: { token }, ...(cookie ? { cookie } : {}) });
const notMe = (token: string) => api(app.url, '/api/email-confirmation/not-me', { method: 'POST', json: { token } });

const emailVerified = async (cookie: string) =>
  ((await api(app.url, '/api/me', { cookie })).body.user as { emailVerified: boolean }).emailVerified;

/** Registers through the form as a visitor would (screenshot upload, then the registration), then logs in. */
async function register(name: string, email: string): Promise<{ cookie: string; id: number }> {
  const up = await api(app.url, '/api/uploads', {
    method: 'POST',
    body: fileForm(await jpegBytes(400, 800), 'paid.jpg', 'image/jpeg'),
  });
  expect(up.status).toBe(202);
  const uploadId = up.body.uploadId as string;
  await waitFor(
    async () => ((await api(app.url, `/api/uploads/${uploadId}`)).body.state as string) === 'completed',
    30_000,
  );
  const reg = await api(app.url, '/api/registrations', {
    method: 'POST',
    json: registrationForm(uploadId, { name, email }),
  });
  expect(reg.status, reg.text).toBe(201);
  const login = await api(app.url, '/api/login', { method: 'POST', json: { email, password: STUDENT_PASSWORD } });
  expect(login.status).toBe(200);
  const { id } = await orm.em.fork().findOneOrFail(Student, { email });
  return { cookie: cookieFrom(login.headers)!, id };
}

describe("the intern's e-mail proof, through the outbox and real SMTP", () => {
  it("the registration's mail carries a single-use link that proves the e-mail; the token is in no job and no event", async () => {
    const email = 'tamil.selvi@example.in';
    const { cookie } = await register('Tamil Selvi', email);
    // Login is never blocked on the proof: the waiting screen asks for it.
    expect(await emailVerified(cookie)).toBe(false);

    const mail = await nthMail(email, /^We have received your registration/, 1);
    expect(mail.text).toContain('If this account is yours, please confirm your e-mail address');
    expect(mail.text).toContain('for 72 hours');
    const token = linkToken(mail, '/confirm-email');
    expect(mail.text).toContain(`${publicUrl(config())}/confirm-email#token=${token}`);
    expect(await redisText(app.redis, prefix)).not.toContain(token);
    expect(JSON.stringify(await sql(orm.em.fork(), 'select * from events'))).not.toContain(token);
    expect(JSON.stringify(await sql(orm.em.fork(), 'select * from mail_log'))).not.toContain(token);

    const res = await confirm(token, cookie);
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe(messages.emailConfirmed);
    expect(await emailVerified(cookie)).toBe(true);

    const replay = await confirm(token, cookie);
    expect(replay.status).toBe(410);
    expect(replay.body.message).toBe(messages.emailLinkInvalid);
    expect(await redisText(app.redis, prefix)).not.toContain(token);
    // The file's first registration also starts the mail pipeline's workers.
  }, 60_000);

  it("'Send the link again' mails a new link; only the newest works", async () => {
    const email = 'again.link@example.in';
    const { cookie } = await register('Again Link', email);
    const first = linkToken(await nthMail(email, /^We have received your registration/, 1), '/confirm-email');
    const asked = await api(app.url, '/api/me/email-confirmation/resend', { method: 'POST', cookie });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(messages.emailProofSent);
    const mail = await nthMail(email, PROOF_SUBJECT, 1);
    expect(mail.text).toContain('Hello Again Link,');
    const second = linkToken(mail, '/confirm-email');
    expect(second).not.toBe(first);
    expect(await redisText(app.redis, prefix)).not.toContain(second);

    expect((await confirm(first, cookie)).status).toBe(410);
    expect(await emailVerified(cookie)).toBe(false);
    expect((await confirm(second, cookie)).status).toBe(200);
    expect(await emailVerified(cookie)).toBe(true);
  });

  it("after an admin changes the e-mail, the old mailbox's link proves nothing and the new address gets its own", async () => {
    const oldEmail = 'typo.addres@example.in';
    const newEmail = 'typo.address@example.in';
    const { cookie, id } = await register('Typo Address', oldEmail);
    const oldLink = linkToken(await nthMail(oldEmail, /^We have received your registration/, 1), '/confirm-email');

    const admin = await signedIn(app, orm, { kind: 'admin' });
    const corrected = await admin(`/api/admin/students/${id}/correction`, {
      method: 'POST',
      json: { email: newEmail, reason: 'Typo at enrolment' },
    });
    expect(corrected.status, corrected.text).toBe(200);
    const mail = await nthMail(newEmail, PROOF_SUBJECT, 1);
    const newLink = linkToken(mail, '/confirm-email');

    expect((await confirm(oldLink, cookie)).status).toBe(410);
    expect(await emailVerified(cookie)).toBe(false);
    expect((await confirm(newLink, cookie)).status).toBe(200);
    expect(await emailVerified(cookie)).toBe(true);
    expect(mailsTo(oldEmail, PROOF_SUBJECT)).toEqual([]);
  });

  it("M1: a stranger registers with someone's address; the owner's press proves nothing, and \"This wasn't me\" stops every mail for that account", async () => {
    const victim = 'valli.referrer@example.in';
    const stranger = await register('Refer and Earn Verification', victim);
    const mail = await nthMail(victim, /^We have received your registration/, 1);
    // The subject carries no name the registrant chose; the body names the account (name and day), nothing more.
    expect(mail.subject).toBe('We have received your registration');
    expect(mail.text).toMatch(
      /An intern account was registered with this e-mail address on \d{2}\/\d{2}\/\d{4}, in the name “Refer and Earn Verification”\./,
    );
    expect(mail.text).not.toMatch(/IN\d+|intern id/i);
    expect(mail.text).toContain("This wasn't me");
    const token = linkToken(mail, '/confirm-email');

    // The owner presses "Confirm my e-mail" signed out, or signed in as their own (other) intern account.
    expect((await confirm(token)).status).toBe(401);
    const own = await register('Valli', 'valli.own@example.in');
    const other = await confirm(token, own.cookie);
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('emailLinkOtherAccount');
    expect(await emailVerified(stranger.cookie)).toBe(false);
    expect(await emailVerified(own.cookie)).toBe(false);

    // "This wasn't me", from the same mail, without a session.
    const disowned = await notMe(linkToken(mail, '/not-me'));
    expect(disowned.status, disowned.text).toBe(200);
    expect(disowned.body.message).toBe(messages.emailDisownDone);
    // The stranger can no longer prove it, even holding the link, nor have a new one sent.
    expect((await confirm(token, stranger.cookie)).status).toBe(410);
    expect(
      (await api(app.url, '/api/me/email-confirmation/resend', { method: 'POST', cookie: stranger.cookie })).status,
    ).toBe(409);
    expect(await emailVerified(stranger.cookie)).toBe(false);

    // Nothing more reaches the address for that account: an admin's resend of the registration mail and
    // a password reset both stop before sending (their jobs fail for good, nothing received).
    const before = mailsTo(victim, /./).length;
    const admin = await signedIn(app, orm, { kind: 'admin' });
    const [logged] = await sql<{ id: number }>(
      orm.em.fork(),
      `select id from mail_log where student_id = $1 and template = 'mail-registration-received'`,
      [stranger.id],
    );
    const resent = await admin(`/api/admin/mail/${logged!.id}/resend`, { method: 'POST' });
    expect(resent.status, resent.text).toBe(202);
    const reset = await api(app.url, '/api/password-reset', { method: 'POST', json: { email: victim } });
    expect(reset.status, reset.text).toBe(200);
    await waitFor(async () => {
      const runs = await sql<{ state: string }>(
        orm.em.fork(),
        `select state from job_runs where handler in ('mail-password-reset', 'mail-resend') and state in ('failed', 'completed')`,
      );
      return runs.length >= 2;
    }, 30_000);
    const runs = await sql<{ handler: string; state: string }>(
      orm.em.fork(),
      `select handler, state from job_runs where handler in ('mail-password-reset', 'mail-resend')`,
    );
    expect(
      runs.every((r) => r.state === 'failed'),
      JSON.stringify(runs),
    ).toBe(true);
    expect(mailsTo(victim, /./)).toHaveLength(before);
  });
});
