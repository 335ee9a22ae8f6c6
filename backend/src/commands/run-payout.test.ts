import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DomainEvent, Payout, PayoutItem } from '../entities/index.ts';
import { buildReferrer, buildStudent } from '../../test/factories.ts';
import { openCleanOrm, truncateAll } from '../../test/support.ts';
import { referrerCounts } from '../queries/referrals.ts';
import { runPayout } from './run-payout.ts';

let orm: MikroORM;
beforeAll(async () => {
  orm = await openCleanOrm();
});
beforeEach(() => truncateAll());
afterAll(() => orm.close());

// 15 October 2026 noon in India; 1 November 2026 00:30 in India is still 31 October in UTC.
const october = new Date('2026-10-15T06:30:00Z');
const novemberFirstIst = new Date('2026-10-31T19:00:00Z');

async function ledger() {
  const em = orm.em.fork();
  const payouts = await em.find(Payout, {}, { populate: ['referrer'], orderBy: { id: 'asc' } });
  return payouts.map((p) => ({ code: p.referrer.code, period: p.period, count: p.referralCount, amount: p.amount }));
}

describe('runPayout', () => {
  it('pays 70 rupees per validated, uncleared referral once, one payout per referrer and month, and a second run changes nothing', async () => {
    const em = orm.em.fork();
    const a = await buildReferrer(em, { code: 'REFAAA111' });
    const b = await buildReferrer(em, { code: 'REFBBB222' });
    await buildReferrer(em, { code: 'REFCCC333' }); // nobody used this code
    for (let i = 0; i < 3; i++) await buildStudent(em, { referralCode: a.code, validated: true, validatedAt: october });
    await buildStudent(em, { referralCode: b.code, validated: true, validatedAt: october });
    await buildStudent(em, { referralCode: a.code, validated: false }); // pending: not owed
    await buildStudent(em, { referralCode: null, validated: true, validatedAt: october }); // cleared
    await buildStudent(em, { referralCode: 'NOSUCHCODE', validated: true, validatedAt: october });
    await buildStudent(em, { referralCode: a.code, validated: true, validatedAt: novemberFirstIst }); // November in India

    const first = await runPayout(orm.em.fork(), '2026-10');
    expect(first).toMatchObject({ period: '2026-10', payoutsCreated: 2, referralsPaid: 4, amount: 280 });
    expect(await ledger()).toEqual([
      { code: 'REFAAA111', period: '2026-10', count: 3, amount: 210 },
      { code: 'REFBBB222', period: '2026-10', count: 1, amount: 70 },
    ]);
    const second = await runPayout(orm.em.fork(), '2026-10');
    expect(second).toMatchObject({ payoutsCreated: 0, referralsPaid: 0, amount: 0 });
    expect(await ledger()).toHaveLength(2);
    expect(await orm.em.fork().count(PayoutItem, {})).toBe(4);
    expect(await orm.em.fork().count(DomainEvent, { type: 'payout.period-closed' })).toBe(1);

    const november = await runPayout(orm.em.fork(), '2026-11');
    expect(november).toMatchObject({ payoutsCreated: 1, referralsPaid: 1, amount: 70 });
  });

  it("pays nothing for an unconfirmed referrer's code or a referral by the referrer themself, and agrees with the refer count", async () => {
    const em = orm.em.fork();
    const a = await buildReferrer(em, { code: 'REFAAA111', email: 'anbu@example.in', phone: '9444400001' });
    // A record that shares a phone or UPI id with an active one stays unconfirmed (migration), code and all.
    const u = await buildReferrer(em, { code: 'REFUUU999', confirmedAt: null });
    for (let i = 0; i < 2; i++) await buildStudent(em, { referralCode: a.code, validated: true, validatedAt: october });
    await buildStudent(em, { referralCode: a.code, phone: '9444400001', validated: true, validatedAt: october }); // their own phone
    await buildStudent(em, { referralCode: a.code, email: 'Anbu@Example.in', validated: true, validatedAt: october }); // their own e-mail
    for (let i = 0; i < 2; i++) await buildStudent(em, { referralCode: u.code, validated: true, validatedAt: october });

    expect(await runPayout(orm.em.fork(), '2026-10')).toMatchObject({
      payoutsCreated: 1,
      referralsPaid: 2,
      amount: 140,
    });
    expect(await ledger()).toEqual([{ code: 'REFAAA111', period: '2026-10', count: 2, amount: 140 }]);
    const counts = await referrerCounts(orm.em.fork());
    expect(counts.map((c) => [c.code, c.confirmed, c.validatedReferrals, c.amount])).toEqual([
      ['REFAAA111', true, 2, 140],
      ['REFUUU999', false, 0, 0],
    ]);
  });

  it('two runs at once give the same ledger as one', async () => {
    const em = orm.em.fork();
    const a = await buildReferrer(em, { code: 'REFDDD444' });
    for (let i = 0; i < 5; i++) await buildStudent(em, { referralCode: a.code, validated: true, validatedAt: october });
    await Promise.all([runPayout(orm.em.fork(), '2026-10'), runPayout(orm.em.fork(), '2026-10')]);
    expect(await ledger()).toEqual([{ code: 'REFDDD444', period: '2026-10', count: 5, amount: 350 }]);
  });

  it('handles 100,000 students and 10,000 referrers in well under 30 s', async () => {
    const conn = orm.em.getConnection();
    await conn.execute(`insert into referrers (name, email, phone, upi_id, code, confirmed_at, created_at, updated_at)
      select 'R' || g, 'r' || g || '@example.in', '9' || lpad(g::text, 9, '0'), 'r' || g || '@okaxis', 'C' || lpad(g::text, 7, '0'), now(), now(), now()
        from generate_series(1, 10000) g`);
    await conn.execute(`insert into students (name, email, college, phone, start_date, end_date, department, course, fee_rupees, referral_code, password_hash, validated, validated_at, created_at, updated_at)
      select 'S' || g, 's' || g || '@example.in', 'College', '8' || lpad(g::text, 9, '0'), '2026-06-01', '2026-07-01', 'CSE', 'Java Development', 499,
             case when g % 10 = 0 then null else 'C' || lpad((g % 10000 + 1)::text, 7, '0') end, 'x', g % 3 <> 0, '2026-10-05', now(), now()
        from generate_series(1, 100000) g`);
    const started = Date.now();
    const result = await runPayout(orm.em.fork(), '2026-10');
    const elapsed = Date.now() - started;
    const [expected] = await conn.execute<{ n: string }[]>(
      `select count(*) as n from students where validated and referral_code is not null`,
    );
    expect(result.referralsPaid).toBe(Number(expected!.n));
    expect(result.amount).toBe(Number(expected!.n) * 70);
    expect(elapsed).toBeLessThan(10_000);
    const again = Date.now();
    expect((await runPayout(orm.em.fork(), '2026-10')).payoutsCreated).toBe(0);
    expect(Date.now() - again).toBeLessThan(10_000);
  }, 60_000);
});
