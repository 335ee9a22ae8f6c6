/**
 * Comparing a run's figures with the committed baseline (bench/baseline.json), and judging whether the
 * machine was quiet enough for the comparison to mean anything. Pure: no timing, no files.
 */
import type { Measure, NumberName, Numbers } from './figures.ts';
import type { MachineState } from './machine.ts';
import type { ResultFile } from './results.ts';

/**
 * A move beyond this share counts (0.3: 30 %). Figures on this shared 2-core machine moved 30-50 %
 * when other work ran, so a smaller threshold would cry wolf; the admin list, uploads and phone pages
 * that regressed unnoticed had moved 1.4-2x.
 */
const THRESHOLD = 0.3;

/**
 * The numbers judged. p99 is shown but not judged: a short run has a few hundred samples or fewer,
 * so its p99 is one or two requests, and one scheduler hiccup moves it by more than 30 %.
 */
const JUDGED: NumberName[] = ['p50', 'p95', 'rate', 'score', 'share', 'time', 'size'];

/** Durations that moved by less than this many ms are not counted, however large the share (1.0 -> 1.4 ms). */
const MS_FLOOR = 1;

export interface Move {
  id: string;
  figure: string;
  number: NumberName;
  unit: string;
  baseline: number;
  now: number;
  /** now / baseline - 1: +0.5 is 50 % more. */
  change: number;
  verdict: 'worse' | 'better';
}

export interface Comparison {
  moves: Move[];
  /** Figure ids in the baseline the run did not measure (renamed or dropped: update the baseline). */
  missing: string[];
  /** Figure ids the run measured that the baseline lacks. */
  added: string[];
  /** True when a figure got worse by more than the threshold: the run should fail. */
  worse: boolean;
}

export function compare(baseline: ResultFile, now: ResultFile, threshold = THRESHOLD): Comparison {
  const before = new Map(baseline.figures.map((f) => [f.id, f]));
  const after = new Map(now.figures.map((f) => [f.id, f]));
  const moves: Move[] = [];
  for (const f of now.figures) {
    const b = before.get(f.id);
    if (!b) continue;
    for (const name of JUDGED) {
      const x = b.numbers[name];
      const y = f.numbers[name];
      if (!x || !y || x.unit !== y.unit || x.value <= 0) continue;
      const change = y.value / x.value - 1;
      if (Math.abs(change) <= threshold) continue;
      if (y.unit === 'ms' && Math.abs(y.value - x.value) < MS_FLOOR) continue;
      const worse = y.higherIsBetter ? change < 0 : change > 0;
      moves.push({
        id: f.id,
        figure: f.figure,
        number: name,
        unit: y.unit,
        baseline: x.value,
        now: y.value,
        change,
        verdict: worse ? 'worse' : 'better',
      });
    }
  }
  return {
    moves,
    missing: [...before.keys()].filter((id) => !after.has(id)),
    added: [...after.keys()].filter((id) => !before.has(id)),
    worse: moves.some((m) => m.verdict === 'worse'),
  };
}

/**
 * Several runs as one: each number the best any run measured (the lowest latency, the highest rate).
 * Other work on a shared machine only ever makes a figure worse, so the best of a few runs is the one
 * least disturbed by it. The text, goal and verdict are the first run's.
 */
export function bestOf(runs: ResultFile[]): ResultFile {
  const [first, ...rest] = runs;
  if (!first) throw new Error('bestOf needs at least one run');
  const figures = first.figures.map((f) => {
    const numbers: Numbers = { ...f.numbers };
    for (const other of rest) {
      const o = other.figures.find((g) => g.id === f.id);
      for (const [name, m] of Object.entries(o?.numbers ?? {}) as [NumberName, Measure][]) {
        const mine = numbers[name];
        if (!mine || mine.unit !== m.unit) continue;
        if (m.higherIsBetter ? m.value > mine.value : m.value < mine.value) numbers[name] = m;
      }
    }
    return { ...f, numbers };
  });
  return { ...first, runs: runs.length, machineAfter: runs[runs.length - 1]!.machineAfter, figures };
}

