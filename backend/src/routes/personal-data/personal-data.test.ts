import { randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { strFromU8, unzipSync } from 'fflate';
import { internId } from 'shared/business';
import { PRIVACY_NOTICE_VERSION } from 'shared/privacy';
import { describe, expect, it } from 'vitest';
import { publicUrl } from '../../config.ts';
import { sql } from '../../db/sql.ts';
import { storeFile } from '../../db/store-file.ts';
import {
  CorrectionRequest,
  DomainEvent,
  ErasureRequest,
  MailLog,
  PaymentReference,
  Payout,
  PayoutItem,
  QuizAttempt,
  ScreenshotReading,
  TestAttempt,
} from '../../entities/index.ts';
import { recordEvent } from '../../events/record-event.ts';
import { buildReferrer, buildStudent } from '../../../test/factories.ts';
import { signedIn, type SignedIn } from '../../../test/signed-in.ts';
import { buildDocument, buildExtraCourse } from '../../../test/feature-support.ts';
import { jpegBytes, pngBytes } from '../../../test/images.ts';
import { type TestApp, useTestApp } from '../../../test/support.ts';

let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));

/** GET /api/me/data-export as someone signed in (or nobody), the ZIP unpacked (raw bytes: `api` reads text). */
async function exportOf(as?: SignedIn) {
  const res = await fetch(`${app.url}/api/me/data-export`, { headers: as ? { cookie: as.cookie } : {} });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const files = res.ok ? unzipSync(bytes) : {};
  const text = (name: string) => strFromU8(files[name]!);
  return { res, files, text, body: res.ok ? null : (JSON.parse(strFromU8(bytes)) as { message: string }) };
}

/** Every file of the ZIP as one text (bytes as latin1, so any ASCII value inside a file is found too). */
const wholeZip = (files: Record<string, Uint8Array>) =>
  Object.entries(files)
    .map(([name, data]) => `${name}\n${Buffer.from(data).toString('latin1')}`)
    .join('\n');

async function inTransaction(em: EntityManager, work: (tx: EntityManager) => void) {
  await em.transactional(async (tx) => {
    work(tx);
    await tx.flush();
  });
}

/**
 * An intern with something in every place personal data lives: consent, payment (reference, UTR,
 * rejection), screenshot and its reading, an extra course, documents (one revoked), a test attempt,
 * a correction and an erasure request, a referral code used, their own confirmed referrer record (the same
 * e-mail, proven on both sides) with a
 * paid payout and a credited referral, a mail, a session and events. `tag` makes every value distinctive.
 */
