/**
 * `npm run drill`: fault drills against a private stack on this machine (loopback only), each ending
 * with SQL checks of the invariants. `npm run drill -- enrolment` runs one (enrolment, payout, twice,
 * sigterm, redis-loss, attempts); docs/RELIABILITY.md says what each proves and its last figures.
 */
import { randomBytes } from 'node:crypto';
import { certificatesOf, selfSignedP12 } from '../backend/src/signing/certificate.ts';
import type { DrillResult } from './types.ts';

const drills: { name: string; load: () => Promise<{ run: () => Promise<DrillResult> }> }[] = [
  { name: 'enrolment', load: () => import('./enrolment-under-faults.ts') },
  { name: 'payout', load: () => import('./payout-killed.ts') },
  { name: 'twice', load: () => import('./delivered-twice.ts') },
  { name: 'sigterm', load: () => import('./sigterm-workers.ts') },
  { name: 'restore', load: () => import('./restore.ts') },
  { name: 'redis-loss', load: () => import('./redis-loss.ts') },
  { name: 'attempts', load: () => import('./attempts-under-faults.ts') },
];

async function main() {
  process.env.LOG_LEVEL ??= 'warn';
  // A throwaway key for this run's apps (the source holds none); set before any module reads the configuration.
  process.env.TOTP_KEY ??= randomBytes(32).toString('hex');
  // And a throwaway certificate that signs the PDFs the run's workers issue.
  process.env.DOCUMENT_SIGNING_P12 ??= selfSignedP12('Tamil Nadu Tech Academy').toString('base64');
  // Its certificate, which the API verifies them with (it gets no key).
  process.env.DOCUMENT_SIGNING_CERTS ??= certificatesOf({
    DOCUMENT_SIGNING_P12: process.env.DOCUMENT_SIGNING_P12,
    DOCUMENT_SIGNING_P12_PASSWORD: process.env.DOCUMENT_SIGNING_P12_PASSWORD ?? '',
  });
  const only = process.argv.slice(2);
  // A misspelt name would run nothing and still say every drill held.
  const unknown = only.filter((name) => !drills.some((d) => d.name === name));
  if (unknown.length) {
    console.error(`No drill named ${unknown.join(', ')}: the drills are ${drills.map((d) => d.name).join(', ')}.`);
    process.exit(2);
  }
  let failed = 0;
  for (const d of drills) {
    if (only.length && !only.includes(d.name)) continue;
    console.log(`== drill: ${d.name}`);
    const started = Date.now();
    const result = await (await d.load()).run();
    for (const c of result.checks) {
      console.log(`   ${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.detail}`);
      if (!c.ok) failed++;
    }
    for (const n of result.notes) console.log(`   note: ${n}`);
    console.log(`   (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  console.log(failed === 0 ? 'all drills held' : `${failed} checks failed`);
  process.exit(failed === 0 ? 0 : 1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
