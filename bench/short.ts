/**
 * `npm run bench:short`: about a minute of the key figures (GET /api/me, the admin list's first page and
 * a search, one upload and 4 at once, the relay), compared with the committed bench/baseline.json.
 * Prints every figure that moved by more than 30 % either way and exits 1 when one got worse, warning
 * when the machine was too busy for the comparison to be trusted. Writes bench/results/short.json.
 *   npm run bench:short                      compare with the baseline
 *   npm run bench:short -- --runs 3          each number the best of 3 runs (steadier on a shared machine)
 *   npm run bench:short -- --update-baseline make this run the new baseline (with --runs, their best)
 * Not part of npm test: its figures depend on the machine, and timing never decides a test.
 */
import { readFile } from 'node:fs/promises';
import { prepareBenchEnv } from './bench-env.ts';
import { bestOf, compare, report, trustWarnings } from './compare.ts';
import { machineState } from './machine.ts';
import { figureResults, type FigureResult, type ResultFile, resultFile, writeResult } from './results.ts';
import type { BenchOptions, BenchRow } from './support.ts';

const benchmarks: { name: string; load: () => Promise<{ run: (opts: BenchOptions) => Promise<BenchRow[]> }> }[] = [
  { name: 'api', load: () => import('./api.ts') },
  { name: 'relay', load: () => import('./relay.ts') },
];

const baselinePath = new URL('./baseline.json', import.meta.url);
const resultPath = new URL('./results/short.json', import.meta.url);

async function main() {
  prepareBenchEnv();
  const args = process.argv.slice(2);
  const update = args.includes('--update-baseline');
  const runsAt = args.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 1;
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs wants a whole number of runs, e.g. --runs 3');
  const started = performance.now();
  const results: ResultFile[] = [];
  for (let i = 1; i <= runs; i++) {
    const before = machineState();
    console.log(
      `run ${i}/${runs}, before: load average ${before.loadAverage.join(', ')} on ${before.cores} cores; CPU calibration ${before.calibrationMs} ms`,
    );
    const figures: FigureResult[] = [];
    for (const b of benchmarks) {
      console.log(`== ${b.name} (short)`);
      const rows = await (await b.load()).run({ short: true });
      for (const r of rows) console.log(`   ${r.figure}: ${r.value}`);
      figures.push(...figureResults(b.name, rows));
    }
    const after = machineState();
    console.log(
      `after: load average ${after.loadAverage.join(', ')}; CPU calibration ${after.calibrationMs} ms; ${((performance.now() - started) / 1000).toFixed(0)} s so far`,
    );
    results.push(resultFile('short', before, after, figures));
  }
  const result = bestOf(results);
  await writeResult(resultPath, result);

  if (update) {
    await writeResult(baselinePath, result);
    const warnings = trustWarnings(result);
    console.log('bench/baseline.json updated: commit it.');
    if (warnings.length)
      console.log(
        `WARNING: a baseline from a busy machine makes every later comparison doubtful:\n  - ${warnings.join('\n  - ')}`,
      );
    process.exit(0);
  }
  const saved = await readFile(baselinePath, 'utf8').catch(() => undefined);
  if (saved === undefined) {
    console.error(
      'No bench/baseline.json to compare with: run `npm run bench:short -- --update-baseline` on a quiet machine.',
    );
    process.exit(2);
  }
  const baseline = JSON.parse(saved) as ResultFile;
  console.log(
    `\nCompared with bench/baseline.json (${baseline.date.slice(0, 16)}, commit ${baseline.commit.slice(0, 10)}):`,
  );
  const comparison = compare(baseline, result);
  for (const line of report(comparison, trustWarnings(result, baseline))) console.log(line);
  process.exit(comparison.worse ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(2);
});
