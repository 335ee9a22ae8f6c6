/**
 * Reconciling a bank statement of 10,000 UPI credits against 100,000 students (half pending): the
 * file parsed, its credits stored and every credit matched (one set-based query), in process, as
 * POST /api/admin/statements does it. Half the credits carry a pending intern's typed UTR, a quarter
 * only a payment reference, the rest nobody's.
 *   npx tsx bench/reconcile.ts
 */
import './quiet.ts';
import { importStatement } from '../backend/src/commands/import-statement.ts';
import { Admin } from '../backend/src/entities/index.ts';
import { hashPassword } from '../backend/src/lib/passwords.ts';
import { reconcile } from '../backend/src/statements/reconcile.ts';
import { seedStudents, STUDENTS } from './api.ts';
import { runValidateAll } from './reconcile-validate.ts';
import { benchDatabase, type BenchRow, runIfMain } from './support.ts';

const COMMAND = 'npx tsx bench/reconcile.ts';
const CREDITS = 10_000;

export async function run(): Promise<BenchRow[]> {
  const { orm } = await benchDatabase('enrolment_bench_reconcile');
  try {
    await seedStudents(orm, { students: STUDENTS, referrers: 20 });
    const conn = orm.em.getConnection();
    // Every pending student typed a UTR; the first 2,500 pending ones typed it wrong but paid with a reference.
    await conn.execute(`update students set utr = '7' || lpad(id::text, 11, '0') where not validated`);
    await conn.execute(
      `insert into payment_references (code, kind)
       select 'TN-' || translate(lpad(id::text, 6, '0'), '0123456789', 'ACDEFHJKLM'), 'registration' from students where not validated order by id limit 2500`,
    );
    await conn.execute(
      `update students set payment_reference = 'TN-' || translate(lpad(id::text, 6, '0'), '0123456789', 'ACDEFHJKLM'), utr = 'mistyped'
        where id in (select id from students where not validated order by id limit 2500)`,
    );
    const pending = await conn.execute<{ id: number; utr: string; ref: string | null }[]>(
      `select id, '7' || lpad(id::text, 11, '0') as utr, payment_reference as ref from students where not validated order by id limit ${CREDITS * 0.75}`,
    );
    const lines = ['date,utr,amount,narration'];
    pending.forEach((s, i) =>
      lines.push(`2026-11-21,${s.ref ? `5${String(i).padStart(11, '0')}` : s.utr},499,UPI ${s.ref ?? 'internship'}`),
    );
    for (let i = lines.length - 1; i < CREDITS; i++)
      lines.push(`2026-11-21,9${String(i).padStart(11, '0')},499,UPI stranger`);
    const file = Buffer.from(lines.join('\n'));

    const em = orm.em.fork();
    const admin = em.create(Admin, {
      email: 'bench-admin@example.in',
      name: 'Bench Admin',
      passwordHash: await hashPassword('bench-password-1'),
    });
    await em.flush();
    const started = performance.now();
    const { statementId } = await importStatement(orm.em.fork(), { data: file, name: 'bench.csv' }, admin.id);
    const result = await reconcile(orm.em.fork(), statementId);
    const seconds = (performance.now() - started) / 1000;
    const right = result.matched.length === CREDITS * 0.75 && result.creditsWithoutEnrolment.length === CREDITS * 0.25;
    return [
      {
        figure: `Statement reconciliation, ${CREDITS.toLocaleString('en')} credits against ${STUDENTS.toLocaleString('en')} students`,
        goal: '<= 3 s (parse, store, match)',
        value:
          `${seconds.toFixed(2)} s; ${result.matched.length.toLocaleString('en')} matched, ` +
          `${result.creditsWithoutEnrolment.length.toLocaleString('en')} with no enrolment${right ? '' : ' (EXPECTED 7,500 and 2,500)'}`,
        pass: right && seconds <= 3,
        command: COMMAND,
      },
    ];
  } finally {
    await orm.close();
  }
}

/** Both figures: the 10,000-credit match, then 'Validate all 200 matched' to the last mail. */
export async function runAll(): Promise<BenchRow[]> {
  return [...(await run()), await runValidateAll()];
}

runIfMain(import.meta.url, runAll);
