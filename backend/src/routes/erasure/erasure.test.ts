import { createHash, randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { referrerKeptForPayout, type ErasureScopeView } from 'shared/api/privacy';
import { describe, expect, it } from 'vitest';
import { sql } from '../../db/sql.ts';
import { ContactMessage, MailLog, Payout, Referrer, StoredFile, Student } from '../../entities/index.ts';
import { buildReferrer, buildStudent } from '../../../test/factories.ts';
import { buildDocument, buildExtraCourse } from '../../../test/feature-support.ts';
import { signedIn, type SignedIn } from '../../../test/signed-in.ts';
import { type TestApp, useTestApp } from '../../../test/support.ts';

/**
 * An intern's erasure reaches a refer-and-earn record only through a link made by
 * both sides (a join made while signed in as the intern, or the member's confirmation of the intern's
 * request), never through a phone or an e-mail, proven or not; never a record still owed a payout; and the admin's preview lists exactly what the
 * approval then changes.
 */
let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));

/** A confirmed referrer with a contact message and a mail to their address: everything a wrong erasure would wipe. */
async function victimReferrer() {
  const referrer = await buildReferrer(orm.em.fork(), {
    name: 'Revathi Kannan',
    email: 'revathi.ref@example.in',
    phone: '9361234567',
    upiId: 'revathi@okaxis',
    code: 'REVATHI1',
  });
  const em = orm.em.fork();
  em.create(ContactMessage, {
    name: 'Revathi Kannan',
    email: 'revathi.ref@example.in',
    subject: 'My payout',
    message: 'When is it paid?',
  });
  em.create(MailLog, {
    jobId: `e1-mail-ref-${referrer.id}`,
    template: 'mail-referral-confirmed',
    recipient: 'revathi.ref@example.in',
    subject: 'Your referral code REVATHI1',
    status: 'sent',
    sentAt: new Date(),
  });
  em.create(Payout, {
    referrer: referrer.id,
    period: '2026-10',
    referralCount: 1,
    amount: 70,
    status: 'paid',
    utr: 'UTR100200300',
    paidAt: new Date(),
  });
  await em.flush();
  return referrer;
}

async function askAndApprove(intern: Student, admin: SignedIn) {
  const asIntern = await signedIn(app, orm, { kind: 'student', id: intern.id });
  const asked = await asIntern('/api/me/erasure-request', { method: 'POST', json: {} });
  expect(asked.status).toBe(201);
  const id = (asked.body.request as { id: number }).id;
  const scope = await admin(`/api/admin/erasure-requests/${id}/scope`);
  expect(scope.status).toBe(200);
  const approved = await admin(`/api/admin/erasure-requests/${id}/approve`, { method: 'POST' });
  expect(approved.status).toBe(200);
  return { scope: scope.body as unknown as ErasureScopeView, message: approved.body.message as string };
}

const referrerRow = async (id: number) => orm.em.fork().findOneOrFail(Referrer, { id });

