import type { MikroORM } from '@mikro-orm/postgresql';
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { messages } from 'shared/messages';
import { config, publicUrl } from 'backend/config';
import { sql } from 'backend/db/sql';
import { Student } from 'backend/entities/index';
import { cookieFrom, registrationForm, STUDENT_PASSWORD } from 'backend/test/accounts';
import { buildAdmin } from 'backend/test/factories';
import { adminCookie } from 'backend/test/feature-support';
import { fileForm, jpegBytes } from 'backend/test/images';
import { api, waitFor, type TestApp } from 'backend/test/support';
import { redisText } from '../test/redis-text.ts';
import { useMailStack, type MailStack } from '../test/mail-stack.ts';

/**
 * The intern's e-mail proof (issue 25) through the outbox and a real SMTP server: the registration's
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
const mailsTo = (email: string, subject: string | RegExp) =>
  smtp.received.filter((m) => JSON.stringify(m.to ?? '').includes(email) && (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject ?? '')));
async function nthMail(email: string, subject: string | RegExp, n: number): Promise<ParsedMail> {
  await waitFor(() => mailsTo(email, subject).length >= n, 30_000);
  return mailsTo(email, subject)[n - 1]!;
}

/** The token of the link in a mail, as its reader would open it (the same in text and HTML). */
function linkToken(mail: ParsedMail): string {
  const inText = /\/confirm-email#token=([A-Za-z0-9_-]{43})/.exec(mail.text ?? '');
  const inHtml = /href="[^"]*\/confirm-email#token=([A-Za-z0-9_-]{43})"/.exec(String(mail.html));
  expect(inText?.[1]).toBeTruthy();
  expect(inHtml?.[1]).toBe(inText?.[1]);
  return inText![1]!;
}

const confirm = (token: string) => api(app.url, '/api/email-confirmation', { method: 'POST', json: { token } });
const emailVerified = async (cookie: string) => ((await api(app.url, '/api/me', { cookie })).body.user as { emailVerified: boolean }).emailVerified;

/** Registers through the form as a visitor would (screenshot upload, then the registration), then logs in. */
async function register(name: string, email: string): Promise<{ cookie: string; id: number }> {
  const up = await api(app.url, '/api/uploads', { method: 'POST', body: fileForm(await jpegBytes(400, 800), 'paid.jpg', 'image/jpeg') });
  expect(up.status).toBe(202);
  const uploadId = up.body.uploadId as string;
  await waitFor(async () => ((await api(app.url, `/api/uploads/${uploadId}`)).body.state as string) === 'completed', 30_000);
  const reg = await api(app.url, '/api/registrations', { method: 'POST', json: registrationForm(uploadId, { name, email }) });
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
    expect(mail.text).toContain('Please confirm that this e-mail address is yours');
    expect(mail.text).toContain('for 72 hours');
    const token = linkToken(mail);
    expect(mail.text).toContain(`${publicUrl(config())}/confirm-email#token=${token}`);
    expect(await redisText(app.redis, prefix)).not.toContain(token);
    expect(JSON.stringify(await sql(orm.em.fork(), 'select * from events'))).not.toContain(token);
    expect(JSON.stringify(await sql(orm.em.fork(), 'select * from mail_log'))).not.toContain(token);

    const res = await confirm(token);
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe(messages.emailConfirmed);
    expect(await emailVerified(cookie)).toBe(true);

    const replay = await confirm(token);
    expect(replay.status).toBe(410);
    expect(replay.body.message).toBe(messages.emailLinkInvalid);
    expect(await redisText(app.redis, prefix)).not.toContain(token);
  });

  it("'Send the link again' mails a new link; only the newest works", async () => {
    const email = 'again.link@example.in';
    const { cookie } = await register('Again Link', email);
    const first = linkToken(await nthMail(email, /^We have received your registration/, 1));
    const asked = await api(app.url, '/api/me/email-confirmation/resend', { method: 'POST', cookie });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(messages.emailProofSent);
    const mail = await nthMail(email, PROOF_SUBJECT, 1);
    expect(mail.text).toContain('Hello Again Link,');
    const second = linkToken(mail);
    expect(second).not.toBe(first);
    expect(await redisText(app.redis, prefix)).not.toContain(second);

    expect((await confirm(first)).status).toBe(410);
    expect(await emailVerified(cookie)).toBe(false);
    expect((await confirm(second)).status).toBe(200);
    expect(await emailVerified(cookie)).toBe(true);
  });

  it("after an admin changes the e-mail, the old mailbox's link proves nothing and the new address gets its own", async () => {
    const oldEmail = 'typo.addres@example.in';
    const newEmail = 'typo.address@example.in';
    const { cookie, id } = await register('Typo Address', oldEmail);
    const oldLink = linkToken(await nthMail(oldEmail, /^We have received your registration/, 1));

    const admin = await adminCookie(orm, await buildAdmin(orm.em.fork()));
    const corrected = await api(app.url, `/api/admin/students/${id}/correction`, { method: 'POST', cookie: admin, json: { email: newEmail, reason: 'Typo at enrolment' } });
    expect(corrected.status, corrected.text).toBe(200);
    const mail = await nthMail(newEmail, PROOF_SUBJECT, 1);
    const newLink = linkToken(mail);

    expect((await confirm(oldLink)).status).toBe(410);
    expect(await emailVerified(cookie)).toBe(false);
    expect((await confirm(newLink)).status).toBe(200);
    expect(await emailVerified(cookie)).toBe(true);
    expect(mailsTo(oldEmail, PROOF_SUBJECT)).toEqual([]);
  });
});
