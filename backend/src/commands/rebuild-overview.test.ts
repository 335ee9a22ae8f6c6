import type { MikroORM } from '@mikro-orm/postgresql';
import { beforeEach, describe, expect, it } from 'vitest';
import { todayInIndia } from 'shared/dates';
import { DomainEvent } from '../entities/index.ts';
import { uploadScreenshot } from '../../test/accounts.ts';
import { buildAdmin, buildReferrer, buildStudent } from '../../test/factories.ts';
import { asOwner, type TestApp, useTestApp } from '../../test/support.ts';
import { eraseStudentData } from './erase-student-data.ts';
import { markPayoutPaid } from './mark-payout-paid.ts';
import { rebuildOverview } from './rebuild-overview.ts';
import { rejectStudentPayment } from './reject-payment.ts';
import { resubmitStudentPayment } from './resubmit-payment.ts';
import { validateStudent } from './validate-student.ts';

let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));

let adminId: number;
beforeEach(async () => {
  adminId = (await buildAdmin(orm.em.fork())).id;
});

const HOUR = 3_600_000;
/** Noon in India n days ago: far from midnight, so the day is the one meant. */
const daysAgo = (n: number) => {
  const noon = new Date(`${todayInIndia()}T12:00:00+05:30`);
  return new Date(noon.getTime() - n * 24 * HOUR);
};
const dayOf = (at: Date) => todayInIndia(at);

async function figure(day: string, metric: string): Promise<number> {
  const [row] = await asOwner<{ value: string }>(`select value from overview_days where day = $1 and metric = $2`, [
    day,
    metric,
  ]);
  return Number(row?.value ?? 0);
}

let utrs = 0;
async function credit(amount: number): Promise<number> {
  const [statement] = await asOwner<{ id: number }>(
    `insert into statements (sha256, file_name, layout, uploaded_by, row_count, credit_count, already_imported_count)
     values (md5(random()::text), 's.csv', 'plain', $1, 1, 1, 0) returning id`,
    [adminId],
  );
  const [row] = await asOwner<{ id: number }>(
    `insert into statement_credits (statement_id, row_number, date, amount_rupees, narration, utr) values ($1, 2, current_date, $2, 'UPI/ARUN K', $3) returning id`,
    [statement!.id, amount, `7000000000${String(++utrs).padStart(2, '0')}`],
  );
  return row!.id;
}

async function mail(
  status: 'sending' | 'failed' | 'sent',
  createdAt: Date,
  fields: { error?: string; studentId?: number } = {},
): Promise<number> {
  const [row] = await asOwner<{ id: number }>(
    `insert into mail_log (job_id, template, recipient, subject, student_id, status, error, attempts, created_at, updated_at)
     values (md5(random()::text), 'mail-offer-letter', 'arun.k@example.in', 'Your offer letter', $1, $2, $3, 1, $4, $4) returning id`,
    [fields.studentId ?? null, status, fields.error ?? null, createdAt],
  );
  return row!.id;
}