async function richIntern(tag: 'Anbarasi' | 'Xiomara', opts: { referredBy?: string; friendName: string }) {
  const em = orm.em.fork();
  const surname = tag === 'Anbarasi' ? 'Ramanathan' : 'Wojciechowska';
  const paymentReference = tag === 'Anbarasi' ? 'TN-ANKRT7' : 'TN-XQWRT4';
  em.create(PaymentReference, { code: paymentReference, kind: 'registration' });
  await em.flush();
  const intern = await buildStudent(em, {
    name: `${tag} ${surname}`,
    email: `${tag.toLowerCase()}@example.in`,
    phone: tag === 'Anbarasi' ? '9811122233' : '9844455566',
    college: `${tag} College of Engineering`,
    department: `${tag} Studies`,
    utr: tag === 'Anbarasi' ? '411122223333' : '499988887777',
    paymentReference,
    rejectedAt: new Date('2026-06-02T10:00:00Z'),
    rejectionReason: 'other',
    rejectionNote: `${tag} paid to the wrong account`,
    consentVersion: PRIVACY_NOTICE_VERSION,
    consentAt: new Date('2026-06-01T09:30:00Z'),
    testMark: tag === 'Anbarasi' ? 87 : 64,
    referralCode: opts.referredBy ?? null,
    // Proven (the mailed link); the referrer record with the same e-mail is theirs only by the link below.
    emailVerifiedAt: new Date('2026-06-01T09:35:00Z'),
  });

  const raw = Buffer.concat([await pngBytes(), Buffer.from(`raw-${tag}`)]);
  const compressed = Buffer.concat([await jpegBytes(), Buffer.from(`screenshot-${tag}`)]);
  const rawId = randomUUID();
  const shotId = randomUUID();
  await storeFile(em, { id: rawId, purpose: 'screenshot-raw', contentType: 'image/png', data: raw });
  await storeFile(em, {
    id: shotId,
    purpose: 'screenshot',
    contentType: 'image/jpeg',
    data: compressed,
    sourceId: rawId,
  });
  await sql(em, `update students set upload_id = $1, screenshot_id = $2 where id = $3`, [rawId, shotId, intern.id]);
  em.create(ScreenshotReading, {
    uploadId: rawId,
    state: 'read',
    amountRupees: 499,
    utr: tag === 'Anbarasi' ? '433344445555' : '488877776666',
    payee: `${tag} Payee Pvt`,
    status: 'success',
    reference: intern.paymentReference,
    confidence: 0.91,
  });

  const extra = await buildExtraCourse(em, intern, {
    course: 'Basic React.js',
    transaction: tag === 'Anbarasi' ? '422233334444' : '477766665555',
    college: `${tag} Extra College`,
  });
  const offer = await buildDocument(em, intern, 'offer-letter', {
    bytes: Buffer.from(`%PDF-1.7\n% offer letter of ${tag}\n%%EOF\n`),
  });
  const certificate = await buildDocument(em, intern, 'extra-certificate', {
    extraCourse: extra,
    bytes: Buffer.from(`%PDF-1.7\n% extra certificate of ${tag}\n%%EOF\n`),
  });
  certificate.revokedAt = new Date('2026-09-01T08:00:00Z');
  certificate.revokedReason = `${tag} certificate issued by mistake`;
  em.create(QuizAttempt, {
    student: intern,
    testNo: 1,
    score: tag === 'Anbarasi' ? 26 : 19,
    total: 30,
    answers: [3, 1, 4, 1, 5],
  });
  em.create(TestAttempt, {
    student: intern,
    testNo: 2,
    questionVersionIds: [2, 1],
    optionOrders: [
      [0, 1, 2, 3],
      [3, 2, 1, 0],
    ],
    choices: tag === 'Anbarasi' ? [2, null] : [0, 0],
  });
  em.create(CorrectionRequest, {
    student: intern,
    field: 'name',
    correctValue: `${tag} R. Natarajan`,
    note: `${tag} spelling of my surname`,
  });
  em.create(ErasureRequest, { student: intern, reason: `${tag} no longer needs the account` });
  em.create(MailLog, {
    jobId: `e1-mail-${tag}`,
    template: 'mail-registration-received',
    recipient: intern.email,
    subject: `We received your registration, ${tag}`,
    studentId: intern.id,
    status: 'sent',
    sentAt: new Date(),
  });
  await em.flush();

  // Their own refer-and-earn membership (same e-mail, confirmed), a friend credited to it, and a paid payout.
  const referrer = await buildReferrer(em, {
    name: intern.name,
    email: intern.email,
    phone: tag === 'Anbarasi' ? '8711122233' : '8744455566',
    upiId: `${tag.toLowerCase()}@okicici`,
    code: `${tag.slice(0, 3).toUpperCase()}REF1`,
    student: intern,
    studentLink: 'member-confirmed',
  });
  const friend = await buildStudent(em, {
    name: opts.friendName,
    referralCode: referrer.code,
    validated: true,
    validatedAt: new Date(),
  });
  const payout = em.create(Payout, {
    referrer,
    period: '2026-07',
    referralCount: 1,
    amount: 70,
    status: 'paid',
    utr: tag === 'Anbarasi' ? 'PAYUTR11112222' : 'PAYUTR99998888',
    paidAt: new Date(),
  });
  em.create(PayoutItem, { payout, student: friend, amount: 70 });
  await em.flush();

  await inTransaction(em, (tx) => {
    recordEvent(tx, 'student.registered', { type: 'student', id: intern.id }, { studentId: intern.id }, 'visitor');
    recordEvent(
      tx,
      'student.payment-rejected',
      { type: 'student', id: intern.id },
      { studentId: intern.id, reason: 'other' },
      'admin:4242',
    );
  });
  return { intern, rawId, raw, compressed, offer, certificate, extra, referrer, friend };
}

/** The row as PostgreSQL gives it to the export (to_jsonb), for comparing every column's value. */
async function rowOf(table: string, where: string, values: unknown[]) {
  const rows = await sql<{ row: Record<string, unknown> }>(
    orm.em.fork(),
    `select to_jsonb(t) as row from ${table} t where ${where}`,
    values,
  );
  return rows.map((r) => r.row);
}

/** Every non-null value of the rows appears in data.json (as JSON, so a date or a number is found exactly). */
function expectEveryValue(dataJson: string, rows: Record<string, unknown>[], skip: string[] = []) {
  for (const row of rows) {
    for (const [column, value] of Object.entries(row)) {
      if (value === null || typeof value === 'object' || skip.includes(column)) continue;
      const needle = JSON.stringify(value);
      expect(dataJson, `${column} = ${needle}`).toContain(needle);
    }
  }
}

