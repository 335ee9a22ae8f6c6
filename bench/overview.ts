/**
 * The admin overview (docs/ADMIN-OVERVIEW.md) against 100,000 students and 600,000 mails spread over 100 days: GET
 * /api/admin/overview?days=90 as an admin (the API as its own process, autocannon from this one), and
 * the same figures computed live from the base tables (the view `overview_facts`, the nightly
 * rebuild's query, plus the live pending queue) for comparison; the nightly rebuild's whole run; what
 * the triggers add to a bulk write of mails.
 *   npx tsx bench/overview.ts
 */
import './quiet.ts';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import type { MikroORM } from '@mikro-orm/postgresql';
import { addCalendarDays, todayInIndia } from '../shared/src/dates.ts';
import { rebuildOverview } from '../backend/src/commands/rebuild-overview.ts';
import { Admin } from '../backend/src/entities/index.ts';
import { hashPassword } from '../backend/src/lib/passwords.ts';
import { sessionCookieFor } from '../backend/test/support.ts';
import { AppProcess, freePort, waitForHttp } from '../drills/stack.ts';
import { benchDatabase, type BenchRow, runIfMain, stats } from './support.ts';

const STUDENTS = 100_000;
const MAILS = 600_000;
const DAYS = 100;
const COMMAND = 'npx tsx bench/overview.ts';

/**
 * Students over the last 100 days: one in 50 still waiting (registered in the last 3 days), one in 10
 * rejected (with its event), the rest validated within two days, three in four of those matched to a
 * bank credit. Mails: 2% failed (four kinds of error), 1% still sending, the rest sent. Payouts: 200
 * referrers over the last four months, the older months paid. As the owner, set-based: the triggers
 * fire once per statement, so the rollup is filled as the app would have filled it.
 */
async function seed(orm: MikroORM, adminId: number) {
  const conn = orm.em.getConnection();
  const hash = await hashPassword('bench-password-1');
  await conn.execute(
    `insert into students (name, email, college, phone, start_date, end_date, department, course, fee_rupees, utr, password_hash,
                           validated, validated_at, rejected_at, rejection_reason, created_at, updated_at)
     select 'Intern ' || i, 'intern-' || i || '@example.in', 'NIT Trichy', '9' || lpad(i::text, 9, '0'),
            date '2026-06-01', date '2026-07-15', 'Computer Science', 'Full Stack Development', 499, '4' || lpad(i::text, 11, '0'), ?,
            kind = 'validated', case when kind = 'validated' then least(now(), at + (i % 48) * interval '1 hour') end,
            case when kind = 'rejected' then least(now(), at + interval '20 hours') end,
            case when kind = 'rejected' then 'not-received' end, at, now()
       from (select i, case when i % 50 = 0 then 'pending' when i % 10 = 1 then 'rejected' else 'validated' end as kind,
                    case when i % 50 = 0 then now() - (i % 72) * interval '1 hour'
                         else now() - (i % ${DAYS}) * interval '1 day' - (i * 37 % 1440) * interval '1 minute' end as at
               from generate_series(1, ?) as i) s`,
    [hash, STUDENTS],
  );
  await conn.execute(
    `insert into events (type, subject_type, subject_id, payload, actor, created_at, dispatched_at)
     select 'student.payment-rejected', 'student', id::text, jsonb_build_object('studentId', id, 'reason', 'not-received'), 'admin:${adminId}', rejected_at, rejected_at
       from students where rejected_at is not null`,
  );
  await conn.execute(
    `insert into statements (sha256, file_name, layout, uploaded_by, row_count, credit_count, already_imported_count) values (md5('bench'), 'bench.csv', 'plain', ?, 0, 0, 0)`,
    [adminId],
  );
  await conn.execute(
    `insert into statement_credits (statement_id, row_number, date, amount_rupees, narration, utr, student_id, match_kind, validated_at)
     select (select min(id) from statements), row_number() over (order by id), validated_at::date, 499, 'UPI/BENCH', '5' || lpad(id::text, 11, '0'), id, 'utr', validated_at
       from students where validated and id % 4 <> 0`,
  );
  await conn.execute(
    `insert into mail_log (job_id, template, recipient, subject, status, error, attempts, sent_at, created_at, updated_at)
     select 'bench-' || i, 'mail-offer-letter', 'intern-' || (i % ${STUDENTS}) || '@example.in', 'Your offer letter',
            status, case when status = 'failed' then (array['connect ECONNREFUSED 10.0.0.5:25', 'Greeting never received',
              '550 5.1.1 <intern-' || i || '@example.in>: Recipient address rejected', '451 4.7.1 Try again later'])[1 + i % 4] end,
            1, case when status = 'sent' then at + interval '2 seconds' end, at, at
       from (select i, now() - (i % ${DAYS}) * interval '1 day' - (i * 13 % 1440) * interval '1 minute' as at,
                    case when i % 50 = 0 then 'failed' when i % 97 = 0 then 'sending' else 'sent' end as status
               from generate_series(1, ?) as i) m`,
    [MAILS],
  );
  await conn.execute(
    `insert into referrers (name, email, phone, upi_id, code, confirmed_at, created_at, updated_at)
     select 'Referrer ' || i, 'ref-' || i || '@example.in', '8' || lpad(i::text, 9, '0'), 'ref' || i || '@okaxis', 'REF' || lpad(i::text, 5, '0'), now(), now(), now()
       from generate_series(1, 200) as i`,
  );
  await conn.execute(
    `insert into payouts (referrer_id, period, referral_count, amount, status, paid_at, created_at, updated_at)
     select r.id, to_char(now() - k * interval '1 month', 'YYYY-MM'), 1 + r.id % 5, 70 * (1 + r.id % 5),
            case when k > 1 then 'paid' else 'pending' end, case when k > 1 then now() end, now(), now()
       from referrers r, generate_series(1, 4) as k`,
  );
  await conn.execute('vacuum analyze');
}

