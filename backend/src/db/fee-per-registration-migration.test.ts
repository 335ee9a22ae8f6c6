import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openScratchDatabase } from '../../test/scratch-database.ts';

/**
 * Migrations fee_per_registration and overview_own_fees on a database with interns from before: each keeps
 * the fee of the time (₹499, an extra course ₹200 or ₹350), the overview's figures do not move, and a
 * fee outside 1..1,00,000 is refused; both go down and up again.
 */
const FEES = 'Migration20261214100000_fee_per_registration';
const OVERVIEW = 'Migration20261214110000_overview_own_fees';
let orm: MikroORM;
let drop: () => Promise<void>;
const run = <T extends object>(sql: string, params: unknown[] = []) => orm.em.getConnection().execute<T[]>(sql, params);

beforeAll(async () => {
  ({ orm, drop } = await openScratchDatabase('feemig'));
  const before = (await orm.migrator.getPending())
    .map((m) => m.name)
    .filter((n) => n < FEES)
    .sort()
    .at(-1)!;
  await orm.migrator.up({ to: before });
});
afterAll(() => drop?.());

const overview = () =>
  run<{ metric: string; value: string }>(`select metric, value from overview_days order by metric`);

describe('migrations fee_per_registration and overview_own_fees', () => {
  it('backfill the fees of the time, keep the overview as it was, and go down and up', async () => {
    const [student] = await run<{ id: number }>(
      `insert into students (name, email, college, phone, start_date, end_date, department, course, password_hash, validated, validated_at, created_at, updated_at)
       values ('Asha', 'asha@example.in', 'PSG', '9000000101', '2026-12-01', '2027-01-01', 'CSE', 'Python Programming', 'x', true, now(), now(), now()) returning id`,
    );
    await run(
      `insert into extra_courses (student_id, course, start_date, end_date, college, transaction, email, validated, validated_at, created_at, updated_at)
       values (?, 'Basic React.js', '2026-12-01', '2027-01-01', 'PSG', 'T1', 'asha@example.in', true, now(), now(), now())`,
      [student!.id],
    );
    const figures = await overview();
    expect(figures).toContainEqual({ metric: 'fees.unmatched', value: String(499 + 200) });

    await orm.migrator.up({ to: OVERVIEW });
    expect(await run(`select fee_rupees from students`)).toEqual([{ fee_rupees: 499 }]);
    expect(await run(`select fee_rupees from extra_courses`)).toEqual([{ fee_rupees: [200, 350] }]);
    expect(await overview()).toEqual(figures);
    await expect(run(`update students set fee_rupees = 0`)).rejects.toThrow(/students_fee_rupees_check/);
    await expect(run(`update extra_courses set fee_rupees = '{}'`)).rejects.toThrow(/extra_courses_fee_rupees_check/);
    await expect(run(`update extra_courses set fee_rupees = '{200,100001}'`)).rejects.toThrow(
      /extra_courses_fee_rupees_check/,
    );
    // A new fee moves the figures by the difference, on the same day.
    await run(`update students set fee_rupees = 599`);
    expect(await overview()).toContainEqual({ metric: 'fees.unmatched', value: String(599 + 200) });

    await orm.migrator.down();
    await orm.migrator.down();
    expect(
      await run(
        `select column_name from information_schema.columns where table_name = 'students' and column_name = 'fee_rupees'`,
      ),
    ).toEqual([]);
    await orm.migrator.up();
    expect(await run(`select fee_rupees from students`)).toEqual([{ fee_rupees: 499 }]);
  });
});
