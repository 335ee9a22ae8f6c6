/**
 * The API under load, against 100,000 students: GET /api/me as a logged-in student, the admin student
 * list (first page and a search), the published catalogue every public page reads, and POST /api/uploads
 * of a 5 MB photo. The API runs as it does in
 * production, a process of its own (`backend/src/main.ts`, as `npm start` runs it); autocannon drives
 * it over loopback from this process, so the load generator never shares the server's event loop.
 *   npx tsx bench/api.ts                 # every figure
 *   npx tsx bench/api.ts list search me  # only these (me, list, search, catalogue, uploads)
 */
import './quiet.ts';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { MikroORM } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { storeSpooledUpload } from '../backend/src/commands/store-spooled-upload.ts';
import { Admin } from '../backend/src/entities/index.ts';
import { hashPassword } from '../backend/src/lib/passwords.ts';
import { sessionCookieFor } from '../backend/test/support.ts';
import { AppProcess, freePort, waitForHttp } from '../drills/stack.ts';
import { latencyNumbers } from './figures.ts';
import { benchDatabase, type BenchOptions, type BenchRow, runIfMain, stats } from './support.ts';

export const STUDENTS = 100_000;
const REFERRERS = 20;
const COMMAND = 'npx tsx bench/api.ts';

/**
 * Students in one set-based insert (one argon2 hash for all) and referrers: every `referredEvery`-th
 * student (default 3rd) gave a referral code, every second one is validated (in October 2026).
 */
export async function seedStudents(
  orm: MikroORM,
  opts: { students: number; referrers: number; referredEvery?: number },
) {
  const conn = orm.em.getConnection();
  const hash = await hashPassword('bench-password-1');
  await conn.execute(
    `insert into referrers (name, email, phone, upi_id, code, confirmed_at, created_at, updated_at)
     select 'Referrer ' || i, 'ref-' || i || '@example.in', '8' || lpad(i::text, 9, '0'), 'ref' || i || '@okaxis',
            'REF' || lpad(i::text, 5, '0'), now() - interval '89 days', now() - interval '90 days', now() - interval '90 days'
       from generate_series(1, ?) as i`,
    [opts.referrers],
  );
  await conn.execute(
    `insert into students (name, email, college, phone, start_date, end_date, department, course, fee_rupees, referral_code, utr,
                           password_hash, validated, validated_at, created_at, updated_at)
     select (array['Karthik','Priya','Arun','Divya','Sanjay','Lakshmi','Vignesh','Meena'])[1 + i % 8] || ' ' ||
              (array['Raja','Kumar','Selvam','Devi','Murugan','Subramanian','Pandian'])[1 + (i / 8) % 7] || ' ' || i,
            'intern-' || i || '@example.in',
            (array['Bishop Heber College','St. Joseph''s College','NIT Trichy','SASTRA'])[1 + i % 4],
            '9' || lpad(i::text, 9, '0'),
            date '2026-06-01', date '2026-07-15', 'Computer Science', 'Full Stack Development', 499,
            case when i % ? = 0 then 'REF' || lpad((1 + (i / 2) % ?)::text, 5, '0') end,
            '4' || lpad(i::text, 11, '0'),
            ?, i % 2 = 0, case when i % 2 = 0 then timestamptz '2026-10-01 10:00+05:30' + (i % 25) * interval '1 day' end,
            timestamptz '2026-09-01 00:00+05:30' + i * interval '30 seconds', now()
       from generate_series(1, ?) as i`,
    [opts.referredEvery ?? 3, opts.referrers, hash, opts.students],
  );
  // A table that has been in use is vacuumed (visibility map set), so count(*) reads an index only.
  await conn.execute('vacuum analyze students');
  await conn.execute('vacuum analyze referrers');
}

