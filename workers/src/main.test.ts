import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { REDIS_URL, uniquePrefix } from 'backend/test/support';

describe('the worker process (workers/src/main.ts)', () => {
  it('stops gracefully (exit 0) on a SIGTERM that comes while it is still starting, once its queue workers take jobs', async () => {
    // Found by drill 4: the handlers were installed after the relay and the schedulers had started, so a
    // SIGTERM just after the queue workers connected killed the process (and any job it had taken).
    const prefix = uniquePrefix();
    const child = spawn(process.execPath, ['--import', 'tsx', new URL('./main.ts', import.meta.url).pathname], {
      env: { ...process.env, REDIS_PREFIX: prefix, LOG_LEVEL: 'silent', MAIL_OUTBOX_DIR: await mkdtemp(path.join(tmpdir(), 'outbox-')) },
      stdio: 'ignore',
    });
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
    const queue = new Queue('images', { connection: redis, prefix });
    try {
      const deadline = Date.now() + 30_000;
      while ((await queue.getWorkers()).length === 0) {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error('the worker process did not connect');
        await new Promise((r) => setTimeout(r, 2));
      }
      child.kill('SIGTERM');
      expect(await exited).toEqual({ code: 0, signal: null });
    } finally {
      child.kill('SIGKILL');
      await queue.close();
      redis.disconnect();
    }
  }, 40_000);
});