/** A 1-minute load average above this share of the cores means other work shared the CPU. */
const BUSY_LOAD_PER_CORE = 0.5;
/** Calibration slower than this share means the CPU was shared (or is another, slower machine). */
const CALIBRATION_DRIFT = 0.25;

/**
 * Why the comparison may not be trustworthy: the machine was busy before or after the run, the CPU
 * calibration changed during the run or differs from the baseline's, the baseline itself was taken
 * on a busy machine, or it is the best of another number of runs. Empty when it can be trusted.
 */
export function trustWarnings(
  now: Pick<ResultFile, 'machineBefore' | 'machineAfter' | 'runs'>,
  baseline?: Pick<ResultFile, 'machineBefore' | 'machineAfter' | 'runs'>,
): string[] {
  const warnings: string[] = [];
  const busy = (m: MachineState) => m.loadAverage[0] > m.cores * BUSY_LOAD_PER_CORE;
  const load = (m: MachineState) => `load average ${m.loadAverage.join(', ')} on ${m.cores} cores`;
  if (busy(now.machineBefore)) warnings.push(`the machine was busy before the run (${load(now.machineBefore)})`);
  if (busy(now.machineAfter)) warnings.push(`the machine was busy after the run (${load(now.machineAfter)})`);
  const during = now.machineAfter.calibrationMs / now.machineBefore.calibrationMs - 1;
  if (Math.abs(during) > CALIBRATION_DRIFT) {
    warnings.push(
      `the CPU calibration changed during the run (${now.machineBefore.calibrationMs} ms before, ${now.machineAfter.calibrationMs} ms after)`,
    );
  }
  if (baseline) {
    // The best of 3 runs is better than one run's figures: compare like with like.
    if ((now.runs ?? 1) !== (baseline.runs ?? 1))
      warnings.push(
        `the baseline is the best of ${baseline.runs ?? 1} run(s), this of ${now.runs ?? 1}: use the same --runs`,
      );
    if (busy(baseline.machineBefore))
      warnings.push(`the baseline itself was measured on a busy machine (${load(baseline.machineBefore)})`);
    const vs = now.machineBefore.calibrationMs / baseline.machineBefore.calibrationMs - 1;
    if (Math.abs(vs) > CALIBRATION_DRIFT) {
      warnings.push(
        `the CPU calibration differs from the baseline's (${now.machineBefore.calibrationMs} ms now, ${baseline.machineBefore.calibrationMs} ms then): ` +
          'another machine, or the CPU is shared',
      );
    }
  }
  return warnings;
}

const pct = (change: number) => `${change > 0 ? '+' : ''}${Math.round(change * 100)} %`;

/** The comparison as lines for the terminal. */
export function report(c: Comparison, warnings: string[], threshold = THRESHOLD): string[] {
  const lines: string[] = [];
  if (c.moves.length === 0) lines.push(`No figure moved by more than ${Math.round(threshold * 100)} %.`);
  for (const m of c.moves) {
    lines.push(
      `${m.verdict === 'worse' ? 'WORSE ' : 'better'} ${m.id} ${m.number}: ${m.baseline} -> ${m.now} ${m.unit} (${pct(m.change)})  [${m.figure}]`,
    );
  }
  for (const id of c.missing)
    lines.push(`missing: ${id} is in the baseline but was not measured (renamed? update the baseline)`);
  for (const id of c.added) lines.push(`new: ${id} is not in the baseline yet`);
  if (warnings.length) {
    lines.push('', 'WARNING: this comparison is not trustworthy:');
    for (const w of warnings) lines.push(`  - ${w}`);
    lines.push(
      '  Figures on this shared machine move 30-50 % when other work runs: repeat the run when the machine is quiet.',
    );
  }
  return lines;
}
