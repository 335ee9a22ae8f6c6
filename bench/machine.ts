/**
 * The state of the machine around a benchmark run, so a reader can tell whether its figures are worth
 * comparing: the load average and a CPU calibration (a fixed amount of SHA-256 hashing, timed).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';

export interface MachineState {
  cores: number;
  /** 1, 5 and 15 minute load averages, as `uptime` prints them. */
  loadAverage: [number, number, number];
  /** Median time of a fixed amount of hashing (5 rounds of 128 MiB), in ms: higher when the CPU is shared. */
  calibrationMs: number;
}

const block = Buffer.alloc(1024 * 1024, 7);

/** 128 MiB through SHA-256, five times; the median round (each long enough to span several scheduler time slices). */
function calibrate(): number {
  const rounds: number[] = [];
  for (let r = 0; r < 5; r++) {
    const started = performance.now();
    const hash = createHash('sha256');
    for (let i = 0; i < 128; i++) hash.update(block);
    hash.digest();
    rounds.push(performance.now() - started);
  }
  rounds.sort((a, b) => a - b);
  return Math.round(rounds[2]! * 100) / 100;
}

export function machineState(): MachineState {
  const [one, five, fifteen] = loadavg().map((l) => Math.round(l * 100) / 100) as [number, number, number];
  return { cores: availableParallelism(), loadAverage: [one, five, fifteen], calibrationMs: calibrate() };
}

/** The commit the figures were measured at, and whether the work tree had changes besides. */
export function gitCommit(): { commit: string; dirty: boolean } {
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty =
      execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim() !== '';
    return { commit, dirty };
  } catch {
    return { commit: 'unknown', dirty: false };
  }
}
