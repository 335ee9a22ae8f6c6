import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, chmodSync, chownSync, closeSync, existsSync, openSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type AddressInfo } from 'node:net';

/**
 * A private stack for fault drills: its own PostgreSQL cluster and redis-server (so killing them
 * hurts nothing else on the machine), the API and N worker processes as real child processes.
 * Everything listens on loopback only.
 */
const root = new URL('..', import.meta.url).pathname;
// Node itself with tsx's loader (not the tsx CLI, which runs the program in a child process that a
// SIGKILL of the parent would leave running).
const node = process.execPath;
const tsxArgs = ['--import', 'tsx'];

export async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as AddressInfo;
  await new Promise((r) => srv.close(r));
  return port;
}

function pgBin(name: string): string {
  const versions = readdirSync('/usr/lib/postgresql').sort();
  return `/usr/lib/postgresql/${versions.at(-1)}/bin/${name}`;
}

function asPostgres(args: string[]) {
  const isRoot = process.getuid?.() === 0;
  const cmd = isRoot ? 'runuser' : args[0]!;
  const full = isRoot ? ['-u', 'postgres', '--', ...args] : args.slice(1);
  const res = spawnSync(cmd, full, { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`${args.join(' ')} failed: ${res.stderr || res.stdout}`);
  return res.stdout;
}

export class PrivatePostgres {
  readonly dir: string;
  constructor(readonly port: number) {
    this.dir = mkdtempSync(join(tmpdir(), 'drill-pg-'));
    chmodSync(this.dir, 0o700);
    if (process.getuid?.() === 0) chownSync(this.dir, 101, 104);
  }
  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}/drill`;
  }
  init() {
    asPostgres([pgBin('initdb'), '-D', this.dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    this.start();
    asPostgres([pgBin('createdb'), '-h', '127.0.0.1', '-p', String(this.port), '-U', 'postgres', 'drill']);
  }
  start() {
    asPostgres([
      pgBin('pg_ctl'),
      '-D',
      this.dir,
      '-w',
      '-l',
      join(this.dir, 'log'),
      '-o',
      `-p ${this.port} -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=on`,
      'start',
    ]);
  }
  /** The fault: an immediate-mode restart (in-flight transactions are lost, crash recovery runs). */
  /** pg_ctl's immediate-mode restart of this server. */
  private restartArgs(): string[] {
    const options = `-p ${this.port} -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=200`;
    return [
      pgBin('pg_ctl'),
      '-D',
      this.dir,
      '-w',
      '-m',
      'immediate',
      '-l',
      join(this.dir, 'log'),
      '-o',
      options,
      'restart',
    ];
  }
  restartImmediateAsync(): Promise<void> {
    const args = this.restartArgs();
    const isRoot = process.getuid?.() === 0;
    const child = isRoot
      ? spawn('runuser', ['-u', 'postgres', '--', ...args], { stdio: 'ignore' })
      : spawn(args[0]!, args.slice(1), { stdio: 'ignore' });
    return new Promise((resolve, reject) =>
      child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pg_ctl restart exited ${code}`)))),
    );
  }
  restartImmediate() {
    asPostgres(this.restartArgs());
  }
  /** Stops the cluster and deletes it (a 100,000-student drill leaves half a gigabyte); DRILL_KEEP=1 keeps it. */
  stop() {
    if (existsSync(join(this.dir, 'postmaster.pid')))
      asPostgres([pgBin('pg_ctl'), '-D', this.dir, '-w', '-m', 'fast', 'stop']);
    if (process.env.DRILL_KEEP !== '1') rmSync(this.dir, { recursive: true, force: true });
  }
}

export class PrivateRedis {
  private child: ChildProcess | undefined;
  readonly dir = mkdtempSync(join(tmpdir(), 'drill-redis-'));
  constructor(readonly port: number) {}
  get url() {
    return `redis://127.0.0.1:${this.port}/0`;
  }
  async start() {
    // The production settings of infra/redis.conf (noeviction, AOF), on a private port and folder.
    this.child = spawn(
      'redis-server',
      [join(root, 'infra/redis.conf'), '--port', String(this.port), '--dir', this.dir, '--daemonize', 'no'],
      { stdio: 'ignore' },
    );
    for (let i = 0; i < 50; i++) {
      if (spawnSync('redis-cli', ['-p', String(this.port), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG')
        return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('private redis did not start');
  }
  /** Deletes its folder (after the last kill); DRILL_KEEP=1 keeps it. */
  remove() {
    if (process.env.DRILL_KEEP !== '1') rmSync(this.dir, { recursive: true, force: true });
  }
  /** The fault: SIGKILL (no shutdown save; the AOF written so far survives). */
  async kill() {
    const child = this.child;
    if (!child) return;
    await new Promise<void>((r) => {
      child.once('exit', () => r());
      child.kill('SIGKILL');
    });
    this.child = undefined;
  }
}

/** The processes' logs (pino writes JSON lines to stdout): one file per process, appended across restarts. */
export const logDir = mkdtempSync(join(tmpdir(), 'drill-logs-'));

export class AppProcess {
  child: ChildProcess | undefined;
  readonly logFile: string;
  constructor(
    readonly name: string,
    readonly entry: string,
    readonly env: Record<string, string>,
    /** Where stderr goes: the terminal (drills), or the log file too (the load test: tesseract warns there per picture). */
    readonly stderr: 'inherit' | 'log' = 'inherit',
  ) {
    this.logFile = join(logDir, `${name}.log`);
  }
  start() {
    const out = openSync(this.logFile, 'a');
    this.child = spawn(node, [...tsxArgs, join(root, this.entry)], {
      cwd: root,
      env: { ...process.env, ...this.env },
      stdio: ['ignore', out, this.stderr === 'log' ? out : 'inherit'],
    });
    closeSync(out);
    return this.child;
  }
  async kill(signal: NodeJS.Signals = 'SIGKILL') {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((r) => {
      child.once('exit', () => r());
      child.kill(signal);
    });
  }
}

export async function runScript(entry: string, env: Record<string, string>, args: string[] = []) {
  const res = spawnSync(node, [...tsxArgs, join(root, entry), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (res.status !== 0) throw new Error(`${entry} failed: ${res.stderr}`);
  return res.stdout;
}

export async function waitForHttp(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * The registration form of the drills' n-th intern (`who` names them: 'Drill', 'Sigterm', 'Twice'), with
 * the upload it takes up and a UTR of its own. The internship has not ended: validation makes the offer
 * letter alone (an ended one adds its certificate).
 */
export function drillRegistration(who: string, n: number, opts: { phoneBase: number; uploadId: string; utr: string }) {
  return {
    name: `${who} Intern ${n}`,
    email: `${who.toLowerCase()}-${n}@example.in`,
    college: 'Drill College',
    phone: `9${String(opts.phoneBase + n)}`,
    startDate: '2026-01-05',
    endDate: '2099-02-20',
    department: 'CSE',
    course: 'Full Stack Development',
    password: 'drill-password-1',
    confirmPassword: 'drill-password-1',
    uploadId: opts.uploadId,
    utr: opts.utr,
    consent: true,
  };
}
