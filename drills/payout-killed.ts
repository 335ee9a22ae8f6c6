/**
 * Drill 2: the monthly payout run, killed half-way and run again. 10,000 referrers and 100,000
 * students (every one referred, every second validated); an admin asks for the October run
 * (POST /api/admin/payouts/run, the path the 10th's scheduler job also takes: the payout-run job in
 * a worker process). The worker running it is SIGKILLed while the payout statement is running
 * (seen in pg_stat_activity), twice, then once more right after the run commits and before the job
 * reports completion;
 * the workers are restarted and the run is left to finish the way production would (the stalled job
 * runs again; a job BullMQ gives up on is retried by the admin). Then SQL checks against a ledger
 * computed independently from the seed, and a run again (admin endpoint, and the scheduler's job)
 * that must change nothing.
 *   npm run drill -- payout   (STUDENTS=20000 REFERRERS=2000 for a shorter run)
 */
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { openOrm } from '../backend/src/db/orm.ts';
import { BUSINESS_TZ, previousPeriod } from 'shared/dates';
import { scheduledData, schedules } from '../workers/src/runtime/schedules.ts';
import { seedStudents } from '../bench/api.ts';
import { fmt, pidOwningLocalPort, poll, sleep, startStack, type Stack } from './support.ts';
import type { DrillResult } from './types.ts';

const STUDENTS = Number(process.env.STUDENTS ?? 100_000);
const REFERRERS = Number(process.env.REFERRERS ?? 10_000);
const PERIOD = '2026-10';
const REWARD = 70;
/** Students validated after the period closed (in November): not owed for October. */
const lateValidated = (i: number) => i % 20 === 0;
/** Referrals an admin clears through the API before the run: not owed. */
const CLEARED = Array.from({ length: 30 }, (_, k) => 102 + 2 * k);

/** What the seed owes for October, from its own formula (bench/api.ts seedStudents, referredEvery 1). */
function expectedLedger() {
  const cleared = new Set(CLEARED);
  const perReferrer = new Map<string, number>();
  for (let i = 1; i <= STUDENTS; i++) {
    const validated = i % 2 === 0;
    if (!validated || lateValidated(i) || cleared.has(i)) continue;
    const code = `REF${String(1 + (Math.floor(i / 2) % REFERRERS)).padStart(5, '0')}`;
    perReferrer.set(code, (perReferrer.get(code) ?? 0) + 1);
  }
  const referrals = [...perReferrer.values()].reduce((a, b) => a + b, 0);
  return { perReferrer, referrals, total: referrals * REWARD };
}

interface Kill {
  mode: 'mid-statement' | 'after-commit';
  statementMs: number;
  jobRun: string;
  orphanMs: number;
  payoutsAfter: number;
  rerunAfterMs?: number;
}

const STATEMENT = `%insert into payouts%`;

async function runningStatement(stack: Stack) {
  const { rows } = await stack.db.query<{ pid: number; client_port: number; ms: number }>(
    `select pid, client_port, extract(epoch from clock_timestamp() - query_start) * 1000 as ms
       from pg_stat_activity where state = 'active' and query ilike $1 and pid <> pg_backend_pid()`,
    [STATEMENT],
  );
  return rows[0];
}

async function jobRun(stack: Stack, id: string) {
  const { rows } = await stack.db.query<{
    state: string;
    attempts: number;
    progress: number;
    error: string | null;
    result: Record<string, unknown> | null;
  }>(`select state, attempts, progress, error, result from job_runs where id = $1`, [id]);
  return rows[0];
}

/** A job's result without the list of payout ids (10,000 of them). */
const brief = (result: Record<string, unknown> | null | undefined) => {
  if (!result) return 'null';
  const { payoutIds: _ids, ...rest } = result;
  return JSON.stringify(rest);
};