describe('GET /api/me/data-export (an intern downloads everything held about them)', () => {
  it('answers a ZIP with every field of the intern, their PDFs and screenshot, and a README; records the access', async () => {
    const someoneElse = await buildReferrer(orm.em.fork(), { name: 'Kaveri Thirumalai', code: 'KAVREF9' });
    const a = await richIntern('Anbarasi', { friendName: 'Zephyrine Quixote', referredBy: someoneElse.code! });
    const { res, files, text } = await exportOf(await signedIn(app, orm, { kind: 'student', id: a.intern.id }));

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="my-data-${internId(app.config.CERTIFICATE_PREFIX, a.intern.id)}.zip"`,
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        'data.json',
        'documents/offer-letter.pdf',
        `documents/extra-certificate-${a.extra.id}-revoked.pdf`,
        'payment-screenshot.jpg',
      ].sort(),
    );

    // The files are the stored bytes: the current PDFs and the screenshot shown to admins.
    expect(Buffer.from(files['documents/offer-letter.pdf']!)).toEqual(
      Buffer.from(`%PDF-1.7\n% offer letter of Anbarasi\n%%EOF\n`),
    );
    expect(Buffer.from(files[`documents/extra-certificate-${a.extra.id}-revoked.pdf`]!)).toEqual(
      Buffer.from(`%PDF-1.7\n% extra certificate of Anbarasi\n%%EOF\n`),
    );
    expect(Buffer.from(files['payment-screenshot.jpg']!)).toEqual(a.compressed);

    const dataJson = text('data.json');
    const data = JSON.parse(dataJson) as Record<string, unknown>;
    // Every column of every row held about them (the password hash excepted), whatever it is named.
    expectEveryValue(dataJson, await rowOf('students', 't.id = $1', [a.intern.id]), ['password_hash']);
    expectEveryValue(dataJson, await rowOf('extra_courses', 't.student_id = $1', [a.intern.id]));
    expectEveryValue(dataJson, await rowOf('correction_requests', 't.student_id = $1', [a.intern.id]));
    expectEveryValue(dataJson, await rowOf('erasure_requests', 't.student_id = $1', [a.intern.id]));
    expectEveryValue(dataJson, await rowOf('screenshot_readings', 't.upload_id = $1', [a.rawId]));
    expectEveryValue(dataJson, await rowOf('referrers', 't.id = $1', [a.referrer.id]));
    expectEveryValue(dataJson, await rowOf('payouts', 't.referrer_id = $1', [a.referrer.id]), ['referrer_id']);
    expect(dataJson).not.toMatch(/password|argon2/i);

    // In plain words.
    expect(data.you).toMatchObject({
      name: 'Anbarasi Ramanathan',
      'e-mail': 'anbarasi@example.in',
      phone: '9811122233',
      'payment UTR (UPI transaction reference)': '411122223333',
      'payment reference': 'TN-ANKRT7',
      'payment rejection note': 'Anbarasi paid to the wrong account',
      'privacy notice version agreed to': PRIVACY_NOTICE_VERSION,
    });
    expect(data.documents).toEqual([
      expect.objectContaining({
        kind: 'offer-letter',
        'certificate number': a.offer.certificateNumber,
        'verification link': `${publicUrl(app.config)}/verify/${a.offer.verificationToken}`,
        version: 1,
        'revoked at': null,
      }),
      expect.objectContaining({
        kind: 'extra-certificate',
        'extra course number': a.extra.id,
        'why revoked': 'Anbarasi certificate issued by mistake',
      }),
    ]);
    expect(data['test attempts']).toEqual([
      expect.objectContaining({ test: 1, score: 26, 'out of': 30, 'your answers': [3, 1, 4, 1, 5] }),
    ]);
    expect(data['tests not finished']).toEqual([
      expect.objectContaining({ test: 2, state: 'open', 'your choices so far': [2, null] }),
    ]);
    expect(data['mails sent to you']).toEqual([
      expect.objectContaining({
        subject: 'We received your registration, Anbarasi',
        'sent to': 'anbarasi@example.in',
        status: 'sent',
      }),
    ]);
    expect(data['sign-in sessions']).toEqual([
      expect.objectContaining({ 'network address': '127.0.0.1', browser: expect.stringContaining('Mozilla/5.0') }),
    ]);
    const refer = data['refer-and-earn'] as Record<string, unknown>;
    expect(refer['your membership']).toMatchObject({ 'UPI id': 'anbarasi@okicici', 'referral code': 'ANBREF1' });
    // The code they used, and whether it counted, but not who owns it.
    expect(data['referral code you used']).toEqual({ code: 'KAVREF9', 'counted for its referrer': true });
    expect(wholeZip(files)).not.toMatch(/Kaveri|Thirumalai/);
    expect(refer.payouts).toEqual([
      expect.objectContaining({ 'amount (rupees)': 70, status: 'paid', 'bank UTR of the payment': 'PAYUTR11112222' }),
    ]);
    // A friend credited to them: the first name only, never the rest of the friend's data.
    expect(refer['referrals credited to you (first name only)']).toEqual([
      expect.objectContaining({ 'first name': 'Zephyrine', state: 'paid' }),
    ]);
    expect(wholeZip(files)).not.toContain('Quixote');
    expect(wholeZip(files)).not.toContain(a.friend.email);
    // The events about them, with who acted by kind only (no admin's id).
    expect(data['what happened']).toEqual([
      expect.objectContaining({ type: 'student.registered', 'done by': 'someone using the site' }),
      expect.objectContaining({ type: 'student.payment-rejected', 'done by': 'our team' }),
    ]);
    expect(dataJson).not.toContain('4242');

    const readme = text('README.txt');
    expect(readme).toContain(`privacy notice version ${PRIVACY_NOTICE_VERSION}`);
    for (const name of Object.keys(files)) expect(readme).toContain(name);

    const events = await orm.em.fork().find(DomainEvent, { type: 'student.data-exported' });
    expect(events).toEqual([
      expect.objectContaining({ payload: { studentId: a.intern.id }, actor: `student:${a.intern.id}` }),
    ]);
  });

  it("writes the README in the account's language: a Tamil intern reads Tamil, naming every file", async () => {
    const intern = await buildStudent(orm.em.fork(), { language: 'ta', validated: true, validatedAt: new Date() });
    await buildDocument(orm.em.fork(), intern, 'offer-letter');
    const { res, files, text } = await exportOf(await signedIn(app, orm, { kind: 'student', id: intern.id }));
    expect(res.status).toBe(200);
    const readme = text('README.txt');
    const tamilLetters = readme.match(/[\u0B80-\u0BFF]/g)?.length ?? 0;
    const latinWords = readme.match(/\b(your|the|we|held|made|what|file|document)\b/gi) ?? [];
    expect(tamilLetters).toBeGreaterThan(200);
    expect(latinWords).toEqual([]);
    expect(readme).toContain(PRIVACY_NOTICE_VERSION);
    for (const name of Object.keys(files)) expect(readme).toContain(`- ${name}: `);
  });

  it("holds nothing of another intern, and another intern's cookie gets their own data", async () => {
    const a = await richIntern('Anbarasi', { friendName: 'Zephyrine Quixote' });
    const b = await richIntern('Xiomara', { friendName: 'Yevgenia Ostrowska' });
    const bValues = [
      'Xiomara',
      'xiomara',
      'Wojciechowska',
      '9844455566',
      '8744455566',
      '499988887777',
      '488877776666',
      '477766665555',
      'TN-XQWRT4',
      'XIOREF1',
      'PAYUTR99998888',
      'Yevgenia',
      'Ostrowska',
      b.offer.certificateNumber,
      b.offer.verificationToken,
      b.rawId,
    ];

    const mine = await exportOf(await signedIn(app, orm, { kind: 'student', id: a.intern.id }));
    const all = wholeZip(mine.files);
    for (const value of bValues) expect(all, value).not.toContain(value);
    expect(Buffer.from(mine.files['payment-screenshot.jpg']!)).toEqual(a.compressed);

    const theirs = await exportOf(await signedIn(app, orm, { kind: 'student', id: b.intern.id }));
    expect(theirs.res.status).toBe(200);
    const theirJson = JSON.parse(theirs.text('data.json')) as { you: Record<string, unknown> };
    expect(theirJson.you).toMatchObject({
      name: 'Xiomara Wojciechowska',
      'e-mail': 'xiomara@example.in',
      'payment UTR (UPI transaction reference)': '499988887777',
    });
    expect(Buffer.from(theirs.files['payment-screenshot.jpg']!)).toEqual(b.compressed);
    expect(theirs.res.headers.get('content-disposition')).toContain(
      `my-data-${internId(app.config.CERTIFICATE_PREFIX, b.intern.id)}.zip`,
    );
    for (const value of [
      'Anbarasi',
      'Ramanathan',
      '9811122233',
      '411122223333',
      'TN-ANKRT7',
      'ANBREF1',
      'PAYUTR11112222',
      'Zephyrine',
      a.rawId,
    ])
      expect(wholeZip(theirs.files), value).not.toContain(value);
  });

  it("gives a registration with a referrer's e-mail (even proven) or phone nothing of that referrer: no phone, UPI id, payouts, mails or referrals", async () => {
    const a = await richIntern('Anbarasi', { friendName: 'Zephyrine Quixote' });
    const em = orm.em.fork();
    em.create(MailLog, {
      jobId: 'e1-mail-ref',
      template: 'mail-referral-confirmed',
      recipient: a.intern.email,
      subject: 'Your referral code ANBREF1',
      status: 'sent',
      sentAt: new Date(),
    });
    await em.flush();
    // The referrer's own intern account moves aside; the attackers register with the referrer's e-mail (and prove it) or phone.
    await sql(em, `update students set email = 'anbarasi.intern@example.in' where id = $1`, [a.intern.id]);
    const byEmail = await buildStudent(orm.em.fork(), { email: 'anbarasi@example.in', emailVerifiedAt: new Date() });
    const byPhone = await buildStudent(orm.em.fork(), { phone: '8711122233', emailVerifiedAt: new Date() });
    for (const attacker of [byEmail, byPhone]) {
      const { res, files, text } = await exportOf(await signedIn(app, orm, { kind: 'student', id: attacker.id }));
      expect(res.status).toBe(200);
      expect(JSON.parse(text('data.json'))).toMatchObject({ 'refer-and-earn': null });
      const all = wholeZip(files);
      for (const value of [
        '8711122233',
        'anbarasi@okicici',
        'ANBREF1',
        'PAYUTR11112222',
        'Zephyrine',
        'Your referral code',
      ]) {
        if (attacker === byPhone && value === '8711122233') continue; // their own phone, typed by them
        expect(all, value).not.toContain(value);
      }
    }
    // The owner's account, linked by both sides, still gets it all.
    await sql(orm.em.fork(), `update students set email = 'attacker@example.in' where id = $1`, [byEmail.id]);
    await sql(
      orm.em.fork(),
      `update students set email = 'anbarasi@example.in', email_verified_at = now() where id = $1`,
      [a.intern.id],
    );
    const owner = await exportOf(await signedIn(app, orm, { kind: 'student', id: a.intern.id }));
    expect(JSON.parse(owner.text('data.json'))['refer-and-earn']).toMatchObject({
      'your membership': { 'UPI id': 'anbarasi@okicici' },
    });
  });

  it('gives the raw upload when no compressed screenshot exists, and no screenshot once it is deleted', async () => {
    const em = orm.em.fork();
    const intern = await buildStudent(em);
    const raw = await pngBytes();
    const rawId = randomUUID();
    await storeFile(em, { id: rawId, purpose: 'screenshot-raw', contentType: 'image/png', data: raw });
    await sql(em, `update students set upload_id = $1 where id = $2`, [rawId, intern.id]);
    const asIntern = await signedIn(app, orm, { kind: 'student', id: intern.id });
    const first = await exportOf(asIntern);
    expect(Object.keys(first.files).sort()).toEqual(['README.txt', 'data.json', 'payment-screenshot.png']);
    expect(Buffer.from(first.files['payment-screenshot.png']!)).toEqual(raw);

    await sql(em, `delete from files where id = $1`, [rawId]);
    const later = await exportOf(asIntern);
    expect(Object.keys(later.files).sort()).toEqual(['README.txt', 'data.json']);
    expect(JSON.parse(later.text('data.json'))).toMatchObject({
      documents: [],
      'extra courses': [],
      'refer-and-earn': null,
      'referral code you used': null,
    });
  });

  it('refuses without a session (401) and an admin (403), recording nothing', async () => {
    await buildStudent(orm.em.fork());
    const none = await exportOf();
    expect(none.res.status).toBe(401);
    const admin = await exportOf(await signedIn(app, orm, { kind: 'admin' }));
    expect(admin.res.status).toBe(403);
    expect(admin.res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await orm.em.fork().count(DomainEvent, { type: 'student.data-exported' })).toBe(0);
  });

  it('answers 401 for a session whose account no longer exists', async () => {
    const intern = await buildStudent(orm.em.fork());
    const asIntern = await signedIn(app, orm, { kind: 'student', id: intern.id });
    await sql(orm.em.fork(), `delete from students where id = $1`, [intern.id]);
    expect((await exportOf(asIntern)).res.status).toBe(401);
  });
});
