import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { uniquePrefix, waitFor } from '../backend/test/support.ts';

const root = path.resolve(import.meta.dirname, '..');
const API = 'backend/src/main.ts';
const WORKERS = 'workers/src/main.ts';

type Proc = { pid: number; ppid: number; pgrp: number; cmdline: string };

/** Every live process of the machine, as ps would list it (zombies left out: they have ended). */
async function processes(): Promise<Proc[]> {
  const found: Proc[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      // "pid (comm) state ppid pgrp ...": the command name may hold spaces and parentheses.
      const [state, ppid, pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (state === 'Z') continue;
      const cmdline = (await readFile(`/proc/${entry}/cmdline`, 'utf8')).replaceAll('\0', ' ');
      found.push({ pid: Number(entry), ppid: Number(ppid), pgrp: Number(pgrp), cmdline });
    } catch {
      // It ended while we looked.
    }
  }
  return found;
}

/** The supervisor and everything it started: its process group (it leads one here), and its descendants wherever they went. */
async function tree(top: number): Promise<Proc[]> {
  const all = await processes();
  const members = new Set(all.filter((p) => p.pgrp === top || p.pid === top).map((p) => p.pid));
  for (let grew = true; grew;) {
    grew = false;
    for (const p of all) if (members.has(p.ppid) && !members.has(p.pid)) grew = Boolean(members.add(p.pid));
  }
  return all.filter((p) => members.has(p.pid));
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const started: number[] = [];
afterEach(() => {
  // Whatever a failed test left running goes with its whole group.
  for (const pid of started.splice(0)) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
});

/** `npm start`'s last step as infra/start.sh runs it, on this test's database, a Redis prefix and port of its own. */
async function startSupervisor() {
  const port = await freePort();
  // Its own process group, like a service (and so the test can find every process it started).
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/serve.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      REDIS_PREFIX: uniquePrefix(),
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      MAIL_OUTBOX_DIR: await mkdtemp(path.join(tmpdir(), 'outbox-')),
    },
  });
  const pid = child.pid!;
  started.push(pid);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const health = () =>
    fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(5000) }).then(
      (res) => res.status,
      () => 0,
    );
  // Waits, or fails with what the processes said.
  const until = async <T>(check: () => Promise<T>, timeoutMs: number) => {
    try {
      return await waitFor(check, timeoutMs, 100);
    } catch (err) {
      throw new Error(`${(err as Error).message}\n--- supervisor output ---\n${output}`, { cause: err });
    }
  };
  const childRunning = async (script: string) =>
    (await tree(pid)).find((p) => p.ppid === pid && p.cmdline.includes(script));
  const workersStarted = () => output.match(/^\[workers\] \{.*"msg":"workers started"/gm)?.length ?? 0;
  // Up: the API answers and the workers have taken their queues (their stop handlers are in place by then).
  await until(async () => (await health()) === 200 && workersStarted() === 1, 60_000);
  return { pid, exited, health, until, child: childRunning, workersStarted, output: () => output };
}

describe("npm start's supervisor (infra/serve.ts)", () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'stops the API and the workers for good on %s sent to the supervisor alone: no process of the tree is left within 20 s',
    async (signal) => {
      const sup = await startSupervisor();
      const before = await tree(sup.pid);
      expect(before.map((p) => p.cmdline).join('\n')).toContain(API);
      expect(before.map((p) => p.cmdline).join('\n')).toContain(WORKERS);

      process.kill(sup.pid, signal);
      await sup.until(async () => (await tree(sup.pid)).length === 0, 20_000);

      expect(await sup.exited).toEqual({ code: 0, signal: null });
      expect(await sup.health()).toBe(0);
      // Both took their own graceful way out (the workers finish their jobs first); neither was started again.
      expect(sup.output()).toContain('[api] stopped (with code 0)');
      expect(sup.output()).toContain('[workers] stopped (with code 0)');
      expect(sup.output()).not.toContain('starting it again');
    },
  );

  it('starts a process killed with SIGKILL again 3 s later while the other keeps running; a stop signal before the restart cancels it', async () => {
    const sup = await startSupervisor();
    const api = (await sup.child(API))!;
    const workers = (await sup.child(WORKERS))!;

    process.kill(workers.pid, 'SIGKILL');
    const killedAt = Date.now();
    // The site answers all along, from the same API process, while new workers start and take their queues.
    const newWorkers = await sup.until(async () => {
      expect(await sup.health()).toBe(200);
      const now = await sup.child(WORKERS);
      return now && now.pid !== workers.pid && sup.workersStarted() === 2 ? now : undefined;
    }, 60_000);
    expect(Date.now() - killedAt).toBeGreaterThanOrEqual(2900);
    expect(sup.output()).toContain('[workers] exited by SIGKILL; starting it again in 3 s');
    expect((await sup.child(API))?.pid).toBe(api.pid);

    // A stop that comes while a crashed process waits for its restart: it stays down, the rest stops.
    process.kill(newWorkers.pid, 'SIGKILL');
    await sup.until(async () => sup.output().split('[workers] exited by SIGKILL').length === 3, 5_000);
    process.kill(sup.pid, 'SIGTERM');
    await sup.until(async () => (await tree(sup.pid)).length === 0, 20_000);
    expect(await sup.exited).toEqual({ code: 0, signal: null });
    expect(sup.output()).toContain('[supervisor] SIGTERM: stopping api; nothing is started again');
    expect(sup.workersStarted()).toBe(2);
  });
});
