/**
 * How long each part of the last `npm test` took, from vitest's JSON report: per project, the wall
 * time from its first file's start to its last file's end, its files and tests, and the time its
 * files ran (summed over the workers). `npx tsx infra/suite-times.ts` after `npm test`.
 */
import { readFileSync } from 'node:fs';

interface FileResult {
  name: string;
  startTime: number;
  endTime: number;
  assertionResults: unknown[];
}

const report = JSON.parse(readFileSync(new URL('../.test-results/vitest.json', import.meta.url), 'utf8')) as {
  testResults: FileResult[];
};
const root = new URL('..', import.meta.url).pathname;
const start = Math.min(...report.testResults.map((f) => f.startTime));
const parts = new Map<string, { from: number; to: number; files: number; tests: number; fileSeconds: number }>();
for (const file of report.testResults) {
  const project = file.name.slice(root.length).split('/')[0]!;
  const part = parts.get(project) ?? { from: Infinity, to: 0, files: 0, tests: 0, fileSeconds: 0 };
  part.from = Math.min(part.from, file.startTime);
  part.to = Math.max(part.to, file.endTime);
  part.files += 1;
  part.tests += file.assertionResults.length;
  part.fileSeconds += (file.endTime - file.startTime) / 1000;
  parts.set(project, part);
}
const s = (ms: number) => `${Math.round(ms / 1000)} s`;
console.log('| project | files | tests | from | to | wall | file time |');
console.log('|---|---|---|---|---|---|---|');
for (const [project, p] of [...parts].sort((a, b) => a[1].from - b[1].from)) {
  console.log(
    `| ${project} | ${p.files} | ${p.tests} | ${s(p.from - start)} | ${s(p.to - start)} | ${s(p.to - p.from)} | ${Math.round(p.fileSeconds)} s |`,
  );
}
const end = Math.max(...[...parts.values()].map((p) => p.to));
console.log(
  `| all | ${report.testResults.length} | ${[...parts.values()].reduce((n, p) => n + p.tests, 0)} | | | ${s(end - start)} | |`,
);