/** A photo-like JPEG of about 5 MB: blurred colour noise plus sensor-like grain, as a phone camera sends. */
export async function photoJpeg(targetBytes = 5 * 1024 * 1024): Promise<Buffer> {
  const [w, h] = [3000, 2250];
  const low = await sharp(randomBytes(200 * 150 * 3), { raw: { width: 200, height: 150, channels: 3 } })
    .resize(w, h, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grain = randomBytes(low.length);
  for (let i = 0; i < low.length; i++) low[i] = Math.max(0, Math.min(255, low[i]! + (grain[i]! % 49) - 24));
  let best: Buffer | undefined;
  for (const quality of [80, 85, 88, 90, 92, 94, 96]) {
    const jpeg = await sharp(low, { raw: { width: w, height: h, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    best = jpeg;
    if (jpeg.length >= targetBytes * 0.95) break;
  }
  return best!;
}

function multipart(file: Buffer, name: string, type: string) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

interface LoadResult {
  latencies: number[];
  perSecond: number;
  statuses: Map<number, number>;
}

/** autocannon with every response's latency kept (its own histogram has p97.5, not p95). */
async function load(opts: autocannon.Options): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const instance = autocannon(opts);
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    latencies.push(ms);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  const result = await instance;
  if (result.errors > 0 || result.timeouts > 0)
    throw new Error(`${opts.url}: ${result.errors} errors, ${result.timeouts} timeouts`);
  return { latencies, perSecond: result.requests.average, statuses };
}

function describe(r: LoadResult) {
  const s = stats(r.latencies);
  const ok = [...r.statuses.entries()].every(([status]) => status >= 200 && status < 300);
  return {
    s,
    ok,
    numbers: latencyNumbers(s, r.perSecond),
    text:
      `median ${s.median.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms, ` +
      `${Math.round(r.perSecond).toLocaleString('en')} req/s (${s.n.toLocaleString('en')} requests${ok ? '' : `; statuses ${JSON.stringify(Object.fromEntries(r.statuses))}`})`,
  };
}

async function sessionWrites(orm: MikroORM): Promise<number> {
  const [row] = await orm.em
    .getConnection()
    .execute<{ n: string }[]>(
      `select coalesce(n_tup_ins + n_tup_upd, 0) as n from pg_stat_user_tables where relname = 'sessions'`,
    );
  return Number(row?.n ?? 0);
}

/** The figures `npx tsx bench/api.ts [name...]` can be limited to. */
const FIGURES = ['me', 'list', 'search', 'catalogue', 'uploads'] as const;
type Figure = (typeof FIGURES)[number];

function figuresFrom(args: string[]): Set<Figure> {
  const unknown = args.filter((a) => !(FIGURES as readonly string[]).includes(a));
  if (unknown.length) throw new Error(`unknown figure ${unknown.join(', ')}: choose from ${FIGURES.join(', ')}`);
  return new Set((args.length ? args : FIGURES) as Figure[]);
}

export async function run(opts: BenchOptions = {}, only: Set<Figure> = new Set(FIGURES)): Promise<BenchRow[]> {
  // Each figure's measured load, in seconds: 10, or 4 in the short run that watches the figures.
  const seconds = opts.short ? 4 : 10;
  const { orm, url: databaseUrl } = await benchDatabase('enrolment_bench_api');
  const rows: BenchRow[] = [];
  let api: AppProcess | undefined;
  // No workers run here, so the spooled uploads (commands/store-spooled-upload.ts) stay: a folder of our own, removed after.
  const spool = mkdtempSync(join(tmpdir(), 'bench-upload-spool-'));
  try {
    await seedStudents(orm, { students: STUDENTS, referrers: REFERRERS });
    const em = orm.em.fork();
    const admin = em.create(Admin, {
      email: 'bench-admin@example.in',
      name: 'Bench Admin',
      passwordHash: await hashPassword('bench-password-1'),
    });
    await em.flush();
    const port = await freePort();
    api = new AppProcess('api', 'backend/src/main.ts', {
      NODE_ENV: 'production',
      // Production refuses to start without its own key for the admins' authenticator secrets.
      TOTP_KEY: randomBytes(32).toString('hex'),
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      TRUST_PROXY_HOPS: '1',
      REDIS_PREFIX: `bench-api-${randomBytes(3).toString('hex')}`,
      LOG_LEVEL: 'silent',
      UPLOAD_SPOOL_DIR: spool,
    });
    api.start();
    const app = { url: `http://127.0.0.1:${port}` };
    await waitForHttp(`${app.url}/api/health`);
    const studentCookie = await sessionCookieFor(orm, { kind: 'student', id: 42_424 });
    const adminCookie = await sessionCookieFor(orm, { kind: 'admin', id: admin.id });

    // GET /api/me: 10 connections, 10 s (after a 2 s warm-up).
    const me = { url: `${app.url}/api/me`, headers: { cookie: studentCookie } };
    if (only.has('me')) {
      await load({ ...me, connections: 10, duration: 2 });
      const writesBefore = await sessionWrites(orm);
      const meRun = describe(await load({ ...me, connections: 10, duration: seconds }));
      await new Promise((r) => setTimeout(r, 600)); // the statistics collector flushes about every 500 ms
      const writes = (await sessionWrites(orm)) - writesBefore;
      rows.push({
        figure: `GET /api/me, logged-in student, 10 connections (${STUDENTS.toLocaleString('en')} students)`,
        goal: '>= 1,000 req/s, p99 <= 25 ms',
        value: `${meRun.text}; ${writes} session write${writes === 1 ? '' : 's'}`,
        pass: meRun.ok && meRun.s.p99 <= 25 && meRun.s.n / seconds >= 1000,
        command: COMMAND,
        id: 'api.me',
        numbers: meRun.numbers,
      });
    }

    // The admin student list: first page, and a search, at 50 connections.
    for (const [figure, label, path, id] of [
      ['list', 'first page', '/api/admin/students', 'api.admin-list.first-page'],
      ['search', 'search q=Priya Kumar', '/api/admin/students?q=Priya%20Kumar', 'api.admin-list.search'],
    ] as const) {
      if (!only.has(figure)) continue;
      const opts = { url: app.url + path, headers: { cookie: adminCookie } };
      await load({ ...opts, connections: 50, amount: 200 });
      const r = describe(await load({ ...opts, connections: 50, duration: seconds }));
      rows.push({
        figure: `GET /api/admin/students, ${label}, 50 connections`,
        goal: 'p99 <= 100 ms',
        value: r.text,
        pass: r.ok && r.s.p99 <= 100,
        command: COMMAND,
        id,
        numbers: r.numbers,
      });
    }

    // GET /api/catalogue at 50 connections: a first visit (the whole catalogue) and a return visit (its
    // ETag: 304). Both come from the API process's memory (backend/src/catalogue/store.ts).
    if (only.has('catalogue')) {
      const first = await fetch(`${app.url}/api/catalogue`);
      const etag = first.headers.get('etag') ?? '';
      const size = (await first.arrayBuffer()).byteLength;
      // What a browser sends: the API answers it with the brotli copy made once per snapshot.
      const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
      const wire = Number(
        (await fetch(`${app.url}/api/catalogue`, { headers: browser })).headers.get('content-length'),
      );
      const visits: [string, Record<string, string>, string][] = [
        [
          `first visit, a browser's Accept-Encoding (brotli, ${(wire / 1024).toFixed(1)} KB)`,
          browser,
          'api.catalogue.first-visit',
        ],
        [`first visit, no Accept-Encoding (${(size / 1024).toFixed(1)} KB)`, {}, 'api.catalogue.first-visit-identity'],
        ['return visit, If-None-Match: 304', { 'if-none-match': etag }, 'api.catalogue.revalidate'],
      ];
      for (const [label, headers, id] of visits) {
        const opts = { url: `${app.url}/api/catalogue`, headers };
        await load({ ...opts, connections: 50, amount: 500 });
        const measured = await load({ ...opts, connections: 50, duration: seconds });
        const r = describe(measured);
        const revalidated = 'if-none-match' in headers;
        rows.push({
          figure: `GET /api/catalogue, ${label}, 50 connections`,
          goal: 'p99 <= 25 ms',
          value: r.text,
          pass: r.s.p99 <= 25 && [...measured.statuses.keys()].every((st) => st === (revalidated ? 304 : 200)),
          command: COMMAND,
          id,
          numbers: r.numbers,
        });
      }
    }

    if (!only.has('uploads')) return rows;
    // POST /api/uploads of a 5 MB photo: 4 connections, each request from its own address
    // (X-Forwarded-For, TRUST_PROXY_HOPS=1) so the per-address upload limit (20 / 15 min) does not answer 429.
    const photo = await photoJpeg();
    const { body, contentType } = multipart(photo, 'IMG_2041.jpg', 'image/jpeg');
    let n = 0;
    const nextIp = () => {
      n += 1;
      return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    };
    const upload = {
      url: `${app.url}/api/uploads`,
      method: 'POST' as const,
      headers: { 'content-type': contentType },
      body,
      requests: [
        {
          setupRequest: (req: autocannon.Request) => ({
            ...req,
            headers: { ...req.headers, 'x-forwarded-for': nextIp() },
          }),
        },
      ],
    };
    await load({ ...upload, connections: 4, amount: 8 });
    for (const connections of [4, 1]) {
      const up = describe(await load({ ...upload, connections, duration: seconds }));
      rows.push({
        figure: `POST /api/uploads, ${(photo.length / 1024 / 1024).toFixed(1)} MB JPEG, ${connections} connection${connections > 1 ? 's' : ''}`,
        goal: 'p99 <= 200 ms',
        value: up.text,
        pass: up.ok && up.s.p99 <= 200,
        command: COMMAND,
        id: `api.uploads.${connections}-connection${connections > 1 ? 's' : ''}`,
        numbers: up.numbers,
      });
    }
    rows.push(await spooledMoves(orm));
  } finally {
    await api?.kill('SIGTERM');
    await orm.close();
    rmSync(spool, { recursive: true, force: true });
  }
  return rows;
}

/**
 * What the request no longer does: the worker's move of a spooled upload into PostgreSQL (read, check the
 * SHA-256, one synchronous commit, remove the file), 30 of the uploads above one after another, no load beside.
 */
async function spooledMoves(orm: MikroORM): Promise<BenchRow> {
  const ids = await orm.em
    .getConnection()
    .execute<{ id: string }[]>(`select id from files where data is null limit 30`);
  const ms: number[] = [];
  for (const { id } of ids) {
    const start = performance.now();
    if ((await storeSpooledUpload(orm.em.fork(), id)) !== 'in-database') throw new Error(`upload ${id} was not moved`);
    ms.push(performance.now() - start);
  }
  const s = stats(ms);
  return {
    figure: 'A spooled 4.7 MB upload moved into PostgreSQL by its job (not in the request), one at a time',
    goal: 'off the request',
    value: `median ${s.median.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms (${s.n} moves)`,
    pass: s.n > 0,
    command: COMMAND,
  };
}

runIfMain(import.meta.url, () => run({}, figuresFrom(process.argv.slice(2))));