export async function run(): Promise<DrillResult> {
  const notes: string[] = [];
  let seedMs = 0;
  const stack = await startStack({
    workers: 2,
    beforeApps: async (url) => {
      const started = Date.now();
      const orm = await openOrm(url);
      try {
        await seedStudents(orm, { students: STUDENTS, referrers: REFERRERS, referredEvery: 1 });
        await orm.em.getConnection().execute(
          `update students set validated_at = timestamptz '2026-11-05 10:00+05:30'
            where validated and split_part(split_part(email, '@', 1), '-', 2)::int % 20 = 0`,
        );
      } finally {
        await orm.close();
      }
      seedMs = Date.now() - started;
    },
  });
  const redis = new Redis(stack.env.REDIS_URL!, { maxRetriesPerRequest: null });
  const schedulesQueue = new Queue('schedules', { connection: redis, prefix: 'enrol' });
  try {
    const expected = expectedLedger();
    notes.push(
      `seeded ${fmt(REFERRERS)} referrers and ${fmt(STUDENTS)} students in ${(seedMs / 1000).toFixed(1)} s; owed for ${PERIOD}: ${fmt(expected.referrals)} referrals, ${fmt(expected.total)} rupees, ${fmt(expected.perReferrer.size)} referrers`,
    );

    // An admin clears 30 referrals first (the production path: the admin endpoint, an event each).
    for (const i of CLEARED) {
      const id = await stack.n(`select id from students where email = $1`, [`intern-${i}@example.in`]);
      const res = await stack.admin('POST', `/api/admin/students/${id}/clear-referral`);
      if (res.status !== 200) throw new Error(`clear-referral ${id}: ${res.status} ${JSON.stringify(res.body)}`);
    }

    // The admin asks for the run.
    const requested = await stack.admin('POST', '/api/admin/payouts/run', { period: PERIOD });
    if (requested.status !== 202) throw new Error(`payouts/run: ${requested.status} ${JSON.stringify(requested.body)}`);
    const jobId = String(requested.body.jobId);
    const kills: Kill[] = [];
    const workerPids = () => stack.workers.map((w) => w.child?.pid).filter((p): p is number => typeof p === 'number');

    const KILLS = Number(process.env.KILLS ?? 3);
    let lastKillAt = 0;
    for (let k = 0; k < KILLS; k++) {
      const mode: Kill['mode'] = k < KILLS - 1 ? 'mid-statement' : 'after-commit';
      const seen = await poll(() => runningStatement(stack), 120_000, 10);
      if (!seen) {
        notes.push(
          `kill ${k + 1}: the payout statement never started again within 120 s (job_runs: ${JSON.stringify(await jobRun(stack, jobId))})`,
        );
        break;
      }
      if (kills.length > 0) kills.at(-1)!.rerunAfterMs = Date.now() - lastKillAt - seen.ms;
      let statementMs = seen.ms;
      const port = seen.client_port;
      if (mode === 'mid-statement') {
        // Let it get well into the statement (it takes a second or more here), then kill.
        await sleep(150);
        const still = await runningStatement(stack);
        if (still) statementMs = still.ms;
      } else {
        // Wait for the commit (the payouts become visible), then kill at once: the kill lands after
        // the commit and before the job reports completion, if it is quick enough.
        for (let s = await runningStatement(stack); s; s = await runningStatement(stack)) statementMs = s.ms;
        await poll(
          async () =>
            (await stack.n(`select count(*) from (select 1 from payouts where period = $1 limit 1) p`, [PERIOD])) > 0,
          30_000,
          0,
        );
      }
      const pid = pidOwningLocalPort(port, workerPids());
      const victim = stack.workers.find((w) => w.child?.pid === pid);
      if (!victim) {
        notes.push(`kill ${k + 1}: could not tell which worker holds the connection (port ${port})`);
        continue;
      }
      const run = await jobRun(stack, jobId);
      await victim.kill('SIGKILL');
      lastKillAt = Date.now();
      // The backend keeps running the statement until it finds its client gone, then rolls back.
      const orphanStart = Date.now();
      await poll(async () => !(await runningStatement(stack)), 60_000, 10);
      const orphanMs = Date.now() - orphanStart;
      await sleep(200);
      const payoutsAfter = await stack.n(`select count(*) from payouts where period = $1`, [PERIOD]);
      const after = await jobRun(stack, jobId);
      kills.push({
        mode,
        statementMs: Math.round(statementMs),
        jobRun: `${run?.state} progress ${run?.progress} attempt ${run?.attempts} (after the kill: ${after?.state})`,
        orphanMs,
        payoutsAfter,
      });
      victim.start();
    }

    // Let the run finish the way production does: the stalled job runs again in a restarted worker.
    // If BullMQ gives the job up (stalled too often), the operator sees it failed and retries it.
    let ended = await poll(
      async () => {
        const r = await jobRun(stack, jobId);
        return r && (r.state === 'completed' || r.state === 'failed') ? r : undefined;
      },
      150_000,
      250,
    );
    const bull = await schedulesQueue.getJob(jobId);
    const bullState = bull ? await bull.getState() : 'gone';
    notes.push(
      `after the kills: job_runs ${ended ? `${ended.state} (${ended.error ?? 'no error'})` : `still ${JSON.stringify(await jobRun(stack, jobId))}`}; BullMQ: ${bullState}${bull?.failedReason ? ` (${bull.failedReason})` : ''}`,
    );
    const jobRunsAgree =
      !(bullState === 'failed' && ended?.state !== 'failed') &&
      !(bullState === 'completed' && ended?.state !== 'completed');
    let retried = false;
    if (ended?.state === 'failed') {
      const res = await stack.admin('POST', `/api/admin/jobs/${jobId}/retry`);
      notes.push(`admin retried the failed job: ${res.status} ${String(res.body.message ?? '')}`);
      retried = true;
      ended = await poll(
        async () => {
          const r = await jobRun(stack, jobId);
          return r?.state === 'completed' || r?.state === 'failed' ? r : undefined;
        },
        150_000,
        250,
      );
    } else if (!ended) {
      // job_runs never ended: the admin has nothing to retry; they ask for the run again.
      const again = await stack.admin('POST', '/api/admin/payouts/run', { period: PERIOD });
      const againId = String(again.body.jobId);
      notes.push(`job_runs never ended: the admin asked for the run again (${again.status}, ${againId})`);
      ended = await poll(
        async () => {
          const r = await jobRun(stack, againId);
          return r?.state === 'completed' ? r : undefined;
        },
        150_000,
        250,
      );
    }
    const finishedAt = Date.now();
    notes.push(
      `run finished ${((finishedAt - lastKillAt) / 1000).toFixed(1)} s after the last kill: ${brief(ended?.result)}`,
    );

    // The ledger, against the seed's own arithmetic.
    const ledger = async () => {
      const { rows } = await stack.db.query<{
        payouts: string;
        amount: string;
        items: string;
        item_amount: string;
        last_change: string | null;
      }>(
        `select (select count(*) from payouts where period = $1) as payouts,
                (select coalesce(sum(amount), 0) from payouts where period = $1) as amount,
                (select count(*) from payout_items) as items,
                (select coalesce(sum(amount), 0) from payout_items) as item_amount,
                (select max(updated_at)::text from payouts) as last_change`,
        [PERIOD],
      );
      return rows[0]!;
    };
    const first = await ledger();
    const { rows: perReferrer } = await stack.db.query<{
      code: string;
      n: number;
      referral_count: number;
      amount: number;
      items: string;
    }>(
      `select r.code, count(*) over (partition by p.referrer_id, p.period) as n, p.referral_count, p.amount,
              (select count(*) from payout_items pi where pi.payout_id = p.id) as items
         from payouts p join referrers r on r.id = p.referrer_id where p.period = $1`,
      [PERIOD],
    );
    let perReferrerWrong = 0;
    const paidCodes = new Set<string>();
    for (const row of perReferrer) {
      paidCodes.add(row.code);
      const owed = expected.perReferrer.get(row.code) ?? 0;
      if (
        Number(row.n) !== 1 ||
        row.referral_count !== owed ||
        row.amount !== owed * REWARD ||
        Number(row.items) !== owed
      )
        perReferrerWrong++;
    }
    const unpaidReferrers = [...expected.perReferrer.keys()].filter((c) => !paidCodes.has(c)).length;
    const duplicateItems = await stack.n(
      `select count(*) from (select student_id from payout_items group by student_id having count(*) > 1) d`,
    );
    const wrongItems = await stack.n(
      `select count(*) from payout_items pi join students s on s.id = pi.student_id
        where not s.validated or s.referral_code is null or s.validated_at >= timestamptz '2026-11-01 00:00+05:30'`,
    );

    // Run it again: the admin endpoint, and the scheduler's own job (the 10th's monthly-payout).
    const again = await stack.admin('POST', '/api/admin/payouts/run', { period: PERIOD });
    const againRun = await poll(
      async () => {
        const r = await jobRun(stack, String(again.body.jobId));
        return r?.state === 'completed' || r?.state === 'failed' ? r : undefined;
      },
      60_000,
      100,
    );
    let scheduled: Awaited<ReturnType<typeof jobRun>> | undefined;
    if (previousPeriod() === PERIOD) {
      // The job as the monthly-payout scheduler adds it (the workers refuse any other).
      const monthly = schedules.find((s) => s.id === 'monthly-payout')!;
      const scheduledId = `repeat:${monthly.id}:${Date.now()}`;
      const asScheduled = {
        jobId: scheduledId,
        attempts: 3,
        repeatJobKey: monthly.id,
        repeat: { pattern: monthly.pattern, tz: BUSINESS_TZ },
      };
      await schedulesQueue.add(monthly.handler, scheduledData(monthly.subject), asScheduled);
      scheduled = await poll(
        async () => {
          const r = await jobRun(stack, scheduledId);
          return r?.state === 'completed' || r?.state === 'failed' ? r : undefined;
        },
        60_000,
        100,
      );
    } else {
      notes.push(`the scheduler's job would run ${previousPeriod()} today, not ${PERIOD}: skipped`);
    }
    const second = await ledger();
    const unchanged = JSON.stringify(first) === JSON.stringify(second);
    const stuck = await stack.n(`select count(*) from job_runs where state not in ('completed', 'failed')`);

    notes.push(
      ...kills.map(
        (k, i) =>
          `kill ${i + 1} (${k.mode}): statement ${k.statementMs} ms in, job_runs ${k.jobRun}; the orphaned backend ran ${k.orphanMs} ms more; payouts right after: ${k.payoutsAfter}` +
          (k.rerunAfterMs !== undefined
            ? `; the job ran again ${(k.rerunAfterMs / 1000).toFixed(1)} s after the kill`
            : ''),
      ),
    );
    const againResult = againRun?.result as { payoutsCreated?: number } | null | undefined;
    const scheduledResult = scheduled?.result as { payoutsCreated?: number } | null | undefined;
    const checks = [
      {
        name: 'the worker was killed while the payout statement ran',
        ok: kills.filter((k) => k.mode === 'mid-statement').length >= 1,
        detail: `${kills.length} kills: ${kills.map((k) => `${k.mode} at ${k.statementMs} ms`).join(', ')}`,
      },
      {
        name: 'a kill before the commit left no payout',
        ok: kills.filter((k) => k.mode === 'mid-statement').every((k) => k.payoutsAfter === 0),
        detail: kills.map((k) => `${k.payoutsAfter} payouts after the ${k.mode} kill`).join(', '),
      },
      {
        name: 'the run finished',
        ok: ended?.state === 'completed',
        detail: `job_runs ${ended?.state ?? 'not ended'}${retried ? ' (after the admin retry)' : ''}`,
      },
      {
        name: 'job_runs says what BullMQ did',
        ok: jobRunsAgree,
        detail: `after the kills: BullMQ ${bullState}, job_runs ${ended ? 'ended' : 'still active'}`,
      },
      {
        name: 'ledger total = 70 x validated uncleared referrals (from the seed)',
        ok: Number(first.amount) === expected.total && Number(first.item_amount) === expected.total,
        detail: `payouts ${fmt(Number(first.amount))}, items ${fmt(Number(first.item_amount))}, expected ${fmt(expected.total)} rupees`,
      },
      {
        name: 'exactly one payout per referrer and month, each with its own referrals',
        ok: perReferrerWrong === 0 && unpaidReferrers === 0 && Number(first.payouts) === expected.perReferrer.size,
        detail: `${fmt(Number(first.payouts))} payouts for ${fmt(expected.perReferrer.size)} referrers owed; ${perReferrerWrong} wrong, ${unpaidReferrers} unpaid`,
      },
      {
        name: 'no referral paid twice, none paid that was not owed',
        ok: duplicateItems === 0 && wrongItems === 0 && Number(first.items) === expected.referrals,
        detail: `${fmt(Number(first.items))} payout_items (expected ${fmt(expected.referrals)}), ${duplicateItems} duplicated, ${wrongItems} not owed`,
      },
      {
        name: 'running it again changes nothing',
        ok:
          unchanged &&
          againRun?.state === 'completed' &&
          againResult?.payoutsCreated === 0 &&
          (scheduled === undefined || (scheduled?.state === 'completed' && scheduledResult?.payoutsCreated === 0)),
        detail: `admin run: ${againRun?.state} ${brief(againRun?.result)}; scheduler's job: ${scheduled ? `${scheduled.state} ${brief(scheduled.result)}` : 'skipped'}; ledger ${unchanged ? 'unchanged' : `changed: ${JSON.stringify(first)} -> ${JSON.stringify(second)}`}`,
      },
      { name: 'no job left unfinished', ok: stuck === 0, detail: `${stuck} job_runs not completed or failed` },
    ];
    return { name: 'payout run killed half-way', checks, notes };
  } finally {
    await schedulesQueue.close().catch(() => undefined);
    redis.disconnect();
    await stack.stop();
  }
}
