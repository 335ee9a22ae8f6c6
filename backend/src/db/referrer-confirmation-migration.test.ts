import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openScratchDatabase } from '../../test/scratch-database.ts';

/**
 * Migration referrer_confirmation on a database that holds referrers from before it: every existing
 * row keeps working (confirmed, its code kept), except a later row sharing a phone or UPI id with one
 * already confirmed, which stays unconfirmed (two active referrers never share either).
 */
let orm: MikroORM;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ orm, drop } = await openScratchDatabase('refmig'));
  await orm.migrator.up({ to: 'Migration20261124110000_student_search_one_index' });
});
afterAll(() => drop?.());

describe('migration referrer_confirmation', () => {
  it('confirms the referrers that predate it, oldest first, leaving unconfirmed a later one that shares a phone or UPI id', async () => {
    const conn = orm.em.getConnection();
    const rows: [string, string, string, string, string][] = [
      // code, phone, UPI id, joined, who
      ['REFAAA001', '9000000001', 'anbu@okaxis', '2026-01-01', 'Anbu'],
      ['REFBBB002', '9000000001', 'bala@okaxis', '2026-01-02', 'Bala: Anbu`s phone'],
      ['REFCCC003', '9000000003', 'ANBU@OKAXIS', '2026-01-03', 'Chitra: Anbu`s UPI id in capitals'],
      ['REFDDD004', '9000000004', 'divya@okaxis', '2026-01-04', 'Divya'],
      ['REFEEE005', '9000000003', 'elan@okaxis', '2026-01-05', 'Elan: only the phone of Chitra, who is not active'],
    ];
    for (const [code, phone, upi, joined, who] of rows) {
      await conn.execute(
        `insert into referrers (name, email, phone, upi_id, code, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?)`,
        [who, `${code.toLowerCase()}@example.in`, phone, upi, code, `${joined}T10:00:00Z`, `${joined}T10:00:00Z`],
      );
    }
    await orm.migrator.up({ to: 'Migration20261125110000_referrer_confirmation' });

    const after = await conn.execute<{ code: string; confirmed_at: string | null; source: string }[]>(
      `select code, to_char(confirmed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as confirmed_at, source from referrers order by created_at`,
    );
    expect(after.map((r) => [r.code, r.confirmed_at])).toEqual([
      ['REFAAA001', '2026-01-01T10:00'],
      ['REFBBB002', null],
      ['REFCCC003', null],
      ['REFDDD004', '2026-01-04T10:00'],
      ['REFEEE005', '2026-01-05T10:00'],
    ]);
    expect(new Set(after.map((r) => r.source))).toEqual(new Set(['dashboard']));
    // The rule holds from now on: a second active referrer with Anbu's phone is refused by the database.
    await expect(conn.execute(`update referrers set confirmed_at = now() where code = 'REFBBB002'`)).rejects.toThrow(
      /referrers_active_phone_unique/,
    );

    // It can be taken back (and applied again) without losing a referrer.
    await orm.migrator.down();
    expect(await conn.execute(`select count(*)::int as n from referrers`)).toEqual([{ n: 5 }]);
    await orm.migrator.up({ to: 'Migration20261125110000_referrer_confirmation' });
    expect(await conn.execute(`select count(*)::int as n from referrers where confirmed_at is not null`)).toEqual([
      { n: 3 },
    ]);
  });
});
