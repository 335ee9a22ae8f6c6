/**
 * 'Validate all 200 matched' on the real app (HTTP: the statement uploaded, then the validate POST),
 * to the 200th offer-letter mail, PDF attached, arriving at an SMTP server started here. The relay and
 * the real workers run in this process (the set-up of bench/validation-to-mail.ts).
 *   npx tsx bench/reconcile.ts
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
import { benchDatabase, type BenchRow } from './support.ts';

const MATCHED = 200;

async function startSmtp() {
  const arrived = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo) arrived.add(rcpt.address.toLowerCase());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, arrived, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export async function runValidateAll(): Promise<BenchRow> {
  const { orm, url } = await benchDatabase('enrolment_bench_reconcile_mail');
  const smtp = await startSmtp();
  process.env.SMTP_URL = smtp.url;
  configureMail({ smtpUrl: smtp.url, outboxDir: await mkdtemp(path.join(tmpdir(), 'bench-outbox-')) });
  const prefix = `bench-reconcile-${randomBytes(3).toString('hex')}`;
  let app: Awaited<ReturnType<typeof startTestApp>> | undefined;
  let set: Awaited<ReturnType<typeof startWorkerSet>> | undefined;
  try {
    await seedStudents(orm, { students: 1000, referrers: 5 });
    // Not yet ended: each validation makes the offer letter and its mail alone.
    await orm.em.getConnection().execute(
      `update students set validated = false, validated_at = null, end_date = date '2099-07-15', utr = case when id <= ${MATCHED} then '8' || lpad(id::text, 11, '0') end`,
    );
    const em = orm.em.fork();
    const admin = em.create(Admin, { email: 'bench-admin@example.in', name: 'Bench Admin', passwordHash: await hashPassword('bench-password-1') });
    await em.flush();
    app = await startTestApp(orm, { REDIS_PREFIX: prefix, SMTP_URL: smtp.url, LOG_LEVEL: 'silent' });
    set = await startWorkerSet({ orm, databaseUrl: url, redisUrl: REDIS_URL, prefix, processors });
    const cookie = await sessionCookieFor(orm, { kind: 'admin', id: admin.id });
    const lines = ['date,utr,amount,narration'];
    for (let id = 1; id <= MATCHED; id++) lines.push(`2026-11-21,8${String(id).padStart(11, '0')},499,UPI internship`);
    const form = new FormData();
    form.append('file', new Blob([lines.join('\n')]), 'statement.csv');
    const imported = await fetch(`${app.url}/api/admin/statements`, { method: 'POST', headers: { cookie }, body: form });
    const statement = (await imported.json()) as { statement: { id: number }; matched: unknown[] };
    if (statement.matched.length !== MATCHED) throw new Error(`matched ${statement.matched.length}, expected ${MATCHED}`);

    const started = performance.now();
    const res = await fetch(`${app.url}/api/admin/statements/${statement.statement.id}/validate`, { method: 'POST', headers: { cookie } });
    const answered = (performance.now() - started) / 1000;
    if (res.status !== 202) throw new Error(`validate: ${res.status} ${await res.text()}`);
    const deadline = Date.now() + 60_000;
    while (smtp.arrived.size < MATCHED && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const seconds = (performance.now() - started) / 1000;
    return {
      figure: `'Validate all ${MATCHED} matched' to the last offer-letter mail received`,
      goal: 'every offer letter mailed within 60 s',
      value: `${smtp.arrived.size}/${MATCHED} mails in ${seconds.toFixed(1)} s (the POST answered in ${answered.toFixed(2)} s)`,
      pass: smtp.arrived.size === MATCHED && seconds <= 60,
      command: 'npx tsx bench/reconcile.ts',
    };
  } finally {
    await set?.close();
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
