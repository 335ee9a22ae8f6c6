/**
 * The monthly referral payout (backend/src/commands/run-payout.ts, one set-based statement) over
 * 100,000 students and 10,000 referrers: every student came with a referral code, half are validated.
 *   npx tsx bench/payout.ts
 */
import './quiet.ts';
import { runPayout } from '../backend/src/commands/run-payout.ts';
import { seedStudents } from './api.ts';
import { benchDatabase, type BenchRow, runIfMain } from './support.ts';

const STUDENTS = 100_000;
const REFERRERS = 10_000;

export async function run(): Promise<BenchRow[]> {
  const { orm } = await benchDatabase('enrolment_bench_payout');
  try {
    await seedStudents(orm, { students: STUDENTS, referrers: REFERRERS, referredEvery: 1 });
    const [owed] = await orm.em
      .getConnection()
      .execute<{ referrals: string; referrers: string }[]>(
        `select count(*) as referrals, count(distinct referral_code) as referrers from students where validated and referral_code is not null`,
      );
    const started = performance.now();
    const result = await runPayout(orm.em.fork(), '2026-10');
    const seconds = (performance.now() - started) / 1000;
    const again = performance.now();
    const second = await runPayout(orm.em.fork(), '2026-10');
    const secondMs = performance.now() - again;
    const expected = Number(owed!.referrals);
    const right =
      result.referralsPaid === expected &&
      result.payoutsCreated === Number(owed!.referrers) &&
      second.referralsPaid === 0;
    return [
      {
        figure: `Payout run, ${STUDENTS.toLocaleString('en')} students, ${REFERRERS.toLocaleString('en')} referrers`,
        goal: '<= 30 s',
        value:
          `${seconds.toFixed(2)} s: ${result.payoutsCreated.toLocaleString('en')} payouts, ${result.referralsPaid.toLocaleString('en')} referrals paid` +
          `${right ? '' : ` (expected ${expected.toLocaleString('en')})`}; a second run (nothing owed) ${Math.round(secondMs)} ms`,
        pass: seconds <= 30 && right,
        command: 'npx tsx bench/payout.ts',
      },
    ];
  } finally {
    await orm.close();
  }
}

runIfMain(import.meta.url, run);
