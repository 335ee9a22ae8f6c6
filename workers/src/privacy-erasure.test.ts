import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { sql } from 'backend/db/sql';
import { IssuedDocument, MailLog, Payout, Referrer, Student } from 'backend/entities/index';
import { cookieFrom, registrationForm, STUDENT_PASSWORD } from 'backend/test/accounts';
import { buildStudent } from 'backend/test/factories';
import { fileForm, jpegBytes } from 'backend/test/images';
import { signedIn } from 'backend/test/signed-in';
import { api, waitFor, type TestApp } from 'backend/test/support';
import { configureMail } from './mail/transport.ts';
import { redisText } from '../test/redis-text.ts';
import { useMailStack, type MailStack } from '../test/mail-stack.ts';

/**
 * Erasure on request (docs/PRIVACY.md) through the whole product: the API, the relay, the workers,
 * a development outbox. After an admin approves, no table, no outbox file and no Redis key holds the
 * intern's e-mail, phone, college or UPI id, and no screenshot of theirs is stored; /verify still
 * shows their name on the certificate, and the payout ledger's amounts are unchanged.
 */
let orm: MikroORM;
let smtp: MailStack['smtp'];
let app: TestApp;
let prefix: string;
useMailStack((stack) => ({ orm, smtp, app, prefix } = stack));