describe('the overview rollup', () => {
  it('finds no drift after events recorded out of order, and holds the figures each move meant', async () => {
    // A registration 10 days ago, validated 9 days ago; its bank credit comes in a statement today.
    const paidLate = await buildStudent(orm.em.fork());
    await asOwner(`update students set created_at = $2 where id = $1`, [paidLate.id, daysAgo(10)]);
    await validateStudent(orm.em.fork(), { studentId: paidLate.id, adminId }, daysAgo(9));
    expect(await figure(dayOf(daysAgo(9)), 'fees.unmatched')).toBe(499);
    await asOwner(
      `update statement_credits set student_id = $2, match_kind = 'utr', validated_at = now() where id = $1`,
      [await credit(499), paidLate.id],
    );
    expect(await figure(dayOf(daysAgo(9)), 'fees.matched')).toBe(499);
    expect(await figure(dayOf(daysAgo(9)), 'fees.unmatched')).toBe(0);

    // An extra course validated 5 days ago (a row written with past times), its ₹350 credit matched later.
    const [extra] = await asOwner<{ id: number }>(
      `insert into extra_courses (student_id, course, fee_rupees, start_date, end_date, college, transaction, email, validated, validated_at, created_at, updated_at)
       values ($1, 'Python', '{200,350}', '2026-06-01', '2026-06-30', 'BHC', '412345678901', 'x@example.in', true, $2, $2, $2) returning id`,
      [paidLate.id, daysAgo(5)],
    );
    expect(await figure(dayOf(daysAgo(5)), 'fees.unmatched')).toBe(200);
    await asOwner(`update statement_credits set extra_course_id = $2, match_kind = 'utr' where id = $1`, [
      await credit(350),
      extra!.id,
    ]);
    expect(await figure(dayOf(daysAgo(5)), 'fees.matched')).toBe(350);
    expect(await figure(dayOf(daysAgo(5)), 'fees.unmatched')).toBe(0);

    // Rejected, the rejection cleared by a resubmit, validated on another day: the rejection still happened.
    const resubmitted = await buildStudent(orm.em.fork());
    await rejectStudentPayment(orm.em.fork(), { studentId: resubmitted.id, adminId }, { reason: 'not-received' });
    await asOwner(`update events set created_at = $2 where type = 'student.payment-rejected' and subject_id = $1`, [
      String(resubmitted.id),
      daysAgo(4),
    ]);
    await resubmitStudentPayment(orm.em.fork(), resubmitted.id, {
      uploadId: await uploadScreenshot(app.url),
      utr: '412345678902',
    });
    await validateStudent(orm.em.fork(), { studentId: resubmitted.id, adminId }, daysAgo(2));
    expect(await figure(dayOf(daysAgo(4)), 'rejected')).toBe(1);
    expect(await figure(dayOf(daysAgo(2)), 'validated')).toBe(1);
    expect(await figure(todayInIndia(), 'registered')).toBe(1);

    // A mail that failed, resent (a new row) and sent the next day; one that failed and then went on a retry.
    const failed = await mail('sending', daysAgo(4));
    await asOwner(
      `update mail_log set status = 'failed', error = 'connect ECONNREFUSED 10.0.0.5:25', attempts = 6 where id = $1`,
      [failed],
    );
    const resent = await mail('sending', daysAgo(3));
    await asOwner(`update mail_log set status = 'sent', sent_at = $2, message_id = '<m1@x>' where id = $1`, [
      resent,
      daysAgo(3),
    ]);
    const retried = await mail('failed', daysAgo(3), { error: '451 4.7.1 Try again later' });
    await asOwner(`update mail_log set status = 'sent', sent_at = $2, error = null where id = $1`, [
      retried,
      daysAgo(3),
    ]);
    // A failed mail of an intern later erased: its words go, its kind and its day stay.
    const erased = await buildStudent(orm.em.fork());
    await mail('failed', daysAgo(1), { error: 'Greeting never received from smtp.example.in', studentId: erased.id });
    await orm.em.fork().transactional((tx) => eraseStudentData(tx, erased.id, daysAgo(0)));
    await orm.em.fork().transactional((tx) => eraseStudentData(tx, paidLate.id, daysAgo(0)));
    expect(await figure(dayOf(daysAgo(4)), 'mail.failed.connection')).toBe(1);
    expect(await figure(dayOf(daysAgo(3)), 'mail.sent')).toBe(2);
    expect(await figure(dayOf(daysAgo(3)), 'mail.failed')).toBe(0);
    expect(await figure(dayOf(daysAgo(1)), 'mail.failed.timeout')).toBe(1);
    expect(await figure(dayOf(daysAgo(9)), 'fees.matched')).toBe(499);

    // A payout owed, then paid.
    const referrer = await buildReferrer(orm.em.fork());
    const [payout] = await asOwner<{ id: number }>(
      `insert into payouts (referrer_id, period, referral_count, amount, status, created_at, updated_at) values ($1, '2026-10', 2, 140, 'pending', now(), now()) returning id`,
      [referrer.id],
    );
    expect(await figure('2026-10-01', 'payouts.owed')).toBe(140);
    await markPayoutPaid(orm.em.fork(), payout!.id, 'UTR98765432', `admin:${adminId}`);
    expect(await figure('2026-10-01', 'payouts.owed')).toBe(0);
    expect(await figure('2026-10-01', 'payouts.paid')).toBe(140);

    expect(await rebuildOverview(orm.em.fork())).toEqual({ overviewDrift: 0 });
    expect(await orm.em.fork().count(DomainEvent, { type: 'overview.rollup-rebuilt' })).toBe(0);
  });

  it("counts each payment at the fee stored with it: an intern's own fee, an extra course's asked amount", async () => {
    const at599 = await buildStudent(orm.em.fork(), { feeRupees: 599 });
    const at499 = await buildStudent(orm.em.fork());
    await validateStudent(orm.em.fork(), { studentId: at599.id, adminId }, daysAgo(3));
    await validateStudent(orm.em.fork(), { studentId: at499.id, adminId }, daysAgo(3));
    expect(await figure(dayOf(daysAgo(3)), 'fees.unmatched')).toBe(599 + 499);
    // The 599 intern's credit comes in: their ₹599 moves from unmatched to matched.
    await asOwner(
      `update statement_credits set student_id = $2, match_kind = 'utr', validated_at = now() where id = $1`,
      [await credit(599), at599.id],
    );
    expect(await figure(dayOf(daysAgo(3)), 'fees.matched')).toBe(599);
    expect(await figure(dayOf(daysAgo(3)), 'fees.unmatched')).toBe(499);

    // An extra course asked ₹250 (its amounts 250 or 400): counted at 250 until its credit says otherwise.
    const [extra] = await asOwner<{ id: number }>(
      `insert into extra_courses (student_id, course, fee_rupees, start_date, end_date, college, transaction, email, validated, validated_at, created_at, updated_at)
       values ($1, 'Python', '{250,400}', '2026-06-01', '2026-06-30', 'BHC', '412345678903', 'x@example.in', true, $2, $2, $2) returning id`,
      [at499.id, daysAgo(2)],
    );
    expect(await figure(dayOf(daysAgo(2)), 'fees.unmatched')).toBe(250);
    await asOwner(`update statement_credits set extra_course_id = $2, match_kind = 'utr' where id = $1`, [
      await credit(400),
      extra!.id,
    ]);
    expect(await figure(dayOf(daysAgo(2)), 'fees.matched')).toBe(400);
    expect(await figure(dayOf(daysAgo(2)), 'fees.unmatched')).toBe(0);
    expect(await rebuildOverview(orm.em.fork())).toEqual({ overviewDrift: 0 });
  });

  it('puts right a figure the triggers did not see, and records how many drifted', async () => {
    const student = await buildStudent(orm.em.fork());
    await validateStudent(orm.em.fork(), { studentId: student.id, adminId });
    // Writes the triggers cannot follow: the rollup changed behind their back, a figure lost.
    await asOwner(`update overview_days set value = value + 5 where metric = 'registered'`);
    await asOwner(`delete from overview_days where metric = 'fees.unmatched'`);
    expect(await rebuildOverview(orm.em.fork())).toEqual({ overviewDrift: 2 });
    expect(await figure(todayInIndia(), 'registered')).toBe(1);
    expect(await figure(todayInIndia(), 'fees.unmatched')).toBe(499);
    const [event] = await orm.em.fork().find(DomainEvent, { type: 'overview.rollup-rebuilt' });
    expect(event).toMatchObject({ actor: 'system', payload: { drift: 2 } });
    expect(await rebuildOverview(orm.em.fork())).toEqual({ overviewDrift: 0 });
  });
});