describe("an intern's erasure and refer-and-earn records", () => {
  it("a stranger who registers with a referrer's phone, or their unproven e-mail, and has it erased leaves the referrer whole", async () => {
    const admin = await signedIn(app, orm, { kind: 'admin' });
    const victim = await victimReferrer();
    const byPhone = await buildStudent(orm.em.fork(), { phone: '9361234567', emailVerifiedAt: new Date() });
    const byEmail = await buildStudent(orm.em.fork(), { email: 'revathi.ref@example.in' });
    for (const stranger of [byPhone, byEmail]) {
      const { scope } = await askAndApprove(stranger, admin);
      expect(scope.referrers).toEqual([]);
      expect(scope.contactMessages).toBe(0);
      expect((await orm.em.fork().findOneOrFail(Student, { id: stranger.id })).erasedAt).toBeInstanceOf(Date);
    }
    expect(await referrerRow(victim.id)).toMatchObject({
      name: 'Revathi Kannan',
      email: 'revathi.ref@example.in',
      phone: '9361234567',
      upiId: 'revathi@okaxis',
      code: 'REVATHI1',
      erasedAt: null,
    });
    expect(await orm.em.fork().count(ContactMessage, { email: 'revathi.ref@example.in' })).toBe(1);
    expect(
      await orm.em.fork().count(MailLog, { recipient: 'revathi.ref@example.in', template: 'mail-referral-confirmed' }),
    ).toBe(1);
  });

  it("a stranger who proved a member's e-mail and has their account erased leaves the membership and the member's mails whole", async () => {
    const admin = await signedIn(app, orm, { kind: 'admin' });
    const victim = await victimReferrer();
    const stranger = await buildStudent(orm.em.fork(), {
      name: 'Refer and Earn Verification',
      email: 'revathi.ref@example.in',
      emailVerifiedAt: new Date(),
    });
    const { scope } = await askAndApprove(stranger, admin);
    expect(scope.referrers).toEqual([]);
    expect(await referrerRow(victim.id)).toMatchObject({
      name: 'Revathi Kannan',
      phone: '9361234567',
      upiId: 'revathi@okaxis',
      code: 'REVATHI1',
      erasedAt: null,
    });
    expect(
      await orm.em.fork().count(MailLog, { recipient: 'revathi.ref@example.in', template: 'mail-referral-confirmed' }),
    ).toBe(1);
  });

  it('keeps a linked record whole while a payout is owed to it, erases the intern, and says so; the list and the preview show the amount', async () => {
    const admin = await signedIn(app, orm, { kind: 'admin' });
    const intern = await buildStudent(orm.em.fork(), { email: 'owed.intern@example.in', emailVerifiedAt: new Date() });
    const own = await buildReferrer(orm.em.fork(), {
      name: 'Owed Intern',
      email: 'owed.intern@example.in',
      upiId: 'owed@okaxis',
      student: intern,
      studentLink: 'member-confirmed',
    });
    const em = orm.em.fork();
    em.create(Payout, { referrer: own.id, period: '2026-11', referralCount: 2, amount: 140, status: 'pending' });
    await em.flush();

    const asIntern = await signedIn(app, orm, { kind: 'student', id: intern.id });
    const asked = await asIntern('/api/me/erasure-request', { method: 'POST', json: {} });
    expect(asked.body).toMatchObject({
      success: true,
      code: 'erasureRequested',
      message: 'Your request is with us. An admin will look at it and answer you by e-mail.',
    });
    const id = (asked.body.request as { id: number }).id;
    const list = await admin('/api/admin/erasure-requests');
    expect(list.body.requests).toEqual([expect.objectContaining({ id, payoutOwed: 140 })]);
    const scope = await admin(`/api/admin/erasure-requests/${id}/scope`);
    expect(scope.body.referrers).toEqual([
      { id: own.id, name: 'Owed Intern', code: own.code, linkedBy: ['member-confirmed'], owed: 140, erase: false },
    ]);
    const approved = await admin(`/api/admin/erasure-requests/${id}/approve`, { method: 'POST' });
    expect(approved.status).toBe(200);
    expect(approved.body.message).toContain(referrerKeptForPayout(own.id, 140));

    expect(await orm.em.fork().findOneOrFail(Student, { id: intern.id })).toMatchObject({
      email: `erased-student-${intern.id}@erased.invalid`,
      emailVerifiedAt: null,
    });
    expect(await referrerRow(own.id)).toMatchObject({
      name: 'Owed Intern',
      email: 'owed.intern@example.in',
      upiId: 'owed@okaxis',
      code: own.code,
      erasedAt: null,
    });
    const [event] = await sql<{ payload: Record<string, unknown> }>(
      orm.em.fork(),
      `select payload from events where type = 'student.erasure-approved'`,
    );
    expect(event!.payload).toMatchObject({ referrersErased: [], referrersKept: [{ id: own.id, owed: 140 }] });
  });

  it('the preview lists exactly what the approval then changes: record, extra courses, documents, screenshots, messages, the linked record', async () => {
    const admin = await signedIn(app, orm, { kind: 'admin' });
    const intern = await buildStudent(orm.em.fork(), {
      name: 'Preview Intern',
      email: 'preview@example.in',
      emailVerifiedAt: new Date(),
    });
    const em = orm.em.fork();
    const bytes = Buffer.from(randomUUID());
    const file = (purpose: 'screenshot-raw' | 'screenshot', source?: StoredFile) =>
      em.create(StoredFile, {
        id: randomUUID(),
        purpose,
        contentType: 'image/jpeg',
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        data: bytes,
        source,
      });
    const raw = file('screenshot-raw');
    const copy = file('screenshot', raw);
    em.create(ContactMessage, {
      name: 'Preview Intern',
      email: 'PREVIEW@example.in',
      subject: 'Hello',
      message: 'A question',
    });
    await em.flush();
    await sql(em, `update students set upload_id = $1, screenshot_id = $2 where id = $3`, [raw.id, copy.id, intern.id]);
    const fresh = await orm.em.fork().findOneOrFail(Student, { id: intern.id });
    const extra = await buildExtraCourse(orm.em.fork(), fresh);
    await buildDocument(orm.em.fork(), fresh, 'offer-letter');
    // Their membership, joined from the dashboard while signed in, with another address of theirs; nothing owed.
    const joined = await buildReferrer(orm.em.fork(), { name: 'Preview Member', email: 'preview.work@example.in' });
    await sql(orm.em.fork(), `update referrers set student_id = $1, student_link = 'joined-signed-in' where id = $2`, [
      intern.id,
      joined.id,
    ]);
    // Someone else's, sharing the intern's phone: not theirs.
    const other = await buildReferrer(orm.em.fork(), { phone: intern.phone });

    const filesBefore = await orm.em.fork().count(StoredFile, {});
    const subjectBefore = (await orm.em.fork().findOneOrFail(Student, { id: intern.id })).credentialSubjectId;
    const { scope } = await askAndApprove(intern, admin);
    expect(scope).toMatchObject({
      studentId: intern.id,
      nameKept: true,
      emailProven: true,
      extraCourses: 1,
      documents: 1,
      screenshotFiles: 2,
      documentFiles: 1,
      contactMessages: 1,
      referrers: [{ id: joined.id, name: 'Preview Member', linkedBy: ['joined-signed-in'], owed: 0, erase: true }],
    });

    // What it said, it did: three files fewer, the message gone, the extra course and the member erased, the other member untouched.
    expect(await orm.em.fork().count(StoredFile, {})).toBe(filesBefore - scope.screenshotFiles - scope.documentFiles);
    expect(await orm.em.fork().count(ContactMessage, {})).toBe(0);
    const [course] = await sql<{ email: string; erased: boolean }>(
      orm.em.fork(),
      `select email, erased_at is not null as erased from extra_courses where id = $1`,
      [extra.id],
    );
    expect(course).toEqual({ email: `erased-student-${intern.id}@erased.invalid`, erased: true });
    expect(await referrerRow(joined.id)).toMatchObject({ name: 'Erased', code: null });
    expect((await referrerRow(joined.id)).erasedAt).toBeInstanceOf(Date);
    expect(await referrerRow(other.id)).toMatchObject({ phone: intern.phone, erasedAt: null, code: other.code });
    expect(await orm.em.fork().findOneOrFail(Student, { id: intern.id })).toMatchObject({
      name: 'Preview Intern',
      college: 'Erased',
    });
    // The subject id their credentials carried leads to the row no more.
    expect((await orm.em.fork().findOneOrFail(Student, { id: intern.id })).credentialSubjectId).not.toBe(subjectBefore);
  });

  it('answers the preview only to admins, 404 for a request that is not pending, 400 for no id', async () => {
    const intern = await signedIn(app, orm, { kind: 'student' });
    const asked = await intern('/api/me/erasure-request', { method: 'POST', json: {} });
    const id = (asked.body.request as { id: number }).id;
    expect((await intern(`/api/admin/erasure-requests/${id}/scope`)).status).toBe(403);
    const admin = await signedIn(app, orm, { kind: 'admin' });
    expect((await admin(`/api/admin/erasure-requests/${id}/approve`, { method: 'POST' })).status).toBe(200);
    expect((await admin(`/api/admin/erasure-requests/${id}/scope`)).status).toBe(404);
    expect((await admin('/api/admin/erasure-requests/abc/scope')).status).toBe(400);
  });
});
