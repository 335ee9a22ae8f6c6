/**
 * `npx tsx bench/credentials.ts`: what signing an Open Badges credential costs (the goal: at most 20 ms
 * per document at p95). The credential is signed on request (backend/src/credentials/issuer.ts), so
 * its cost is the building of the claims and the RS256 (RSA-2048) signature; the status list is
 * signed on request too, with 131,072 bits to gzip.
 */
import './quiet.ts';
import { performance } from 'node:perf_hooks';
import { encodeStatusList } from '../backend/src/credentials/bitstring.ts';
import { generateCredentialKey } from '../backend/src/credentials/key-format.ts';
import { credentialKeyRing } from '../backend/src/credentials/keys.ts';
import { credentialClaims, openBadgeCredential, type CredentialFacts } from '../backend/src/credentials/open-badge.ts';
import { signVcJwt } from '../backend/src/credentials/vc-jwt.ts';
import { type BenchRow, runIfMain, stats } from './support.ts';

const COMMAND = 'npx tsx bench/credentials.ts';
const issuer = { url: 'https://example.in', name: 'Tamil Nadu Tech Academy' };
const facts: CredentialFacts = {
  kind: 'test-certificate',
  certificateNumber: 'TNTAIN1042',
  verificationToken: 'AbCdEfGhIjKlMnOpQrStUvWx12345678',
  version: 1,
  issuedOn: '2026-07-16',
  holder: 'Karthik Raja',
  course: 'Full Stack Development',
  startDate: '2026-06-01',
  endDate: '2026-07-15',
  testMark: 21,
  subjectId: '3f1c2a9e-5b7d-4e8f-9a6b-1c2d3e4f5a6b',
};

async function timed(fn: () => Promise<unknown>, runs: number): Promise<number[]> {
  for (let i = 0; i < 20; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  return times;
}

export async function run(): Promise<BenchRow[]> {
  const ring = await credentialKeyRing(generateCredentialKey(), issuer.url);
  let index = 0;
  const credential = await timed(async () => {
    const claims = credentialClaims({ ...facts, holder: `${facts.holder} ${index}` }, issuer);
    return signVcJwt(openBadgeCredential(claims, facts, issuer, index++, 131_072), ring);
  }, 2000);
  // A list with 2,000 credentials revoked or replaced, spread over the first 50,000 indexes.
  const set = Array.from({ length: 2000 }, (_, i) => (i * 25) % 50_000);
  const list = await timed(() => signVcJwt({ credentialSubject: { encodedList: encodeStatusList(set) } }, ring), 200);
  const c = stats(credential);
  const l = stats(list);
  return [
    {
      figure: 'Open Badges credential: claims and RS256 VC-JWT signature, 2,000 runs',
      goal: 'p95 <= 20 ms',
      value: `median ${c.median.toFixed(2)} ms, p95 ${c.p95.toFixed(2)} ms`,
      pass: c.p95 <= 20,
      command: COMMAND,
    },
    {
      figure: 'Bitstring status list: 131,072 bits gzipped and signed (2,000 set), 200 runs',
      goal: 'p95 <= 20 ms',
      value: `median ${l.median.toFixed(2)} ms, p95 ${l.p95.toFixed(2)} ms`,
      pass: l.p95 <= 20,
      command: COMMAND,
    },
  ];
}

runIfMain(import.meta.url, run);
