import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import { beforeAll, describe, expect, it } from 'vitest';
import { openApiRedis } from '../../redis.ts';
import { signedIn, type SignedIn } from '../../../test/signed-in.ts';
import { api, REDIS_URL, startTestApp, type TestApp, uniquePrefix, useTestApp } from '../../../test/support.ts';

const TOKEN = randomBytes(32).toString('hex');
const INTERN_NAME = 'Metrics Meenakshisundaram';
const INTERN_EMAIL = 'meenakshi.metrics@example.in';

let orm: MikroORM;
let app: TestApp;
const prefix = uniquePrefix();
let asAdmin: SignedIn;
let asIntern: SignedIn;

useTestApp((started) => ({ orm, app } = started), {
  config: { REDIS_PREFIX: prefix, METRICS_TOKEN: TOKEN },
  cleanEach: false,
});
beforeAll(async () => {
  asAdmin = await signedIn(app, orm, { kind: 'admin' });
  asIntern = await signedIn(app, orm, { kind: 'student', fields: { name: INTERN_NAME, email: INTERN_EMAIL } });
});

const scrape = (target: TestApp = app) =>
  api(target.url, '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });

/** The value of one series in Prometheus text, or undefined when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return undefined;
}

const sql = (text: string, params: unknown[] = []) => orm.em.getConnection().execute(text, params);

describe('GET /metrics', () => {
  it('refuses anonymous, an intern and a wrong token; answers the token and an admin', async () => {
    const anonymous = await api(app.url, '/metrics');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('Please log in.');
    const byIntern = await asIntern('/metrics');
    expect(byIntern.status).toBe(403);
    expect(byIntern.body.message).toBe('This page is for admins only.');
    // One character off (never the token itself: it may end in '0').
    for (const wrong of [
      `${TOKEN.slice(0, -1)}${TOKEN.endsWith('0') ? '1' : '0'}`,
      TOKEN.slice(0, 10),
      `${TOKEN}${TOKEN}`,
    ]) {
      const res = await api(app.url, '/metrics', { headers: { authorization: `Bearer ${wrong}` } });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('The metrics token is not valid.');
    }
    // A wrong token is not rescued by an admin's cookie: the scraper's credential is the one checked.
    expect((await asAdmin('/metrics', { headers: { authorization: 'Bearer nope' } })).status).toBe(401);

    const byToken = await scrape();
    expect(byToken.status).toBe(200);
    expect(byToken.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(byToken.headers.get('cache-control')).toBe('no-store');
    const byAdmin = await asAdmin('/metrics');
    expect(byAdmin.status).toBe(200);
    expect(sample(byAdmin.text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(byAdmin.text, 'enrol_metrics_source_up', { source: 'database' })).toBe(1);
    expect(sample(byAdmin.text, 'enrol_metrics_source_up', { source: 'redis' })).toBe(1);
  });

  it('is one valid exposition: each metric family described once, its series together', async () => {
    const { text } = await scrape();
    const seen = new Set<string>();
    let current = '';
    for (const line of text.split('\n').filter(Boolean)) {
      const help = /^# HELP (\S+) /.exec(line);
      if (help) {
        expect(seen.has(help[1]!), `second HELP for ${help[1]}`).toBe(false);
        seen.add(help[1]!);
        current = help[1]!;
        continue;
      }
      if (line.startsWith('#')) continue;
      const name = /^([\w:]+)/.exec(line)![1]!;
      expect(name === current || name.startsWith(`${current}_`), `${name} outside its family ${current}`).toBe(true);
    }
    expect(seen.size).toBeGreaterThan(20);
  });

  it('records each request under its route template and status class, never the raw path', async () => {
    await api(app.url, '/api/health');
    await asAdmin('/api/jobs/e424242-offer-letter');
    await api(app.url, '/api/jobs/e434343-offer-letter'); // 401
    await api(app.url, '/api/no-such-route-5151');
    const { text } = await scrape();
    expect(
      sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/health', status_class: '2xx' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'http_request_duration_seconds_bucket', { route: '/api/health', le: '+Inf' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/jobs/:id',
        status_class: '4xx',
      }),
    ).toBeGreaterThanOrEqual(2);
    expect(
      sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: 'unmatched', status_class: '4xx' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/metrics', status_class: '4xx' }),
    ).toBeGreaterThanOrEqual(1);
    // In no label (a value may hold the same digits by chance: a process's memory, a histogram's sum).
    const labels = [...text.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]).join('\n');
    for (const raw of ['424242', '434343', 'no-such-route-5151']) expect(labels).not.toContain(raw);
  });

  it('reports queue depths and the oldest undispatched event from what Redis and the outbox hold', async () => {
    const redis = openApiRedis(REDIS_URL);
    const mail = new Queue('mail', { connection: redis, prefix });
    const images = new Queue('images', { connection: redis, prefix });
    try {
      await mail.addBulk(
        [1, 2, 3].map((n) => ({ name: 'mail-contact', data: { n }, opts: { jobId: `metrics-${n}` } })),
      );
      await images.add('compress-screenshot', {}, { jobId: 'metrics-delayed', delay: 3_600_000 });
    } finally {
      await mail.close();
      await images.close();
      redis.disconnect();
    }
    await sql(`insert into events (type, subject_type, subject_id, payload, actor, created_at, dispatched_at)
               values ('contact.received', 'contact', '1', '{}', 'system', now() - interval '10 minutes', null),
                      ('contact.received', 'contact', '2', '{}', 'system', now() - interval '2 minutes', null),
                      ('contact.received', 'contact', '3', '{}', 'system', now() - interval '1 hour', now())`);

    const { text } = await scrape();
    expect(sample(text, 'bullmq_job_count', { queue: 'mail', state: 'waiting' })).toBe(3);
    expect(sample(text, 'bullmq_job_count', { queue: 'images', state: 'delayed' })).toBe(1);
    expect(sample(text, 'bullmq_job_count', { queue: 'documents', state: 'waiting' })).toBe(0);
    expect(sample(text, 'enrol_outbox_undispatched_events')).toBe(2);
    const age = sample(text, 'enrol_outbox_oldest_undispatched_seconds')!;
    expect(age).toBeGreaterThanOrEqual(600);
    expect(age).toBeLessThan(660);
  });

  it('reports jobs per handler (unfinished, failed, recent run times) and mails (failed, sent lately), with no personal data', async () => {
    const student = await orm.em
      .fork()
      .getConnection()
      .execute<{ id: number }[]>(`select id from students where email = ?`, [INTERN_EMAIL]);
    const studentId = student[0]!.id;
    const run = (id: string, handler: string, state: string, startedAgo: number | null, updatedAgo: number) =>
      sql(
        `insert into job_runs (id, event_id, queue, handler, student_id, state, attempts, progress, error, started_at, created_at, updated_at)
         values (?, 1, 'documents', ?, ?, ?, 1, 0, ?, ${startedAgo === null ? 'null' : `now() - make_interval(secs => ${startedAgo})`},
                 now() - interval '2 hours', now() - make_interval(secs => ${updatedAgo}))`,
        [id, handler, studentId, state, state === 'failed' ? `SMTP refused ${INTERN_EMAIL}` : null],
      );
    await run('m1', 'offer-letter', 'completed', 11, 10); // ran 1 s
    await run('m2', 'offer-letter', 'completed', 13, 10); // ran 3 s
    await run('m3', 'offer-letter', 'completed', 3700, 3600); // finished an hour ago: outside the window
    await run('m4', 'offer-letter', 'failed', 100, 60);
    await run('m5', 'offer-letter', 'failed', 8000, 7200); // failed long ago: still failed, not recent
    await run('m6', 'mail-offer-letter', 'queued', null, 120);
    await run('m7', 'mail-offer-letter', 'retrying', 40, 30);
    const mail = (jobId: string, status: string, updatedAgo = 5) =>
      sql(
        `insert into mail_log (job_id, template, recipient, subject, student_id, status, attempts, created_at, updated_at)
         values (?, 'mail-offer-letter', ?, ?, ?, ?, 1, now() - interval '2 hours', now() - make_interval(secs => ${updatedAgo}))`,
        [jobId, INTERN_EMAIL, `Offer letter for ${INTERN_NAME}`, studentId, status],
      );
    await mail('m-a', 'sent');
    await mail('m-b', 'sent');
    await mail('m-c', 'failed');
    await mail('m-d', 'sent', 3600); // sent an hour ago: outside the window
    await mail('m-e', 'failed', 3600); // failed an hour ago: still failed, not recent
    await mail('m-f', 'sending');

    const { text } = await scrape();
    expect(sample(text, 'enrol_jobs', { handler: 'offer-letter', state: 'failed' })).toBe(2);
    expect(sample(text, 'enrol_jobs', { handler: 'offer-letter', state: 'completed' })).toBeUndefined();
    expect(sample(text, 'enrol_jobs', { handler: 'mail-offer-letter', state: 'queued' })).toBe(1);
    expect(sample(text, 'enrol_jobs_finished_recent', { handler: 'offer-letter', outcome: 'completed' })).toBe(2);
    expect(sample(text, 'enrol_jobs_finished_recent', { handler: 'offer-letter', outcome: 'failed' })).toBe(1);
    expect(sample(text, 'enrol_jobs_finished_recent', { handler: 'mail-offer-letter', outcome: 'retrying' })).toBe(1);
    expect(sample(text, 'enrol_job_duration_recent_seconds', { handler: 'offer-letter', stat: 'p50' })).toBeCloseTo(
      2,
      5,
    );
    expect(sample(text, 'enrol_job_duration_recent_seconds', { handler: 'offer-letter', stat: 'max' })).toBeCloseTo(
      3,
      5,
    );
    const queuedFor = sample(text, 'enrol_job_oldest_seconds', { handler: 'mail-offer-letter', state: 'queued' })!;
    expect(queuedFor).toBeGreaterThanOrEqual(120);
    expect(queuedFor).toBeLessThan(180);
    expect(sample(text, 'enrol_mails', { status: 'failed' })).toBe(2);
    expect(sample(text, 'enrol_mails', { status: 'sending' })).toBe(1);
    expect(sample(text, 'enrol_mails', { status: 'sent' })).toBeUndefined();
    expect(sample(text, 'enrol_mails_recent', { status: 'sent' })).toBe(2);
    expect(sample(text, 'enrol_mails_recent', { status: 'failed' })).toBe(1);

    for (const secret of [
      INTERN_NAME,
      INTERN_EMAIL,
      'Meenakshi',
      'meenakshi',
      TOKEN,
      'SMTP refused',
      'Offer letter for',
      asAdmin.cookie.split('=')[1]!,
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('reports what the reconciler put back after Redis lost it', async () => {
    const before = await scrape();
    const base = sample(before.text, 'enrol_reconciler_repaired_jobs')!;
    await sql(
      'insert into reconciler_passes (duration_ms, checked, repaired, schedulers_restored) values (12, 40, 3, 2), (9, 10, 1, 0)',
    );
    const after = await scrape();
    expect(sample(after.text, 'enrol_reconciler_repaired_jobs')).toBe(base + 4);
    expect(sample(after.text, 'enrol_reconciler_restored_schedulers')).toBeGreaterThanOrEqual(2);
  });

  it('still answers when Redis is down, saying so instead of showing queue depths', async () => {
    // An app of its own, started here: the one under test is the one started with Redis unreachable.
    const down = await startTestApp(orm, {
      REDIS_PREFIX: uniquePrefix(),
      METRICS_TOKEN: TOKEN,
      REDIS_URL: 'redis://127.0.0.1:1/0',
    });
    try {
      const started = Date.now();
      const res = await scrape(down);
      expect(res.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(sample(res.text, 'enrol_metrics_source_up', { source: 'redis' })).toBe(0);
      expect(sample(res.text, 'enrol_metrics_source_up', { source: 'database' })).toBe(1);
      expect(sample(res.text, 'bullmq_job_count')).toBeUndefined();
      expect(sample(res.text, 'enrol_mails_recent', { status: 'sent' })).toBe(2);
    } finally {
      await down.close();
    }
  });
});

describe('GET /metrics from loopback (METRICS_ALLOW_LOOPBACK)', () => {
  it('answers a scraper on this machine without credentials, but not a request a local proxy forwarded', async () => {
    // An app of its own, started here: the setting under test is its only one (no token), off in the file's app.
    const local = await startTestApp(orm, { REDIS_PREFIX: uniquePrefix(), METRICS_ALLOW_LOOPBACK: 'true' });
    try {
      const direct = await api(local.url, '/metrics');
      expect(direct.status).toBe(200);
      expect(direct.text).toContain('http_request_duration_seconds');
      for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
        const proxied = await api(local.url, '/metrics', {
          headers: { [header]: header === 'forwarded' ? 'for=203.0.113.9' : '203.0.113.9' },
        });
        expect(proxied.status, header).toBe(401);
      }
      expect(
        (await api(local.url, '/metrics', { cookie: asIntern.cookie, headers: { 'x-forwarded-for': '203.0.113.9' } }))
          .status,
      ).toBe(403);
    } finally {
      await local.close();
    }
    // Off by default: the app above without the setting refuses the same loopback request.
    expect((await api(app.url, '/metrics')).status).toBe(401);
  });
});
