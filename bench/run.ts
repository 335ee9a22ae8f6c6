/**
 * `npm run bench`: runs every benchmark in one go and rewrites the generated table in
 * docs/PERFORMANCE.md (figure, goal, measured, command). Each benchmark also runs on its own.
 */
import { randomBytes } from 'node:crypto';
import { certificatesOf, selfSignedP12 } from '../backend/src/signing/certificate.ts';
import { readFile, writeFile } from 'node:fs/promises';
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
const start = '<!-- bench:start -->';
const end = '<!-- bench:end -->';

async function main() {
  process.env.LOG_LEVEL ??= 'silent';
  // A throwaway key for this run's apps (the source holds none); set before any module reads the configuration.
  process.env.TOTP_KEY ??= randomBytes(32).toString('hex');
  // And a throwaway certificate that signs the PDFs the run's workers issue.
  process.env.DOCUMENT_SIGNING_P12 ??= selfSignedP12('Tamil Nadu Tech Academy').toString('base64');
  // Its certificate, which the API verifies them with (it gets no key).
  process.env.DOCUMENT_SIGNING_CERTS ??= certificatesOf({ DOCUMENT_SIGNING_P12: process.env.DOCUMENT_SIGNING_P12, DOCUMENT_SIGNING_P12_PASSWORD: process.env.DOCUMENT_SIGNING_P12_PASSWORD ?? '' });
  const only = process.argv.slice(2);
  const rows: BenchRow[] = [];
  for (const b of benchmarks) {
    if (only.length && !only.includes(b.name)) continue;
    console.log(`== ${b.name}`);
    const result = await (await b.load()).run();
    for (const r of result) console.log(`   ${r.pass ? 'ok    ' : 'MISSED'} ${r.figure}: ${r.value} (goal ${r.goal})`);
    rows.push(...result);
  }
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
  console.log('docs/PERFORMANCE.md updated');
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
