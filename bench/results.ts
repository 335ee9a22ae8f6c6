/**
 * The machine-readable result of a run (bench/results/latest.json for `npm run bench`,
 * bench/results/short.json for `npm run bench:short`; bench/baseline.json has the same shape).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { idFromLabel, numbersFromText, type Numbers } from './figures.ts';
import { gitCommit, type MachineState } from './machine.ts';
import type { BenchRow } from './support.ts';

export interface FigureResult {
  /** Stable across runs: compared by it. */
  id: string;
  bench: string;
  figure: string;
  goal: string;
  met: boolean;
  value: string;
  command: string;
  numbers: Numbers;
  /** Whether the benchmark gave its id and numbers itself, or they were read from its label and text. */
  numbersFrom: 'bench' | 'text';
}

export interface ResultFile {
  kind: 'full' | 'short';
  /** When the run ended (ISO 8601, UTC). */
  date: string;
  commit: string;
  /** The work tree had uncommitted changes to tracked files. */
  dirty: boolean;
  /** Before the first run and after the last. */
  machineBefore: MachineState;
  machineAfter: MachineState;
  /** How many runs each number is the best of (bench/compare.ts bestOf); 1 when absent. */
  runs?: number;
  figures: FigureResult[];
}

export function figureResults(bench: string, rows: BenchRow[]): FigureResult[] {
  return rows.map((r) => ({
    id: r.id ?? idFromLabel(bench, r.figure),
    bench,
    figure: r.figure,
    goal: r.goal,
    met: r.pass,
    value: r.value,
    command: r.command,
    numbers: r.numbers ?? numbersFromText(r.value),
    numbersFrom: r.numbers ? 'bench' : 'text',
  }));
}

export function resultFile(
  kind: ResultFile['kind'],
  machineBefore: MachineState,
  machineAfter: MachineState,
  figures: FigureResult[],
): ResultFile {
  return { kind, date: new Date().toISOString(), ...gitCommit(), machineBefore, machineAfter, figures };
}

export async function writeResult(url: URL, result: ResultFile): Promise<void> {
  await mkdir(new URL('.', url), { recursive: true });
  await writeFile(url, `${JSON.stringify(result, null, 2)}\n`);
}
