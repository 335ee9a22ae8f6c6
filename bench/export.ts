/**
 * The admin's CSV export (GET /api/admin/students.csv) of 100,000 students, from the API as its own
 * process (`backend/src/main.ts`, NODE_ENV=production): the time to the last byte, the file read back
 * (every student, once) with the API's V8 heap capped (--max-old-space-size=128: the export cannot
 * hold the rows at once and still finish), and the API process's resident memory sampled every 20 ms,
 * its peak for 100,000 rows against its peak for 12,500 (what V8 lets garbage grow to before a full
 * collection: the rows stream from a cursor, so little of it is live).
 *   npx tsx bench/export.ts
 */
import './quiet.ts';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { Admin } from '../backend/src/entities/index.ts';
import { hashPassword } from '../backend/src/lib/passwords.ts';
import { sessionCookieFor } from '../backend/test/support.ts';
import { AppProcess, freePort, waitForHttp } from '../drills/stack.ts';
import { seedStudents, STUDENTS } from './api.ts';
import { benchDatabase, type BenchRow, runIfMain } from './support.ts';

const COMMAND = 'npx tsx bench/export.ts';
const MiB = 1024 * 1024;
const HEAP_CAP_MIB = 128;

/** Resident memory of a process now (VmRSS) and at its peak so far (VmHWM), in bytes. */
async function memoryOf(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** Downloads the export, sampling the API's memory meanwhile; the body is kept to be read back. */
async function timedExport(url: string, cookie: string, pid: number) {
  let maxRss = 0;
  const sampler = setInterval(() => void memoryOf(pid).then((m) => (maxRss = Math.max(maxRss, m.rss))), 20);
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  const body = Buffer.from(await res.arrayBuffer());
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  maxRss = Math.max(maxRss, (await memoryOf(pid)).rss);
  return { status: res.status, body, seconds, maxRss };
}

export async function run(): Promise<BenchRow[]> {
  const { orm, url: databaseUrl } = await benchDatabase('enrolment_bench_export');
  let api: AppProcess | undefined;
  try {
    await seedStudents(orm, { students: STUDENTS, referrers: 20 });
    const em = orm.em.fork();
    const admin = em.create(Admin, {
      email: 'bench-admin@example.in',
      name: 'Bench Admin',
      passwordHash: await hashPassword('bench-password-1'),
    });
    await em.flush();
    const port = await freePort();
    api = new AppProcess('api-export', 'backend/src/main.ts', {
      NODE_ENV: 'production',
      TOTP_KEY: randomBytes(32).toString('hex'),
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      REDIS_PREFIX: `bench-export-${randomBytes(3).toString('hex')}`,
      LOG_LEVEL: 'silent',
      // Flat memory by construction: V8 may use at most this much old space, far less than 100,000
      // rows held at once would need; the export must still finish (an out-of-memory ends the process).
      NODE_OPTIONS: `--max-old-space-size=${HEAP_CAP_MIB}`,
    });
    const pid = api.start().pid!;
    const base = `http://127.0.0.1:${port}`;
    await waitForHttp(`${base}/api/health`);
    const cookie = await sessionCookieFor(orm, { kind: 'admin', id: admin.id });

    // Warm-up: the code paths, and the API's heap grown to its working size by a whole export.
    await timedExport(`${base}/api/admin/students.csv`, cookie, pid);
    await new Promise((r) => setTimeout(r, 500));
    // Flat memory: the API's peak while exporting 100,000 students against its peak for 12,500 (a search).
    const small = await timedExport(`${base}/api/admin/students.csv?q=Priya`, cookie, pid);
    const before = await memoryOf(pid);
    const all = await timedExport(`${base}/api/admin/students.csv`, cookie, pid);
    const smallRows = (parse(small.body, { bom: true, columns: true }) as unknown[]).length;
    const rows = parse(all.body, { bom: true, columns: true }) as Record<string, string>[];
    const distinct = new Set(rows.map((r) => r['Intern ID'])).size;
    const right = all.status === 200 && rows.length === STUDENTS && distinct === STUDENTS;
    const mib = (bytes: number) => `${(bytes / MiB).toFixed(0)} MiB`;
    return [
      {
        figure: `CSV export of the admin list, ${STUDENTS.toLocaleString('en')} students (API process)`,
        goal: `<= 10 s, flat memory: the API's V8 heap capped at ${HEAP_CAP_MIB} MiB`,
        value:
          `${all.seconds.toFixed(2)} s, ${(all.body.length / MiB).toFixed(1)} MiB, ${rows.length.toLocaleString('en')} rows read back` +
          `${right ? '' : ' (EXPECTED every student once)'}; API peak RSS ${mib(all.maxRss)} (${mib(before.rss)} before) against ` +
          `${mib(small.maxRss)} for ${smallRows.toLocaleString('en')} rows in ${small.seconds.toFixed(2)} s`,
        pass: right && all.seconds <= 10,
        command: COMMAND,
      },
    ];
  } finally {
    await api?.kill('SIGTERM');
    await orm.close();
  }
}

runIfMain(import.meta.url, run);
