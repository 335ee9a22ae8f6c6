/**
 * GET /metrics at scale: the cost of one scrape with 100,000 job_runs rows (a year of enrolments),
 * 100,000 events and 50,000 mails, of which a normal handful are recent, unfinished or failed.
 *   npx tsx bench/metrics.ts
 */
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../backend/src/config.ts';
import { createApp } from '../backend/src/app.ts';
import { JOB_WINDOW_SECONDS } from '../backend/src/metrics/metrics.ts';
import { openApiRedis } from '../backend/src/redis.ts';
import { benchDatabase, type BenchRow, runIfMain, stats } from './support.ts';

process.env.LOG_LEVEL ??= 'silent';
const command = 'npx tsx bench/metrics.ts';

export async function run(): Promise<BenchRow[]> {
  const { orm } = await benchDatabase('enrolment_bench_metrics');
  const conn = orm.em.getConnection();
  const handlers = `(array['offer-letter','mail-offer-letter','compress-screenshot','mail-registration-received','test-certificate','mail-test-certificate'])`;
  try {
    // A year of history finished long ago; the last 5 minutes' 150 jobs; 40 unfinished; 25 failed.
    await conn.execute(`
      insert into events (type, subject_type, subject_id, payload, actor, created_at, dispatched_at)
      select 'student.validated', 'student', g::text, '{}', 'admin:1', now() - make_interval(secs => (100000 - g) * 300),
             case when g > 99990 then null else now() - make_interval(secs => (100000 - g) * 300) end
        from generate_series(1, 100000) g`);
    await conn.execute(`
      insert into job_runs (id, event_id, queue, handler, student_id, state, attempts, progress, started_at, created_at, updated_at)
      select 'e' || g || '-h', g, 'documents', ${handlers}[1 + g % 6], g,
             case when g > 99960 then (array['queued','active','retrying','waiting'])[1 + g % 4]
                  when g % 4000 = 0 then 'failed' else 'completed' end,
             1, 100,
             now() - make_interval(secs => greatest((100000 - g) * 2, 1) + 0.2 + (g % 10) / 10.0),
             now() - make_interval(secs => greatest((100000 - g) * 2, 1) + 1),
             now() - make_interval(secs => greatest((100000 - g) * 2, 1))
        from generate_series(1, 100000) g`);
    await conn.execute(`
      insert into mail_log (job_id, template, recipient, subject, status, attempts, created_at, updated_at)
      select 'e' || g || '-m', 'mail-offer-letter', 'intern' || g || '@example.in', 'Offer letter',
             case when g % 500 = 0 then 'failed' else 'sent' end, 1,
             now() - make_interval(secs => (50000 - g) * 600), now() - make_interval(secs => (50000 - g) * 600)
        from generate_series(1, 50000) g`);
    await conn.execute('vacuum analyze events, job_runs, mail_log');

    // Database time of the one statement a scrape sends (EXPLAIN ANALYZE's execution time).
    const { SNAPSHOT } = await import('../backend/src/queries/metrics.ts');
    const dbMs: number[] = [];
    for (let i = 0; i < 30; i++) {
      const [plan] = await conn.execute<{ 'QUERY PLAN': [{ 'Execution Time': number; 'Planning Time': number }] }[]>(
        `explain (analyze, format json) ${SNAPSHOT.replaceAll('$1', String(JOB_WINDOW_SECONDS))}`,
      );
      const p = plan!['QUERY PLAN'][0];
      dbMs.push(p['Execution Time'] + p['Planning Time']);
    }

    // A whole scrape through the API: access check, the database, BullMQ's counts, text.
    const token = randomBytes(32).toString('hex');
    const cfg = loadConfig({
      ...process.env,
      PORT: '0',
      METRICS_TOKEN: token,
      REDIS_PREFIX: `bench-${randomBytes(3).toString('hex')}`,
    });
    const redis = openApiRedis(cfg.REDIS_URL);
    redis.on('error', () => undefined);
    const app = createApp({ config: cfg, orm, redis });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/metrics`;
    const scrapeMs: number[] = [];
    let bytes = 0;
    for (let i = 0; i < 60; i++) {
      const t = performance.now();
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      bytes = (await res.text()).length;
      if (res.status !== 200) throw new Error(`GET /metrics answered ${res.status}`);
      if (i >= 10) scrapeMs.push(performance.now() - t); // the first ones warm the pool and the prepared statement
    }
    server.close();
    await app.close();
    redis.disconnect();

    const db = stats(dbMs);
    const scrape = stats(scrapeMs);
    return [
      {
        figure: 'GET /metrics database time (100,000 job_runs, 100,000 events, 50,000 mails)',
        goal: '<= 5 ms',
        value: `median ${db.median.toFixed(2)} ms, p95 ${db.p95.toFixed(2)} ms`,
        pass: db.p95 <= 5,
        command,
      },
      {
        figure: `GET /metrics whole scrape (same data, ${Math.round(bytes / 1024)} KB of text)`,
        goal: 'p95 <= 50 ms',
        value: `median ${scrape.median.toFixed(1)} ms, p95 ${scrape.p95.toFixed(1)} ms`,
        pass: scrape.p95 <= 50,
        command,
      },
    ];
  } finally {
    await orm.close();
  }
}

runIfMain(import.meta.url, run);
