import { createHash, randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import {
  ContactMessage,
  DomainEvent,
  ErasureRequest,
  Payout,
  Referrer,
  ScreenshotReading,
  StoredFile,
  Student,
} from '../entities/index.ts';
import { buildReferrer, buildStudent } from '../../test/factories.ts';
import { useTestApp } from '../../test/support.ts';
import { applyRetention } from './apply-retention.ts';

/**
 * Retention (docs/PRIVACY.md): what is past its period goes on the day it is due, and only that.
 * The clock is the command's `now`; rows are dated relative to it.
 */
let orm: MikroORM;
useTestApp((s) => ({ orm } = s));

const NOW = new Date('2027-06-30T12:00:00+05:30');
const daysBefore = (days: number, extraMs = 0) => new Date(NOW.getTime() - days * 86_400_000 + extraMs);

async function screenshotFor(overrides: Partial<Student>) {
  const em = orm.em.fork();
  const bytes = Buffer.from(randomUUID());
  const raw = em.create(StoredFile, {
    id: randomUUID(),
    purpose: 'screenshot-raw',
    contentType: 'image/jpeg',
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    data: bytes,
  });
  const copy = em.create(StoredFile, {
    id: randomUUID(),
    purpose: 'screenshot',
    contentType: 'image/webp',
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    data: bytes,
    source: raw,
  });
  em.create(ScreenshotReading, { uploadId: raw.id, state: 'read', amountRupees: 499, utr: '412345678901' });
  await em.flush();
  return buildStudent(em, { upload: raw, screenshot: copy, ...overrides });
}

const filesOf = async (s: Student) =>
  orm.em.fork().count(StoredFile, { id: { $in: [s.upload!.id, s.screenshot!.id] } });

describe('applyRetention', () => {
  it('deletes screenshots 90 days after validation or rejection, not a day sooner, and keeps their reading', async () => {
    const due = await screenshotFor({ validated: true, validatedAt: daysBefore(90, -60_000) });
    const notYet = await screenshotFor({ validated: true, validatedAt: daysBefore(89) });
    const rejectedDue = await screenshotFor({ rejectedAt: daysBefore(91), rejectionReason: 'not-received' });
    const pending = await screenshotFor({ createdAt: daysBefore(200) });

    const counts = await applyRetention(orm.em.fork(), 90, NOW);
    expect(counts.screenshotsDeleted).toBe(4);
    expect(await filesOf(due)).toBe(0);
    expect(await filesOf(rejectedDue)).toBe(0);
    expect(await filesOf(notYet)).toBe(2);
    // A payment nobody has checked yet keeps its screenshot: the admin still needs it.
    expect(await filesOf(pending)).toBe(2);
    const reading = await orm.em.fork().findOneOrFail(ScreenshotReading, { uploadId: due.upload!.id });
    expect(reading).toMatchObject({ utr: '412345678901', amountRupees: 499 });
    const after = await orm.em.fork().findOneOrFail(Student, { id: due.id });
    expect(after.screenshot).toBeNull();
    expect(after.email).toBe(due.email);

    // The setting is the period: 30 days takes the 89-day-old one too; a second run finds nothing.
    expect((await applyRetention(orm.em.fork(), 30, NOW)).screenshotsDeleted).toBe(2);
    expect((await applyRetention(orm.em.fork(), 30, NOW)).screenshotsDeleted).toBe(0);
  });

  it('anonymises registrations never validated after a year, deletes contact messages after a year, and records the counts', async () => {
    const stale = await buildStudent(orm.em.fork(), {
      name: 'Old Unpaid',
      email: 'old.unpaid@example.in',
      createdAt: daysBefore(366),
    });
    const recent = await buildStudent(orm.em.fork(), {
      name: 'Recent Unpaid',
      email: 'recent.unpaid@example.in',
      createdAt: daysBefore(364),
    });
    const validatedOld = await buildStudent(orm.em.fork(), {
      name: 'Old Validated',
      validated: true,
      validatedAt: daysBefore(400),
      createdAt: daysBefore(400),
    });
    const em = orm.em.fork();
    const oldMessage = em.create(ContactMessage, {
      name: 'Old Asker',
      email: 'old.asker@example.in',
      subject: 'Fees',
      message: 'How much?',
      createdAt: daysBefore(366),
    });
    const newMessage = em.create(ContactMessage, {
      name: 'New Asker',
      email: 'new.asker@example.in',
      subject: 'Fees',
      message: 'How much?',
      createdAt: daysBefore(300),
    });
    const notice = em.create(ErasureRequest, {
      student: recent.id,
      status: 'approved',
      decidedAt: daysBefore(8),
      notifyEmail: 'gone@example.in',
    });
    await em.flush();

    const counts = await applyRetention(orm.em.fork(), 90, NOW);
    expect(counts).toMatchObject({ registrationsAnonymised: 1, contactMessagesDeleted: 1, erasureNoticesCleared: 1 });
    const read = orm.em.fork();
    expect(await read.findOneOrFail(Student, { id: stale.id })).toMatchObject({
      name: 'Erased',
      college: 'Erased',
      email: `erased-student-${stale.id}@erased.invalid`,
    });
    expect(await read.findOneOrFail(Student, { id: recent.id })).toMatchObject({
      name: 'Recent Unpaid',
      email: 'recent.unpaid@example.in',
    });
    expect(await read.findOneOrFail(Student, { id: validatedOld.id })).toMatchObject({
      name: 'Old Validated',
      erasedAt: null,
    });
    expect(await read.count(ContactMessage, { id: oldMessage.id })).toBe(0);
    expect(await read.count(ContactMessage, { id: newMessage.id })).toBe(1);
    expect((await read.findOneOrFail(ErasureRequest, { id: notice.id })).notifyEmail).toBeNull();
    const event = await read.findOneOrFail(DomainEvent, { type: 'privacy.retention-applied' });
    expect(event.payload).toMatchObject({
      registrationsAnonymised: 1,
      contactMessagesDeleted: 1,
      studentIds: [stale.id],
    });
    expect(JSON.stringify(event.payload)).not.toContain('@');
    // Nothing left to do: no second event.
    await applyRetention(orm.em.fork(), 90, NOW);
    expect(await read.count(DomainEvent, { type: 'privacy.retention-applied' })).toBe(1);
  });

  it("anonymises a stale registration with a referrer's phone or unproven e-mail without touching that referrer, and never a linked one still owed", async () => {
    const victim = await buildReferrer(orm.em.fork(), {
      name: 'Malar Victim',
      email: 'malar.ref@example.in',
      phone: '9390011122',
      upiId: 'malar@okaxis',
    });
    const byPhone = await buildStudent(orm.em.fork(), {
      phone: '9390011122',
      emailVerifiedAt: daysBefore(400),
      createdAt: daysBefore(400),
    });
    const byEmail = await buildStudent(orm.em.fork(), { email: 'malar.ref@example.in', createdAt: daysBefore(400) });
    // A stale registration whose own membership (joined while signed in, confirmed) is still owed a payout.
    const owedIntern = await buildStudent(orm.em.fork(), { createdAt: daysBefore(400) });
    const owed = await buildReferrer(orm.em.fork(), { name: 'Owed Member', upiId: 'owed.member@okaxis' });
    const em = orm.em.fork();
    await em.nativeUpdate(Referrer, { id: owed.id }, { student: owedIntern.id, studentLink: 'joined-signed-in' });
    em.create(Payout, { referrer: owed.id, period: '2027-05', referralCount: 1, amount: 70, status: 'pending' });
    // And one whose membership (linked by both sides: the member confirmed the intern's request) is owed nothing: it goes with them.
    const paidIntern = await buildStudent(orm.em.fork(), {
      email: 'paid.member@example.in',
      emailVerifiedAt: daysBefore(399),
      createdAt: daysBefore(400),
    });
    const paid = await buildReferrer(orm.em.fork(), { email: 'paid.member@example.in' });
    await em.nativeUpdate(Referrer, { id: paid.id }, { student: paidIntern.id, studentLink: 'member-confirmed' });
    await em.flush();

    const counts = await applyRetention(orm.em.fork(), 90, NOW);
    expect(counts.registrationsAnonymised).toBe(4);
    const read = orm.em.fork();
    for (const s of [byPhone, byEmail, owedIntern, paidIntern])
      expect((await read.findOneOrFail(Student, { id: s.id })).erasedAt).toBeInstanceOf(Date);
    expect(await read.findOneOrFail(Referrer, { id: victim.id })).toMatchObject({
      name: 'Malar Victim',
      email: 'malar.ref@example.in',
      phone: '9390011122',
      upiId: 'malar@okaxis',
      erasedAt: null,
    });
    expect(await read.findOneOrFail(Referrer, { id: owed.id })).toMatchObject({
      name: 'Owed Member',
      upiId: 'owed.member@okaxis',
      erasedAt: null,
    });
    expect(await read.findOneOrFail(Referrer, { id: paid.id })).toMatchObject({ name: 'Erased', code: null });
  });
});
