/**
 * What a failed login takes: an unknown e-mail against a known account with a wrong password. Both
 * verify one argon2 hash (an unknown e-mail a dummy one), so the time does not tell whether an e-mail
 * has an account. The test (backend/src/routes/accounts/accounts.test.ts) counts that work; this measures
 * the time, which only a quiet machine can: the two kinds interleaved, each request from its own address
 * and each account tried once, so no rate limit slows either.
 *   npx tsx bench/login-timing.ts
 */
import './quiet.ts';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createApp } from '../backend/src/app.ts';
import { loadConfig } from '../backend/src/config.ts';
import { hashPassword } from '../backend/src/lib/passwords.ts';
import { openApiRedis } from '../backend/src/redis.ts';
import { prepareBenchEnv } from './bench-env.ts';
import { benchDatabase, type BenchRow, runIfMain, stats } from './support.ts';

const COMMAND = 'npx tsx bench/login-timing.ts';
const PAIRS = 40;

export async function run(): Promise<BenchRow[]> {
  prepareBenchEnv();
  const { orm } = await benchDatabase('enrolment_bench_login');
  try {
    const hash = await hashPassword('bench-password-1');
    await orm.em.getConnection().execute(
      `insert into students (name, email, college, phone, start_date, end_date, department, course, fee_rupees, password_hash,
                             validated, created_at, updated_at)
       select 'Intern ' || i, 'known-' || i || '@example.in', 'NIT Trichy', '9' || lpad(i::text, 9, '0'),
              date '2026-06-01', date '2026-07-15', 'Computer Science', 'Full Stack Development', 499, ?, false, now(), now()
         from generate_series(0, ?) as i`,
      [hash, PAIRS],
    );
    const cfg = loadConfig({
      ...process.env,
      PORT: '0',
      TRUST_PROXY_HOPS: '1',
      REDIS_PREFIX: `bench-${randomBytes(3).toString('hex')}`,
    });
    const redis = openApiRedis(cfg.REDIS_URL);
    redis.on('error', () => undefined);
    const app = createApp({ config: cfg, orm, redis });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/api/login`;
    let address = 0;
    const failedLogin = async (email: string) => {
      address += 1;
      const t = performance.now();
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${address >> 8}.${address & 255}` },
        body: JSON.stringify({ email, password: 'not-the-password' }),
      });
      await res.text();
      if (res.status !== 401) throw new Error(`a failed login answered ${res.status}`);
      return performance.now() - t;
    };
    // The first requests warm the pool, the dummy hash and the prepared statements.
    await failedLogin('warm-up@example.in');
    await failedLogin('known-0@example.in');
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 1; i <= PAIRS; i++) {
      unknown.push(await failedLogin(`nobody-${i}@example.in`));
      wrong.push(await failedLogin(`known-${i}@example.in`));
    }
    server.close();
    await app.close();
    redis.disconnect();

    const u = stats(unknown);
    const w = stats(wrong);
    const ratio = u.median / w.median;
    return [
      {
        figure: `Failed login, wrong password for a known e-mail (${PAIRS} logins)`,
        goal: '(reference)',
        value: `median ${w.median.toFixed(1)} ms, p95 ${w.p95.toFixed(1)} ms`,
        pass: true,
        command: COMMAND,
      },
      {
        figure: `Failed login, unknown e-mail, against the known e-mail's (${PAIRS} logins)`,
        goal: 'median within 20% of the known',
        value: `median ${u.median.toFixed(1)} ms, p95 ${u.p95.toFixed(1)} ms (x ${ratio.toFixed(2)})`,
        pass: ratio >= 0.8 && ratio <= 1.2,
        command: COMMAND,
      },
    ];
  } finally {
    await orm.close();
  }
}

runIfMain(import.meta.url, run);
