/**
 * From an admin validating a student (HTTP POST /api/admin/students/:id/validate on the real app) to
 * the offer-letter mail, PDF attached, arriving at an SMTP server started here. The relay and the real
 * workers run in this process; 30 validations, one every 250 ms.
 *   npx tsx bench/validation-to-mail.ts
 */
import './quiet.ts';
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Queue } from 'bullmq';
import { SMTPServer } from 'smtp-server';
import { Admin } from '../backend/src/entities/index.ts';
import { hashPassword } from '../backend/src/lib/passwords.ts';
import { queueNames } from '../backend/src/queues/fan-out.ts';
import { openWorkerRedis } from '../backend/src/redis.ts';
import { REDIS_URL, sessionCookieFor, startTestApp } from '../backend/test/support.ts';
import { configureMail } from '../workers/src/mail/transport.ts';
import { processors } from '../workers/src/processors/index.ts';
import { startWorkerSet } from '../workers/src/runtime/workers.ts';
import { seedStudents } from './api.ts';
import { benchDatabase, type BenchRow, runIfMain, stats } from './support.ts';

const VALIDATIONS = 30;
const SPACING_MS = 250;

/** An SMTP server that notes when each recipient's message has been fully received (and its size). */
async function startSmtp() {
  const arrived = new Map<string, { at: number; bytes: number }>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let bytes = 0;
      stream.on('data', (c: Buffer) => (bytes += c.length));
      stream.on('end', () => {
        const at = performance.now();
        for (const rcpt of session.envelope.rcptTo) arrived.set(rcpt.address.toLowerCase(), { at, bytes });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, arrived, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export async function run(): Promise<BenchRow[]> {
  const { orm, url } = await benchDatabase('enrolment_bench_mail');
  const smtp = await startSmtp();
  process.env.SMTP_URL = smtp.url;
  // config() may already be cached by an earlier benchmark in this process: point the mailer directly too.
  configureMail({ smtpUrl: smtp.url, outboxDir: await mkdtemp(path.join(tmpdir(), 'bench-outbox-')) });
  const prefix = `bench-mail-${randomBytes(3).toString('hex')}`;
  let app: Awaited<ReturnType<typeof startTestApp>> | undefined;
  let set: Awaited<ReturnType<typeof startWorkerSet>> | undefined;
  try {
    await seedStudents(orm, { students: 1000, referrers: 5 });
    // Not yet ended: each validation makes the offer letter and its mail alone, the mail this measures
    // (an ended internship also gets its certificate mail at once).
    await orm.em.getConnection().execute(`update students set validated = false, validated_at = null, end_date = date '2099-07-15'`);
    const em = orm.em.fork();
    const admin = em.create(Admin, { email: 'bench-admin@example.in', name: 'Bench Admin', passwordHash: await hashPassword('bench-password-1') });
    await em.flush();
    app = await startTestApp(orm, { REDIS_PREFIX: prefix, SMTP_URL: smtp.url, LOG_LEVEL: 'silent' });
    set = await startWorkerSet({ orm, databaseUrl: url, redisUrl: REDIS_URL, prefix, processors });
    const cookie = await sessionCookieFor(orm, { kind: 'admin', id: admin.id });
    await new Promise((r) => setTimeout(r, 500));

    const sentAt = new Map<string, number>();
    const failures: string[] = [];
    const posts: Promise<void>[] = [];
    for (let i = 1; i <= VALIDATIONS; i++) {
      const id = i * 7;
      const email = `intern-${id}@example.in`;
      sentAt.set(email, performance.now());
      posts.push(
        fetch(`${app.url}/api/admin/students/${id}/validate`, { method: 'POST', headers: { cookie } }).then(async (res) => {
          if (res.status !== 200) failures.push(`${id}: ${res.status} ${await res.text()}`);
        }),
      );
      await new Promise((r) => setTimeout(r, SPACING_MS));
    }
    await Promise.all(posts);
    if (failures.length) throw new Error(`validations refused: ${failures.join('; ')}`);
    const deadline = Date.now() + 60_000;
    while ([...sentAt.keys()].some((e) => !smtp.arrived.has(e)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));

    const latencies = [...sentAt].flatMap(([email, t0]) => {
      const got = smtp.arrived.get(email);
      return got ? [got.at - t0] : [];
    });
    const s = stats(latencies);
    const sizes = [...smtp.arrived.values()].map((a) => a.bytes);
    const kib = sizes.length ? Math.round(sizes.reduce((a, b) => a + b, 0) / sizes.length / 1024) : 0;
    return [
      {
        figure: `Admin validation to offer-letter mail received (${VALIDATIONS} validations, one every ${SPACING_MS} ms)`,
        goal: 'p95 <= 3 s',
        value:
          `median ${(s.median / 1000).toFixed(2)} s, p95 ${(s.p95 / 1000).toFixed(2)} s, max ${(Math.max(...latencies) / 1000).toFixed(2)} s; ` +
          `${s.n}/${VALIDATIONS} mails, ~${kib} KiB each`,
        pass: s.n === VALIDATIONS && s.p95 <= 3000,
        command: 'npx tsx bench/validation-to-mail.ts',
      },
    ];
  } finally {
    await set?.close();
    // The closed set's queues cannot obliterate; fresh handles on the same prefix can.
    const connection = openWorkerRedis(REDIS_URL);
    for (const name of queueNames) {
      const q = new Queue(name, { connection, prefix });
      await q.obliterate({ force: true }).catch(() => undefined);
      await q.close();
    }
    connection.disconnect();
    await app?.close();
    await smtp.close();
    configureMail(undefined);
    await orm.close();
  }
}

runIfMain(import.meta.url, run);
