import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { receiveContactMessage } from 'backend/commands/receive-contact-message';
import { roleOf } from 'backend/db/app-role';
import { REDIS_URL, asOwner, openCleanOrm, uniquePrefix, waitFor } from 'backend/test/support';

const main = new URL('./main.ts', import.meta.url).pathname;

/** The nice value of each thread of a process, by thread name (/proc/<pid>/task/<tid>/stat, field 19). */
const threadNices = (pid: number) =>
  readdirSync(`/proc/${pid}/task`).flatMap((tid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      return [
        {
          thread: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
          nice: Number(stat.slice(stat.lastIndexOf(') ') + 2).split(' ')[16]),
        },
      ];
    } catch {
      return []; // the thread ended meanwhile
    }
  });

describe('the worker process (workers/src/main.ts)', () => {
  it('stops gracefully (exit 0) on a SIGTERM that comes while it is still starting, once its queue workers take jobs', async () => {
    // Found by drill 4: the handlers were installed after the relay and the schedulers had started, so a
    // SIGTERM just after the queue workers connected killed the process (and any job it had taken).
    const prefix = uniquePrefix();
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: {
        ...process.env,
        REDIS_PREFIX: prefix,
        LOG_LEVEL: 'silent',
        MAIL_OUTBOX_DIR: await mkdtemp(path.join(tmpdir(), 'outbox-')),
      },
      stdio: 'ignore',
    });
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
    const queue = new Queue('images', { connection: redis, prefix });
    try {
      // Until its queue workers connect (or it exits), however long a loaded machine takes to start it:
      // the test's own timeout is the limit, not a clock of its own.
      while ((await queue.getWorkers()).length === 0) {
        if (child.exitCode !== null) throw new Error('the worker process exited before it connected');
        await new Promise((r) => setTimeout(r, 2));
      }
      // It runs below the API's priority (WORKER_NICE, 10 by default), so a visitor's request gets a
      // core before an OCR reading or a compression does: every thread, the thread pool where sharp
      // works included (it was started at nice 0 before the process lowered itself).
      const threads = threadNices(child.pid!);
      expect(threads.some((t) => t.thread === 'libuv-worker')).toBe(true);
      expect(threads.filter((t) => t.nice !== 10)).toEqual([]);
      child.kill('SIGTERM');
      expect(await exited).toEqual({ code: 0, signal: null });
    } finally {
      child.kill('SIGKILL');
      await queue.close();
      redis.disconnect();
    }
  }, 90_000);

  it("connects to PostgreSQL only as the site's role, which is enough for the relay, the reconciler and a mail job", async () => {
    // node-postgres names its connections after PGAPPNAME, so pg_stat_activity shows this process's own.
    const appName = `workers-role-${randomBytes(4).toString('hex')}`;
    const outbox = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    const orm = await openCleanOrm();
    const contact = (subject: string) =>
      receiveContactMessage(orm.em.fork(), {
        name: 'Role Check',
        email: 'role@example.in',
        subject,
        message: 'Who am I?',
      });
    // One event the relay has to dispatch, and one whose job Redis lost, which the reconciler puts back.
    await contact('Relayed');
    const lost = await contact('Lost');
    await asOwner(
      `with e as (update events set dispatched_at = now() where subject_id = $1 returning id)
       insert into job_runs (id, event_id, queue, handler, state, attempts, progress, created_at, updated_at)
       select 'e' || id || '-mail-contact', id, 'mail', 'mail-contact', 'queued', 0, 0, now(), now() from e`,
      [String(lost.id)],
    );
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: {
        ...process.env,
        PGAPPNAME: appName,
        REDIS_PREFIX: uniquePrefix(),
        LOG_LEVEL: 'silent',
        MAIL_OUTBOX_DIR: outbox,
      },
      stdio: 'ignore',
    });
    try {
      await waitFor(async () => {
        const [done] = await asOwner<{ mailed: number; repaired: number }>(
          `select (select count(*)::int from job_runs where handler = 'mail-contact' and state = 'completed') as mailed,
                  (select coalesce(sum(repaired), 0)::int from reconciler_passes) as repaired`,
        );
        return done!.mailed === 2 && done!.repaired === 1;
      }, 30_000);
      expect(await readdir(outbox)).toHaveLength(2);
      const sessions = await asOwner<{ usename: string; query: string }>(
        `select usename, query from pg_stat_activity where application_name = $1`,
        [appName],
      );
      expect(sessions.map((s) => s.query)).toContain('listen events_recorded');
      expect(new Set(sessions.map((s) => s.usename))).toEqual(new Set([roleOf(process.env.DATABASE_URL!).user]));
      expect(roleOf(process.env.DATABASE_URL!).user).not.toBe(roleOf(process.env.MIGRATION_DATABASE_URL!).user);
    } finally {
      child.kill('SIGKILL');
      await orm.close();
    }
  }, 40_000);
});
