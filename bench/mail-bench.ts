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
import { benchDatabase } from './support.ts';

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
  return {
    url: `smtp://127.0.0.1:${port}`,
    arrived,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The whole path from an admin's click to a mail, in this process, for the mail benchmarks: a database
 * of its own with 1,000 students (not validated, not ended: a validation makes the offer letter and
 * its mail alone), an admin's cookie, the real app, the relay and every processor, and an SMTP server
 * noting each arrival. `close()` ends all of it and empties the bench's queues.
 */
export async function startMailBench(name: string) {
  const { orm, url } = await benchDatabase(`enrolment_bench_${name}`);
  const smtp = await startSmtp();
  process.env.SMTP_URL = smtp.url;
  // config() may already be cached by an earlier benchmark in this process: point the mailer directly too.
  configureMail({ smtpUrl: smtp.url, outboxDir: await mkdtemp(path.join(tmpdir(), 'bench-outbox-')) });
  const prefix = `bench-${name}-${randomBytes(3).toString('hex')}`;
  await seedStudents(orm, { students: 1000, referrers: 5 });
  await orm.em
    .getConnection()
    .execute(`update students set validated = false, validated_at = null, end_date = date '2099-07-15'`);
  const em = orm.em.fork();
  const admin = em.create(Admin, {
    email: 'bench-admin@example.in',
    name: 'Bench Admin',
    passwordHash: await hashPassword('bench-password-1'),
  });
  await em.flush();
  const app = await startTestApp(orm, { REDIS_PREFIX: prefix, SMTP_URL: smtp.url, LOG_LEVEL: 'silent' });
  const set = await startWorkerSet({ orm, databaseUrl: url, redisUrl: REDIS_URL, prefix, processors });
  const cookie = await sessionCookieFor(orm, { kind: 'admin', id: admin.id });
  return {
    orm,
    app,
    smtp,
    cookie,
    async close() {
      await set.close();
      // The closed set's queues cannot obliterate; fresh handles on the same prefix can.
      const connection = openWorkerRedis(REDIS_URL);
      for (const queue of queueNames) {
        const q = new Queue(queue, { connection, prefix });
        await q.obliterate({ force: true }).catch(() => undefined);
        await q.close();
      }
      connection.disconnect();
      await app.close();
      await smtp.close();
      configureMail(undefined);
      await orm.close();
    },
  };
}
