import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { styleText } from 'node:util';

type Color = 'blue' | 'magenta' | 'cyan' | 'green' | 'yellow';

/** One long-running process: its name (the log lines' prefix), its prefix's colour, and how to start it. */
export type ChildSpec = { name: string; color: Color; command: string; args: string[]; cwd: string };

export type SupervisorOptions = {
  /** How long after a crash the process is started again. */
  restartDelayMs: number;
  /** How long a stop waits for the processes to finish on their own before they are killed. */
  stopTimeoutMs: number;
};

/** The signals that stop everything for good: a service manager's stop, Ctrl+C, a closed terminal. */
const STOP_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;

/**
 * Runs each process with its output prefixed line by line. A process that exits by itself (a crash,
 * out of memory, killed from outside) is started again after `restartDelayMs` while the others keep
 * running, so one process cannot take the other down. A stop signal to the supervisor is passed on to
 * every process as SIGTERM, any restart still to come is cancelled and nothing is started again: the
 * supervisor exits once they all have (0), or kills what is left after `stopTimeoutMs` (1).
 *
 * The processes stay in the supervisor's process group, so a signal to the whole group (Ctrl+C in a
 * terminal, systemd's control-group stop) reaches them directly as well; they treat a repeated stop
 * signal as one. Repeated signals to the supervisor are ignored for the same reason (`npm start`
 * forwards Ctrl+C to it after the terminal already did): only the timeout kills.
 */
export function supervise(specs: ChildSpec[], { restartDelayMs, stopTimeoutMs }: SupervisorOptions): void {
  const running = new Map<ChildSpec, ChildProcess>();
  const restarts = new Map<ChildSpec, NodeJS.Timeout>();
  let stopping: { killTimer: NodeJS.Timeout; killed: boolean } | undefined;

  // A reader that went away (`npm start | head`) must not crash the supervisor and orphan the processes.
  process.stdout.on('error', () => undefined);
  process.stderr.on('error', () => undefined);

  const prefix = (spec: ChildSpec, stream: NodeJS.WriteStream) => styleText(spec.color, `[${spec.name}]`, { stream });
  const say = (spec: ChildSpec | undefined, text: string) =>
    process.stdout.write(
      `${spec ? prefix(spec, process.stdout) : styleText('gray', '[supervisor]', { stream: process.stdout })} ${text}\n`,
    );

  const relay = (spec: ChildSpec, from: NodeJS.ReadableStream, to: NodeJS.WriteStream) => {
    const lines = createInterface({ input: from, crlfDelay: Infinity });
    lines.on('line', (line) => to.write(`${prefix(spec, to)} ${line}\n`));
  };

  const finishIfDone = () => {
    if (!stopping || running.size > 0) return;
    clearTimeout(stopping.killTimer);
    say(undefined, stopping.killed ? 'stopped (some processes had to be killed)' : 'stopped');
    process.exitCode = stopping.killed ? 1 : 0;
    // Nothing is left to keep the event loop alive, so the process ends once the last lines are written;
    // should anything still hold it (a pipe a grandchild inherited), it ends anyway.
    setTimeout(() => process.exit(), 2000).unref();
  };

  const start = (spec: ChildSpec) => {
    if (stopping) return;
    const child = spawn(spec.command, spec.args, { cwd: spec.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    running.set(spec, child);
    relay(spec, child.stdout, process.stdout);
    relay(spec, child.stderr, process.stderr);
    let ended = false;
    const onEnd = (how: string) => {
      if (ended) return;
      ended = true;
      running.delete(spec);
      if (stopping) {
        say(spec, `stopped (${how})`);
        finishIfDone();
        return;
      }
      say(spec, `exited ${how}; starting it again in ${restartDelayMs / 1000} s`);
      restarts.set(
        spec,
        setTimeout(() => {
          restarts.delete(spec);
          start(spec);
        }, restartDelayMs),
      );
    };
    child.once('exit', (code, signal) => onEnd(signal ? `by ${signal}` : `with code ${code}`));
    // The process could not be started at all (no 'exit' follows).
    child.once('error', (err) => onEnd(`without starting: ${err.message}`));
  };

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    for (const timer of restarts.values()) clearTimeout(timer);
    restarts.clear();
    const killTimer = setTimeout(() => {
      if (!stopping) return;
      stopping.killed = true;
      for (const [spec, child] of running) {
        say(spec, `still running ${stopTimeoutMs / 1000} s after ${signal}: killing it`);
        child.kill('SIGKILL');
      }
    }, stopTimeoutMs);
    stopping = { killTimer, killed: false };
    say(
      undefined,
      `${signal}: stopping ${[...running.keys()].map((s) => s.name).join(' and ') || 'nothing'}; nothing is started again`,
    );
    // SIGTERM whatever the signal was: the one both processes stop gracefully on (a SIGHUP would just end them).
    for (const child of running.values()) child.kill('SIGTERM');
    finishIfDone();
  };

  for (const signal of STOP_SIGNALS) process.on(signal, stop);
  // Should the supervisor itself fail, its processes are not left behind without it.
  process.on('exit', () => {
    for (const child of running.values()) child.kill('SIGTERM');
  });

  for (const spec of specs) start(spec);
}