/** Every row of every table as text (bytea as hex, jsonb as written): what a search of the database finds. */
async function everyTableText(): Promise<string> {
  const em = orm.em.fork();
  const tables = await sql<{ table_name: string }>(
    em,
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const parts = await Promise.all(
    tables.map(async ({ table_name }) =>
      (await sql<{ row: string }>(em, `select t::text as row from "${table_name}" t`)).map((r) => r.row).join('\n'),
    ),
  );
  return parts.join('\n').toLowerCase();
}

async function outboxText(dir: string): Promise<string> {
  const files = await readdir(dir);
  return (await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')))).join('\n').toLowerCase();
}

const hexOf = (s: string) => Buffer.from(s, 'utf8').toString('hex');
/** The request an intern's POST /api/me/erasure-request answered. */
const requestOf = (res: { body: Record<string, unknown> }) => res.body.request as { id: number; status: string };

describe('an approved erasure', () => {
  it('leaves no e-mail, phone, college, UPI id or screenshot of the intern anywhere, and /verify and the ledger as they were', async () => {
    const outbox = await mkdtemp(path.join(tmpdir(), 'erasure-outbox-'));
    configureMail({ outboxDir: outbox });
    const email = 'kaviya.erase@example.in';
    const phone = '9876501234';
    const college = 'Erode Kongu Arts College';
    const corrected = 'Erode Kongu Arts and Science College';
    const upiId = 'kaviya.erase@okaxis';

    // Registered through the form, with a screenshot: files, a reading, a session, mails.
    const up = await api(app.url, '/api/uploads', {
      method: 'POST',
      body: fileForm(await jpegBytes(800, 1600), 'paid.jpg', 'image/jpeg'),
    });
    expect(up.status).toBe(202);
    const uploadId = up.body.uploadId as string;
    await waitFor(
      async () => ((await api(app.url, `/api/uploads/${uploadId}`)).body.state as string) === 'completed',
      20_000,
    );
    const reg = await api(app.url, '/api/registrations', {
      method: 'POST',
      json: registrationForm(uploadId, { name: 'Kaviya Erase', email, phone, college }),
    });
    expect(reg.status).toBe(201);
    const intern = await orm.em.fork().findOneOrFail(Student, { email });
    // The intern proved the address (the mailed link); their refer-and-earn record below is linked to the account by both sides.
    await sql(orm.em.fork(), `update students set email_verified_at = now() where id = $1`, [intern.id]);
    const login = await api(app.url, '/api/login', { method: 'POST', json: { email, password: STUDENT_PASSWORD } });
    expect(login.status).toBe(200);

    const admin = await signedIn(app, orm, { kind: 'admin' });
    expect((await admin(`/api/admin/students/${intern.id}/validate`, { method: 'POST' })).status).toBe(200);
    await waitFor(
      async () =>
        (await orm.em
          .fork()
          .count(MailLog, { studentId: intern.id, template: 'mail-offer-letter', status: 'sent' })) === 1,
      30_000,
    );
    // A correction (its event keeps before and after), a contact message from the address, their refer-and-earn record and a payout.
    expect(
      (
        await admin(`/api/admin/students/${intern.id}/correction`, {
          method: 'POST',
          json: { college: corrected, reason: 'Full college name' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await api(app.url, '/api/contact', {
          method: 'POST',
          json: {
            name: 'Kaviya Erase',
            email,
            subject: 'About my certificate',
            message: `Call me on ${phone}`,
            consent: true,
          },
        })
      ).status,
    ).toBe(201);
    await waitFor(
      async () => (await orm.em.fork().count(MailLog, { template: 'mail-contact', status: 'sent' })) === 1,
      20_000,
    );
    const em = orm.em.fork();
    const referrer = em.create(Referrer, {
      name: 'Kaviya Erase',
      email,
      phone,
      upiId,
      code: 'KAVI2026',
      source: 'dashboard',
      confirmedAt: new Date(),
      student: intern.id,
      studentLink: 'joined-signed-in',
    });
    await em.flush();
    em.create(Payout, {
      referrer: referrer.id,
      period: '2026-10',
      referralCount: 2,
      amount: 140,
      status: 'paid',
      utr: 'UTR000111222',
      paidAt: new Date(),
    });
    // Paid: a record still owed a payout would be kept whole (backend/src/routes/erasure/erasure.test.ts).
    em.create(Payout, {
      referrer: referrer.id,
      period: '2026-11',
      referralCount: 1,
      amount: 70,
      status: 'paid',
      utr: 'UTR000333444',
      paidAt: new Date(),
    });
    await em.flush();
    const ledgerBefore = await sql<{ total: string }>(
      orm.em.fork(),
      `select coalesce(sum(amount), 0)::text as total from payouts`,
    );
    const offer = await orm.em.fork().findOneOrFail(IssuedDocument, { student: intern.id, kind: 'offer-letter' });
    const needles = [email, phone, college.toLowerCase(), corrected.toLowerCase(), upiId];
    expect(await everyTableText()).toContain(email);
    expect((await outboxText(outbox)).length).toBeGreaterThan(0);

    const me = await signedIn(app, orm, { kind: 'student', id: intern.id });
    const asked = await me('/api/me/erasure-request', {
      method: 'POST',
      json: { reason: 'I no longer want an account' },
    });
    expect(asked.status).toBe(201);
    const list = await admin('/api/admin/erasure-requests');
    const [request] = list.body.requests as {
      id: number;
      studentId: number;
      documentsIssued: number;
      payoutOwed: number;
    }[];
    // The offer letter, and the completion certificate (the internship's end date has passed).
    expect(request).toMatchObject({ studentId: intern.id, documentsIssued: 2, payoutOwed: 0 });
    const approved = await admin(`/api/admin/erasure-requests/${request!.id}/approve`, { method: 'POST' });
    expect(approved.status).toBe(200);

    // The confirmation went to the address, then the address was forgotten with it.
    await waitFor(async () => {
      const [row] = await sql<{ status: string; outbox_path: string | null; notify_email: string | null }>(
        orm.em.fork(),
        `select m.status, m.outbox_path, r.notify_email from mail_log m, erasure_requests r where m.template = 'mail-erasure-approved' and r.id = $1`,
        [request!.id],
      );
      return row?.status === 'sent' && row.outbox_path === null && row.notify_email === null;
    }, 30_000);

    const tables = await everyTableText();
    const files = await outboxText(outbox);
    const redis = await redisText(app.redis, prefix).then((t) => t.toLowerCase());
    for (const needle of needles) {
      expect(tables, `the database still holds ${needle}`).not.toContain(needle);
      expect(tables, `the database still holds ${needle} in bytes`).not.toContain(hexOf(needle));
      expect(files, `the outbox still holds ${needle}`).not.toContain(needle);
      expect(redis, `Redis still holds ${needle}`).not.toContain(needle);
    }
    const [screens] = await sql<{ n: number }>(
      orm.em.fork(),
      `select count(*)::int as n from files where purpose in ('screenshot', 'screenshot-raw')`,
    );
    expect(screens!.n).toBe(0);
    // The reading of the screenshot (amount and UTR) outlives it; nothing in it is personal.
    // The certificate stays verifiable with the name and course; the ledger keeps its amounts.
    const verify = await api(app.url, `/api/verify/${offer.verificationToken}`);
    expect(verify.status).toBe(200);
    expect(JSON.stringify(verify.body)).toContain('Kaviya Erase');
    expect(JSON.stringify(verify.body)).toContain(intern.course);
    expect(
      await sql<{ total: string }>(orm.em.fork(), `select coalesce(sum(amount), 0)::text as total from payouts`),
    ).toEqual(ledgerBefore);
    // The account is closed: the old session and the old password open nothing.
    expect((await api(app.url, '/api/me', { cookie: cookieFrom(login.headers)! })).status).toBe(401);
    expect(
      (await api(app.url, '/api/login', { method: 'POST', json: { email, password: STUDENT_PASSWORD } })).status,
    ).toBe(401);
    expect(
      (
        await api(app.url, '/api/login', {
          method: 'POST',
          json: { email: `erased-student-${intern.id}@erased.invalid`, password: STUDENT_PASSWORD },
        })
      ).status,
    ).toBe(401);
    // The audit log keeps the facts: requested, approved, the correction (without its words).
    const types = (
      await sql<{ type: string }>(
        orm.em.fork(),
        `select type from events where subject_type = 'student' and subject_id = $1`,
        [String(intern.id)],
      )
    ).map((e) => e.type);
    expect(types).toEqual(
      expect.arrayContaining([
        'student.registered',
        'student.validated',
        'student.corrected',
        'student.erasure-requested',
        'student.erasure-approved',
      ]),
    );
  }, 90_000);

  it('an intern without documents loses the name too; a refused request is mailed with the reason and erases nothing', async () => {
    configureMail({ smtpUrl: smtp.url, outboxDir: tmpdir() });
    const admin = await signedIn(app, orm, { kind: 'admin' });
    const keeps = await buildStudent(orm.em.fork(), { name: 'Ranjani Refused', email: 'ranjani.keep@example.in' });
    const asKeeps = await signedIn(app, orm, { kind: 'student', id: keeps.id });
    const keepsAsk = await asKeeps('/api/me/erasure-request', { method: 'POST', json: {} });
    expect(keepsAsk.status).toBe(201);
    expect((await asKeeps('/api/me/erasure-request', { method: 'POST', json: {} })).status).toBe(409);
    const refuseWithout = await admin(`/api/admin/erasure-requests/${requestOf(keepsAsk).id}/refuse`, {
      method: 'POST',
      json: {},
    });
    expect(refuseWithout.status).toBe(400);
    const refused = await admin(`/api/admin/erasure-requests/${requestOf(keepsAsk).id}/refuse`, {
      method: 'POST',
      json: { reason: 'Your internship certificate is still being prepared' },
    });
    expect(refused.status).toBe(200);
    await waitFor(
      () =>
        smtp.received.some(
          (m) =>
            JSON.stringify(m.to).includes('ranjani.keep@example.in') && m.subject === 'Your request to erase your data',
        ),
      20_000,
    );
    const mail = smtp.received.find((m) => m.subject === 'Your request to erase your data')!;
    expect(mail.text).toContain('Reason: Your internship certificate is still being prepared');
    const mine = await asKeeps('/api/me/erasure-request');
    expect(mine.body.request).toMatchObject({
      status: 'refused',
      decisionNote: 'Your internship certificate is still being prepared',
    });
    expect((await orm.em.fork().findOneOrFail(Student, { id: keeps.id })).email).toBe('ranjani.keep@example.in');
    // Deciding twice is refused.
    expect(
      (await admin(`/api/admin/erasure-requests/${requestOf(keepsAsk).id}/approve`, { method: 'POST' })).status,
    ).toBe(409);

    const goes = await buildStudent(orm.em.fork(), { name: 'Nila Nodocs', email: 'nila.nodocs@example.in' });
    const asGoes = await signedIn(app, orm, { kind: 'student', id: goes.id });
    const ask = await asGoes('/api/me/erasure-request', { method: 'POST', json: {} });
    expect((await admin(`/api/admin/erasure-requests/${requestOf(ask).id}/approve`, { method: 'POST' })).status).toBe(
      200,
    );
    const erased = await orm.em.fork().findOneOrFail(Student, { id: goes.id });
    expect(erased).toMatchObject({
      name: 'Erased',
      college: 'Erased',
      email: `erased-student-${goes.id}@erased.invalid`,
    });
    expect(erased.erasedAt).toBeInstanceOf(Date);
    // Another intern's request is not theirs to see, and an unknown one is a 404.
    expect(requestOf(await asKeeps('/api/me/erasure-request')).status).toBe('refused');
    expect((await admin('/api/admin/erasure-requests/999999/approve', { method: 'POST' })).status).toBe(404);
  }, 60_000);
});
