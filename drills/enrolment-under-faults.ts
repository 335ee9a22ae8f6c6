/**
 * Drill 1: 1,000 enrolments at 20 at once, every one validated by an admin, while a worker is killed
 * with SIGKILL 10 times at random, Redis is killed and restarted once and PostgreSQL is restarted in
 * immediate mode once. Then SQL checks of the invariants.
 *   npm run drill -- enrolment   (ENROLMENTS=200 for a shorter run)
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import sharp from 'sharp';
import { isUnavailable } from '../backend/src/lib/unavailable.ts';
import { drillRegistration, logDir } from './stack.ts';
import { startStack } from './support.ts';
import type { DrillResult } from './types.ts';

const ENROLMENTS = Number(process.env.ENROLMENTS ?? 1000);
const CONCURRENCY = 20;
const WORKERS = 2;

interface Outage {
  status: number;
  ms: number;
}

export async function run(): Promise<DrillResult> {
  const stack = await startStack({ workers: WORKERS, env: { JOB_BACKOFF_MS: '500', JOB_ATTEMPTS: '10' } });
  const { base, postgres, redis, api, workers } = stack;
  const outages: Outage[] = [];
  const probes: { label: string; status: number; ms: number }[] = [];
  const notes: string[] = [];
  let lastFaultAt = 0;
  try {
    // Requests that meet a fault are retried the way a person would press the button again.
    const call = async (path: string, init: RequestInit, ip: string): Promise<Response> => {
      for (let attempt = 0; ; attempt++) {
        const started = performance.now();
        try {
          // A person retrying through an outage can run into the per-address limit; the drill is about
          // losing nothing, so a retry after a 429 comes from the next address.
          const from =
            attempt === 0 ? ip : `${ip.split('.').slice(0, 3).join('.')}.${(Number(ip.split('.')[3]) + attempt) % 256}`;
          const res = await fetch(base + path, {
            ...init,
            headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': from },
            signal: AbortSignal.timeout(15_000),
          });
          if (res.status === 429) {
            outages.push({ status: 429, ms: performance.now() - started });
            await res.arrayBuffer();
            continue;
          }
          if (res.status === 503 || res.status >= 500) {
            outages.push({ status: res.status, ms: performance.now() - started });
            await res.arrayBuffer();
            await new Promise((r) => setTimeout(r, 300 + attempt * 200));
            continue;
          }
          return res;
        } catch {
          outages.push({ status: 0, ms: performance.now() - started });
          if (attempt > 60) throw new Error(`${path} kept failing`);
          await new Promise((r) => setTimeout(r, 500));
        }
      }
    };

    const image = await sharp({
      create: { width: 900, height: 1600, channels: 3, background: { r: 240, g: 245, b: 250 } },
    })
      .png()
      .toBuffer();
    let done = 0;
    const enrol = async (i: number) => {
      const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
      const form = new FormData();
      form.set('file', new Blob([image], { type: 'image/png' }), `pay-${i}.png`);
      const up = await call('/api/uploads', { method: 'POST', body: form }, ip);
      const { uploadId } = (await up.json()) as { uploadId: string };
      const body = drillRegistration('Drill', i, {
        phoneBase: 100000000,
        uploadId,
        utr: `DRILL${String(i).padStart(8, '0')}`,
      });
      const res = await call(
        '/api/registrations',
        { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } },
        ip,
      );
      // A retry after a commit whose answer was lost finds the e-mail taken: the enrolment exists.
      if (res.status !== 201 && res.status !== 409)
        throw new Error(`registration ${i}: ${res.status} ${await res.text()}`);
      done++;
    };

    // The admin (logged in by startStack) validates enrolments as they arrive.
    const cookie = stack.adminCookie;
    let loadDone = false;
    let validatedCount = 0;
    const validator = (async () => {
      for (;;) {
        const res = await call('/api/admin/students?status=pending&pageSize=50', { headers: { cookie } }, '127.0.0.2');
        const { students } = (await res.json()) as { students: { id: number }[] };
        if (students.length === 0) {
          if (loadDone) return;
          await new Promise((r) => setTimeout(r, 500));
          continue;
        }
        const ids = students.map((s) => s.id);
        await Promise.all(
          Array.from({ length: 5 }, async () => {
            for (let id = ids.shift(); id !== undefined; id = ids.shift()) {
              const v = await call(
                `/api/admin/students/${id}/validate`,
                { method: 'POST', headers: { cookie } },
                '127.0.0.2',
              );
              if (v.status !== 200 && v.status !== 409)
                throw new Error(`validate ${id}: ${v.status} ${await v.text()}`);
              if (v.status === 200) validatedCount++;
            }
          }),
        );
      }
    })();

    // While a service is down, probe the API the way a browser would and time the answers.
    const probe = async (label: string, untilDone: () => boolean) => {
      while (!untilDone()) {
        const started = performance.now();
        try {
          const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) });
          await res.arrayBuffer();
          probes.push({ label, status: res.status, ms: performance.now() - started });
        } catch {
          probes.push({ label, status: 0, ms: performance.now() - started });
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    };

    // The faults, spread over the load: 10 worker kills, Redis killed once, PostgreSQL restarted once.
    const faults = (async () => {
      const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
      for (let k = 0; k < 10; k++) {
        await pause(2000 + Math.random() * 4000);
        const w = workers[Math.floor(Math.random() * workers.length)]!;
        await w.kill('SIGKILL');
        lastFaultAt = Date.now();
        w.start();
        if (k === 3) {
          await redis.kill();
          lastFaultAt = Date.now();
          let up = false;
          const watching = probe('redis down', () => up);
          await pause(4000);
          await redis.start();
          up = true;
          await watching;
          notes.push(`redis killed for 4 s at ${new Date(lastFaultAt).toISOString()}`);
        }
        if (k === 6) {
          let up = false;
          const watching = probe('postgres restarting', () => up);
          await pause(300);
          lastFaultAt = Date.now();
          await postgres.restartImmediateAsync();
          await pause(300);
          up = true;
          await watching;
          notes.push(`postgres restarted in immediate mode at ${new Date(lastFaultAt).toISOString()}`);
        }
      }
    })();

    const queue = Array.from({ length: ENROLMENTS }, (_, i) => i + 1);
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let i = queue.shift(); i !== undefined; i = queue.shift()) await enrol(i);
      }),
    );
    await faults;
    loadDone = true;
    await validator;
    notes.push(`${validatedCount} validations answered 200`);

    // Wait for the work to drain: no undispatched event and no unfinished job, at most 2 minutes
    // after the last fault.
    const check = new pg.Client({ connectionString: postgres.url });
    await check.connect();
    const deadline = Math.max(lastFaultAt, Date.now()) + 120_000;
    let pending = -1;
    while (Date.now() < deadline) {
      const { rows } = await check.query<{ n: string }>(
        `select (select count(*) from events where dispatched_at is null) + (select count(*) from job_runs where state not in ('completed', 'failed')) as n`,
      );
      pending = Number(rows[0]!.n);
      if (pending === 0) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    if (pending > 0) {
      // Diagnose: what is left, and does it finish later (slow) or never (stuck)?
      const { rows: left } = await check.query<{ handler: string; state: string; n: string }>(
        `select handler, state, count(*) as n from job_runs where state not in ('completed', 'failed') group by 1, 2 order by 3 desc`,
      );
      notes.push(
        `left 2 minutes after the last fault: ${left.map((r) => `${r.n} ${r.handler} ${r.state}`).join(', ')}`,
      );
      const started = Date.now();
      let later = pending;
      while (Date.now() - started < 180_000 && later > 0) {
        await new Promise((r) => setTimeout(r, 2000));
        const { rows } = await check.query<{ n: string }>(
          `select (select count(*) from events where dispatched_at is null) + (select count(*) from job_runs where state not in ('completed', 'failed')) as n`,
        );
        later = Number(rows[0]!.n);
      }
      notes.push(
        later === 0
          ? `drained ${Math.round((Date.now() - started) / 1000)} s later`
          : `still ${later} unfinished 3 minutes later`,
      );
    }
    const q = async (sql: string) => Number((await check.query<{ n: string }>(sql)).rows[0]!.n);
    const validated = await q(`select count(*) as n from students where validated`);
    const letterProblems = await q(
      `select count(*) as n from students s where s.validated and
         (select count(*) from documents d where d.student_id = s.id and d.kind = 'offer-letter' and d.file_id is not null) <> 1`,
    );
    const mailProblems = await q(
      `select count(*) as n from students s where s.validated and
         (select count(*) from mail_log m where m.student_id = s.id and m.template = 'mail-offer-letter' and m.status = 'sent') <> 1`,
    );
    const undispatched = await q(`select count(*) as n from events where dispatched_at is null`);
    const orphanJobs = await q(
      `select count(*) as n from job_runs j where not exists (select 1 from events e where e.id = j.event_id)`,
    );
    const failedJobs = await q(`select count(*) as n from job_runs where state = 'failed'`);
    await check.end();

    const during = probes.filter((p) => p.status !== 200);
    const slowest = Math.max(0, ...during.map((p) => p.ms));
    const by = (label: string) => probes.filter((p) => p.label === label && p.status === 503).length;
    const checks = [
      {
        name: `enrolments stored (${ENROLMENTS})`,
        ok: done === ENROLMENTS && validated === ENROLMENTS,
        detail: `${done} enrolled, ${validated} validated`,
      },
      {
        name: 'every validated student has exactly one offer letter',
        ok: letterProblems === 0,
        detail: `${letterProblems} students without exactly one`,
      },
      {
        name: 'every validated student has exactly one offer-letter mail',
        ok: mailProblems === 0,
        detail: `${mailProblems} students without exactly one`,
      },
      {
        name: 'no event left undispatched 2 minutes after the last fault',
        ok: undispatched === 0 && pending === 0,
        detail: `${undispatched} undispatched, ${pending} unfinished`,
      },
      {
        name: 'no job from a rolled-back transaction',
        ok: orphanJobs === 0,
        detail: `${orphanJobs} job_runs without their event`,
      },
      {
        name: 'the API answered 503 quickly while a service was down',
        ok: by('redis down') > 0 && during.every((p) => p.status === 503 && p.ms < 3000),
        detail: `health probes: ${by('redis down')} x 503 with Redis down, ${by('postgres restarting')} x 503 while PostgreSQL restarted, slowest non-200 answer ${Math.round(slowest)} ms, ${during.filter((p) => p.status !== 503).length} other; load requests retried after ${outages.length} failures`,
      },
    ];
    notes.push(`${failedJobs} jobs ended failed`);
    const byStatus = new Map<number, number>();
    for (const o of outages) byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1);
    notes.push(
      `load requests retried: ${[...byStatus].map(([s, n]) => `${n} x ${s === 0 ? 'no answer' : s}`).join(', ') || 'none'}`,
    );
    // The API's 5xx answers that were not an outage's 503 (those are the 500s), from its log.
    const unrecognised = new Map<string, number>();
    for (const line of readFileSync(api.logFile, 'utf8').split('\n')) {
      if (!line.includes('"request failed"')) continue;
      try {
        const entry = JSON.parse(line) as { err?: { type?: string; message?: string; code?: string; status?: number } };
        if (isUnavailable(entry.err) || entry.err?.status === 503) continue;
        const key = `${entry.err?.type ?? '?'} ${entry.err?.code ?? ''}: ${(entry.err?.message ?? '').slice(0, 160)}`;
        unrecognised.set(key, (unrecognised.get(key) ?? 0) + 1);
      } catch {
        /* not JSON */
      }
    }
    notes.push(
      `API 5xx other than an outage's 503, from its log: ${[...unrecognised].map(([k, n]) => `${n} x ${k}`).join('; ') || 'none'} (logs in ${logDir})`,
    );
    return { name: 'enrolment under faults', checks, notes };
  } finally {
    await stack.stop();
  }
}