async function timed(runs: number, once: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await once();
    times.push(performance.now() - t);
  }
  return times;
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

export async function run(): Promise<BenchRow[]> {
  const { orm, url: databaseUrl } = await benchDatabase('enrolment_bench_overview');
  const rows: BenchRow[] = [];
  let api: AppProcess | undefined;
  try {
    const em = orm.em.fork();
    const admin = em.create(Admin, {
      email: 'bench-admin@example.in',
      name: 'Bench Admin',
      passwordHash: await hashPassword('bench-password-1'),
    });
    await em.flush();
    const seeding = performance.now();
    await seed(orm, admin.id);
    console.log(`   seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
    const conn = orm.em.getConnection();
    const [{ figures }] = (await conn.execute(`select count(*)::int as figures from overview_days`)) as [
      { figures: number },
    ];

    const port = await freePort();
    api = new AppProcess('api', 'backend/src/main.ts', {
      NODE_ENV: 'production',
      TOTP_KEY: randomBytes(32).toString('hex'),
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      REDIS_PREFIX: `bench-overview-${randomBytes(3).toString('hex')}`,
      LOG_LEVEL: 'silent',
    });
    api.start();
    const url = `http://127.0.0.1:${port}`;
    await waitForHttp(`${url}/api/health`);
    const cookie = await sessionCookieFor(orm, { kind: 'admin', id: admin.id });
    const target = { url: `${url}/api/admin/overview?days=90`, headers: { cookie } };

    const first = await fetch(target.url, { headers: target.headers });
    const body = (await first.json()) as {
      enrolments: { registered: number }[];
      mail: { days: { sent: number; failed: number }[] };
    };
    const registered = body.enrolments.reduce((n, d) => n + d.registered, 0);
    const mailed = body.mail.days.reduce((n, d) => n + d.sent + d.failed, 0);

    /** autocannon with every response's latency kept (its own histogram has p97.5, not p95). */
    const load = async (target: { url: string; headers: Record<string, string> }, connections: number) => {
      const latencies: number[] = [];
      const statuses = new Set<number>();
      await autocannon({ ...target, connections, duration: 2 });
      const instance = autocannon({ ...target, connections, duration: 10 });
      instance.on('response', (_client: unknown, status: number, _bytes: number, took: number) => {
        latencies.push(took);
        statuses.add(status);
      });
      const result = await instance;
      const s = stats(latencies);
      const ok = [...statuses].every((st) => st === 200) && result.errors === 0;
      const text = `median ${ms(s.median)}, p95 ${ms(s.p95)}, p99 ${ms(s.p99)}, ${Math.round(result.requests.average).toLocaleString('en')} req/s (${s.n.toLocaleString('en')} requests)`;
      return { s, ok, text };
    };
    const data = `${STUDENTS.toLocaleString('en')} students, ${MAILS.toLocaleString('en')} mails over ${DAYS} days`;
    const answer = `${figures.toLocaleString('en')} rollup rows; the answer's 90 days: ${registered.toLocaleString('en')} registered, ${mailed.toLocaleString('en')} mails`;
    const one = await load(target, 1);
    rows.push({
      figure: `GET /api/admin/overview?days=90, admin, one request at a time (${data})`,
      goal: 'p95 < 50 ms',
      value: `${one.text}; ${answer}`,
      pass: first.status === 200 && one.ok && one.s.p95 < 50,
      command: COMMAND,
    });
    // Ten admins at once, and beside it an answer that reads almost nothing (GET /api/admin/delivery): what the machine gives any staff route.
    const ten = await load(target, 10);
    const floor = await load({ url: `${url}/api/admin/delivery`, headers: { cookie } }, 10);
    rows.push({
      figure: 'GET /api/admin/overview?days=90, 10 connections (the same data)',
      goal: 'informational: against GET /api/admin/delivery at 10 connections',
      value: `${ten.text}; GET /api/admin/delivery ${floor.text}`,
      pass: ten.ok && floor.ok,
      command: COMMAND,
    });

    // The same figures live from the base tables: what the API would do without the rollup.
    const to = todayInIndia();
    const from = addCalendarDays(to, -89);
    const live = stats(
      await timed(10, () =>
        Promise.all([
          conn.execute(
            `select day, metric, value from overview_facts where day between ? and ? or (metric like 'payouts.%' and day >= date_trunc('month', ?::date))`,
            [from, to, from],
          ),
          conn.execute(
            `select count(*), min(created_at), percentile_cont(0.5) within group (order by now() - created_at), percentile_cont(0.9) within group (order by now() - created_at)
               from students where not validated and erased_at is null and rejected_at is null`,
          ),
        ]),
      ),
    );
    const rollup = stats(
      await timed(10, () =>
        conn.execute(
          `select day, metric, value from overview_days where day between ? and ? or (metric like 'payouts.%' and day >= date_trunc('month', ?::date))`,
          [from, to, from],
        ),
      ),
    );
    rows.push({
      figure:
        "The same 90 days computed live from the base tables (the rebuild's view `overview_facts` and the pending queue), 10 runs, one at a time",
      goal: "about 200 ms (the issue's comparison)",
      value: `median ${ms(live.median)}, p95 ${ms(live.p95)}; the rollup's read of the same figures median ${ms(rollup.median)}, p95 ${ms(rollup.p95)}`,
      pass: live.p95 > rollup.p95,
      command: COMMAND,
    });

    const t = performance.now();
    const { overviewDrift } = await rebuildOverview(orm.em.fork());
    const rebuildMs = performance.now() - t;
    rows.push({
      figure: 'Nightly rebuild of the rollup (recompute, compare, replace; one transaction), same data',
      goal: '<= 30 s, no drift',
      value: `${(rebuildMs / 1000).toFixed(2)} s, drift ${overviewDrift}`,
      pass: rebuildMs <= 30_000 && overviewDrift === 0,
      command: COMMAND,
    });

    // What the triggers add to a write: 10,000 mails inserted and marked sent, one statement each, with and without them.
    const write = async () => {
      const t0 = performance.now();
      await conn.execute(
        `insert into mail_log (job_id, template, recipient, subject, status, attempts, created_at, updated_at)
         select 'extra-' || md5(random()::text), 'mail-offer-letter', 'x@example.in', 's', 'sending', 0, now(), now() from generate_series(1, 10000)`,
      );
      await conn.execute(
        `update mail_log set status = 'sent', sent_at = now(), attempts = 1 where job_id like 'extra-%' and status = 'sending'`,
      );
      const took = performance.now() - t0;
      await conn.execute(`delete from mail_log where job_id like 'extra-%'`);
      return took;
    };
    const withTriggers = await write();
    await conn.execute(
      `alter table mail_log disable trigger overview_insert, disable trigger overview_update, disable trigger overview_delete`,
    );
    const without = await write();
    await conn.execute(
      `alter table mail_log enable trigger overview_insert, enable trigger overview_update, enable trigger overview_delete`,
    );
    rows.push({
      figure: "What the rollup's triggers add: 10,000 mails inserted then marked sent (two statements)",
      goal: 'informational',
      value: `${ms(withTriggers)} with the triggers, ${ms(without)} without`,
      pass: true,
      command: COMMAND,
    });
  } finally {
    await api?.kill('SIGTERM');
    await orm.close();
  }
  return rows;
}

runIfMain(import.meta.url, run);
