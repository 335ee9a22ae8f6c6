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
  { name: 'login-timing', load: () => import('./login-timing.ts') },
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
    throw new Error(
      `unknown benchmark ${unknown.join(', ')}; these exist: ${benchmarks.map((b) => b.name).join(', ')}. The short run compared with the baseline is npm run bench:short.`,
    );
  }
  const rows: BenchRow[] = [];
  const figures: FigureResult[] = [];
  const before = machineState();
  console.log(
    `load average ${before.loadAverage.join(', ')} on ${before.cores} cores; CPU calibration ${before.calibrationMs} ms`,
  );
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
  const doc = await readFile(docPath, 'utf8');
  const i = doc.indexOf(start);
  const j = doc.indexOf(end);
  if (i < 0 || j < i) throw new Error('docs/PERFORMANCE.md lacks the bench markers');
  const line = (r: BenchRow) =>
    `| ${r.figure} | ${r.goal} | ${r.value} | ${r.pass ? 'yes' : '**no**'} | \`${r.command}\` |`;
  const table = only.length
    ? mergedTable(
        doc.slice(i + start.length, j),
        only,
        rows.map((r) => ({ command: r.command, line: line(r) })),
        when,
      )
    : [
        `Last run: ${when} UTC on this project's development machine (2 cores, shared).`,
        '',
        '| figure | goal | measured | met | command |',
        '|---|---|---|---|---|',
        ...rows.map(line),
      ].join('\n');
  await writeFile(docPath, `${doc.slice(0, i + start.length)}\n${table}\n${doc.slice(j)}`);
  console.log('docs/PERFORMANCE.md and bench/results/latest.json updated');
  process.exit(0);
}

/**
 * A run of some benchmarks (`npm run bench -- api lighthouse`) replaces only their rows (a row's
 * command names its benchmark file) where they stood, and says when they were measured; the other rows
 * keep what their own runs measured.
 */
function mergedTable(old: string, names: string[], fresh: { command: string; line: string }[], when: string): string {
  const benchOf = (command: string) => /bench\/([\w-]+)\.ts/.exec(command)?.[1];
  const lines = old.trim().split('\n');
  const out: string[] = [];
  const placed = new Set<string>();
  for (const l of lines) {
    // An earlier partial run's note about only these benchmarks is now out of date.
    const noted = /^Rows of (.+): .* UTC\.$/.exec(l)?.[1]?.split(', ');
    if (noted?.every((n) => names.includes(n))) continue;
    const name = l.startsWith('| ') ? benchOf(l.slice(l.lastIndexOf('`', l.length - 4))) : undefined;
    if (!name || !names.includes(name)) {
      out.push(l);
      continue;
    }
    if (placed.has(name)) continue;
    placed.add(name);
    out.push(...fresh.filter((f) => benchOf(f.command) === name).map((f) => f.line));
  }
  out.push(...fresh.filter((f) => !placed.has(benchOf(f.command) ?? '')).map((f) => f.line));
  const note = `Rows of ${names.join(', ')}: ${when} UTC.`;
  const header = out.findIndex((l) => l.startsWith('| figure'));
  // One note per partial run, newest last, above the table.
  out.splice(header, 0, note, '');
  return out.join('\n').replace(/\n\n\n+/g, '\n\n');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
