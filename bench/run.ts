/**
 * `npm run bench`: runs every benchmark in one go, rewrites the generated table in
 * docs/PERFORMANCE.md (figure, goal, measured, command) and writes the same figures as numbers to
 * bench/results/latest.json (bench/results.ts), with the machine's load before and after. Each
 * benchmark also runs on its own.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { prepareBenchEnv } from './bench-env.ts';
import { machineState } from './machine.ts';
import { figureResults, type FigureResult, resultFile, writeResult } from './results.ts';
import type { BenchRow } from './support.ts';

const benchmarks: { name: string; load: () => Promise<{ run: () => Promise<BenchRow[]> }> }[] = [
  { name: 'relay', load: () => import('./relay.ts') },
  { name: 'api', load: () => import('./api.ts') },
  { name: 'documents', load: () => import('./documents.ts') },
  { name: 'credentials', load: () => import('./credentials.ts') },
  { name: 'signing', load: () => import('./signing.ts') },
  { name: 'validation-to-mail', load: () => import('./validation-to-mail.ts') },
  { name: 'payout', load: () => import('./payout.ts') },
  { name: 'metrics', load: () => import('./metrics.ts') },
  { name: 'reconciler', load: () => import('./reconciler.ts') },
  { name: 'lighthouse', load: () => import('./lighthouse.ts') },
  { name: 'i18n', load: () => import('./i18n.ts') },
  { name: 'export', load: () => import('./export.ts') },
  { name: 'ocr', load: () => import('./ocr.ts') },
  { name: 'retention', load: () => import('./retention.ts') },
  { name: 'slow-network', load: () => import('./slow-network.ts') },
  { name: 'overview', load: () => import('./overview.ts') },
];

const docPath = new URL('../docs/PERFORMANCE.md', import.meta.url);
const resultPath = new URL('./results/latest.json', import.meta.url);
const start = '<!-- bench:start -->';
const end = '<!-- bench:end -->';

async function main() {
  prepareBenchEnv();
  const only = process.argv.slice(2);
  // A mistyped name (or --short) would otherwise run nothing and empty the table.
  const unknown = only.filter((name) => !benchmarks.some((b) => b.name === name));
  if (unknown.length) {
    throw new Error(`unknown benchmark ${unknown.join(', ')}; these exist: ${benchmarks.map((b) => b.name).join(', ')}. The short run compared with the baseline is npm run bench:short.`);
  }
  const rows: BenchRow[] = [];
  const figures: FigureResult[] = [];
  const before = machineState();
  console.log(`load average ${before.loadAverage.join(', ')} on ${before.cores} cores; CPU calibration ${before.calibrationMs} ms`);
  for (const b of benchmarks) {
    if (only.length && !only.includes(b.name)) continue;
    console.log(`== ${b.name}`);
    const result = await (await b.load()).run();
    for (const r of result) console.log(`   ${r.pass ? 'ok    ' : 'MISSED'} ${r.figure}: ${r.value} (goal ${r.goal})`);
    rows.push(...result);
    figures.push(...figureResults(b.name, result));
  }
  await writeResult(resultPath, resultFile('full', before, machineState(), figures));
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const table = [
    `Last run: ${when} UTC on this project's development machine (2 cores, shared).`,
    '',
    '| figure | goal | measured | met | command |',
    '|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.figure} | ${r.goal} | ${r.value} | ${r.pass ? 'yes' : '**no**'} | \`${r.command}\` |`),
  ].join('\n');
  const doc = await readFile(docPath, 'utf8');
  const i = doc.indexOf(start);
  const j = doc.indexOf(end);
  if (i < 0 || j < i) throw new Error('docs/PERFORMANCE.md lacks the bench markers');
  await writeFile(docPath, `${doc.slice(0, i + start.length)}\n${table}\n${doc.slice(j)}`);
  console.log('docs/PERFORMANCE.md and bench/results/latest.json updated');
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
