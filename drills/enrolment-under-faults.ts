/**
 * Drill 1: 1,000 enrolments at 20 at once, every one validated by an admin, while a worker is killed
 * with SIGKILL 10 times at random, Redis is killed and restarted once and PostgreSQL is restarted in
 * immediate mode once. Then SQL checks of the invariants.
 *   npm run drill -- enrolment   (ENROLMENTS=200 for a shorter run)
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { AppProcess, PrivatePostgres, PrivateRedis, freePort, runScript, waitForHttp } from './stack.ts';
import type { DrillResult } from './types.ts';

const ENROLMENTS = Number(process.env.ENROLMENTS ?? 1000);
const CONCURRENCY = 20;
const WORKERS = 2;

interface Outage {
  status: number;
  ms: number;
}

export async function run(): Promise<DrillResult> {
  const pgPort = await freePort();
  const redisPort = await freePort();
  const apiPort = await freePort();
  const postgres = new PrivatePostgres(pgPort);
  const redis = new PrivateRedis(redisPort);
  const adminPassword = randomBytes(12).toString('base64url');
  const env: Record<string, string> = {
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    PORT: String(apiPort),
    PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
    ADMIN_EMAIL: 'drill-admin@example.in',
    ADMIN_PASSWORD: adminPassword,
    MAIL_OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'drill-outbox-')),
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    JOB_BACKOFF_MS: '500',
    JOB_ATTEMPTS: '10',
  };
  const base = `http://127.0.0.1:${apiPort}`;
  const api = new AppProcess('api', 'backend/src/main.ts', env);
  const workers = Array.from({ length: WORKERS }, (_, i) => new AppProcess(`worker${i}`, 'workers/src/main.ts', env));
  const outages: Outage[] = [];
  const notes: string[] = [];
  let lastFaultAt = 0;
  try {
    postgres.init();
    await redis.start();
    await runScript('backend/src/cli/migrate.ts', env);
    api.start();
    for (const w of workers) w.start();
    await waitForHttp(`${base}/api/health`);

    // Requests that meet a fault are retried the way a person would press the button again.
    const call = async (path: string, init: RequestInit, ip: string): Promise<Response> => {
      for (let attempt = 0; ; attempt++) {
        const started = performance.now();
        try {
          const res = await fetch(base + path, { ...init, headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': ip }, signal: AbortSignal.timeout(15_000) });
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

    const image = await sharp({ create: { width: 900, height: 1600, channels: 3, background: { r: 240, g: 245, b: 250 } } }).png().toBuffer();
    let done = 0;
    const enrol = async (i: number) => {
      const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
      const form = new FormData();
      form.set('file', new Blob([image], { type: 'image/png' }), `pay-${i}.png`);
      const up = await call('/api/uploads', { method: 'POST', body: form }, ip);
      const { uploadId } = (await up.json()) as { uploadId: string };
      const body = {
        name: `Drill Intern ${i}`, email: `drill-${i}@example.in`, college: 'Drill College', phone: `9${String(100000000 + i)}`,
        startDate: '2026-01-05', endDate: '2026-02-20', department: 'CSE', course: 'Full Stack Development',
        password: 'drill-password-1', confirmPassword: 'drill-password-1', uploadId, utr: `DRILL${String(i).padStart(8, '0')}`,
      };
      const res = await call('/api/registrations', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }, ip);
      // A retry after a commit whose answer was lost finds the e-mail taken: the enrolment exists.
      if (res.status !== 201 && res.status !== 409) throw new Error(`registration ${i}: ${res.status} ${await res.text()}`);
      done++;
    };

    // The faults, spread over the load.
    const faults = (async () => {
      const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
      for (let k = 0; k < 10; k++) {
        await pause(1500 + Math.random() * 2500);
        const w = workers[Math.floor(Math.random() * workers.length)]!;
        await w.kill('SIGKILL');
        lastFaultAt = Date.now();
        w.start();
        if (k === 3) {
          await redis.kill();
          lastFaultAt = Date.now();
          notes.push(`redis killed at ${new Date().toISOString()}`);
          await pause(3000);
          await redis.start();
        }
        if (k === 6) {
          postgres.restartImmediate();
          lastFaultAt = Date.now();
          notes.push(`postgres restarted (immediate) at ${new Date().toISOString()}`);
        }
      }
    })();

    const queue = Array.from({ length: ENROLMENTS }, (_, i) => i + 1);
    await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
      for (let i = queue.shift(); i !== undefined; i = queue.shift()) await enrol(i);
    }));

    // The admin validates every one.
    const login = await call('/api/login', { method: 'POST', body: JSON.stringify({ email: env.ADMIN_EMAIL, password: adminPassword }), headers: { 'content-type': 'application/json' } }, '127.0.0.2');
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const db = new pg.Client({ connectionString: postgres.url });
    await db.connect();
    const { rows: students } = await db.query<{ id: number }>('select id from students order by id');
    await db.end();
    const ids = students.map((s) => s.id);
    await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
      for (let id = ids.shift(); id !== undefined; id = ids.shift()) {
        const res = await call(`/api/admin/students/${id}/validate`, { method: 'POST', headers: { cookie } }, '127.0.0.2');
        if (res.status !== 200 && res.status !== 409) throw new Error(`validate ${id}: ${res.status} ${await res.text()}`);
      }
    }));
    await faults;

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
    const orphanJobs = await q(`select count(*) as n from job_runs j where not exists (select 1 from events e where e.id = j.event_id)`);
    const failedJobs = await q(`select count(*) as n from job_runs where state = 'failed'`);
    await check.end();

    const slow503 = outages.filter((o) => o.status === 503 && o.ms > 3000).length;
    const max503 = Math.max(0, ...outages.filter((o) => o.status === 503).map((o) => o.ms));
    const checks = [
      { name: `enrolments stored (${ENROLMENTS})`, ok: done === ENROLMENTS && validated === ENROLMENTS, detail: `${done} enrolled, ${validated} validated` },
      { name: 'every validated student has exactly one offer letter', ok: letterProblems === 0, detail: `${letterProblems} students without exactly one` },
      { name: 'every validated student has exactly one offer-letter mail', ok: mailProblems === 0, detail: `${mailProblems} students without exactly one` },
      { name: 'no event left undispatched 2 minutes after the last fault', ok: undispatched === 0 && pending === 0, detail: `${undispatched} undispatched, ${pending} unfinished` },
      { name: 'no job from a rolled-back transaction', ok: orphanJobs === 0, detail: `${orphanJobs} job_runs without their event` },
      { name: 'the API answered 503 quickly while a service was down', ok: slow503 === 0, detail: `${outages.filter((o) => o.status === 503).length} answers 503, slowest ${Math.round(max503)} ms; ${outages.filter((o) => o.status === 0).length} connection errors` },
    ];
    notes.push(`${failedJobs} jobs ended failed`);
    return { name: 'enrolment under faults', checks, notes };
  } finally {
    await api.kill('SIGTERM');
    await Promise.all(workers.map((w) => w.kill('SIGKILL')));
    await redis.kill();
    postgres.stop();
  }
}
