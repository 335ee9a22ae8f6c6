import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { certificatesOf, selfSignedP12 } from './backend/src/signing/certificate.ts';

// Every checkout gets its own test databases and Redis key prefix, so two clones (or CI next to a
// developer) can run the suite at once on one machine.
const signingP12 = selfSignedP12('Tamil Nadu Tech Academy').toString('base64');
const checkout = createHash('sha1')
  .update(import.meta.dirname)
  .digest('hex')
  .slice(0, 8);
const env = {
  TEST_DB_PREFIX: `test_${checkout}`,
  TEST_REDIS_PREFIX: `t${checkout}`,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
  NODE_ENV: 'test',
  JOB_ATTEMPTS: '3',
  // The suite reads real screenshots while three test files run at once on two cores, where a reading
  // (the engine's start included) can pass the 8 s an upload not yet registered gets in production;
  // the short deadline's own tests give their deadlines explicitly (workers/src/processors/ocr-budget.test.ts).
  OCR_UNATTACHED_DEADLINE_MS: '30000',
  JOB_BACKOFF_MS: '100',
  // The uploads' spool (commands/store-spooled-upload.ts) of this checkout's tests: outside the working tree.
  UPLOAD_SPOOL_DIR: join(tmpdir(), `upload-spool-${checkout}`),
  // A new key each run, made here: no key that seals the admins' authenticator secrets is written in the source.
  TOTP_KEY: randomBytes(32).toString('hex'),
  // The same for the credential-signing key (backend/src/credentials/keys.ts): an RSA key (RS256), PKCS#8
  // DER in base64url. Tests that need a retired P-256 key (ES256 credentials issued before) make their own.
  CREDENTIAL_KEYS: generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ format: 'der', type: 'pkcs8' })
    .toString('base64url'),
  // The same for the PDFs' signing certificate: a self-signed one for the company, made each run.
  DOCUMENT_SIGNING_P12: signingP12,
  // Its certificate, which the API verifies the PDFs with (it gets no key), as npm start derives it.
  DOCUMENT_SIGNING_CERTS: certificatesOf({ DOCUMENT_SIGNING_P12: signingP12, DOCUMENT_SIGNING_P12_PASSWORD: '' }),
};

for (const [key, value] of Object.entries(env)) process.env[key] ??= value;
// The test databases' and Redis keys' prefixes may be chosen from outside (two runs in one checkout): the
// global set-up reads process.env, so the test workers must get the same names.
const prefixes = { TEST_DB_PREFIX: process.env.TEST_DB_PREFIX!, TEST_REDIS_PREFIX: process.env.TEST_REDIS_PREFIX! };

// How many test files run at once. On 2 cores the tests wait (for PostgreSQL, Chromium, timers) about
// half of the time, so one more worker than cores keeps both busy. One value for every project:
// projects of one run group must agree on it (the frontend's does not inherit the root's).
const maxWorkers = 3;

export default defineConfig({
  test: {
    env: { ...env, ...prefixes },
    globalSetup: ['./backend/test/global-setup.ts'],
    pool: 'forks',
    maxWorkers,
    // A worker keeps the modules it loaded from one test file to the next file of the same project:
    // loading the app, the ORM and the workers again for each file cost more than most files' tests,
    // and an end-to-end worker keeps its product and Chromium (e2e/support/app.ts). Per-file state is
    // reset by the setup files (the database, the clock, the mail settings; the frontend's stores and
    // storage before each test, frontend/test/setup.ts). Every project runs on the same workers, one project
    // after another in name order (vitest's sequencer), end-to-end files too. They share the pool: a
    // project's last files run beside the next one's first, so the order of the projects changes the
    // run's length only by its very end (the last file of the last project), a few seconds.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'shared', include: ['shared/**/*.test.ts'] } },
      {
        extends: true,
        test: { name: 'backend', include: ['backend/**/*.test.ts'], setupFiles: ['./backend/test/setup-db.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'workers',
          include: ['workers/**/*.test.ts'],
          setupFiles: ['./backend/test/setup-db.ts', './workers/test/setup.ts'],
        },
      },
      {
        extends: true,
        // The scripts that run the product (infra/): their tests start the real API and workers as processes.
        test: {
          name: 'infra',
          include: ['infra/**/*.test.ts'],
          setupFiles: ['./backend/test/setup-db.ts'],
          testTimeout: 120_000,
        },
      },
      {
        extends: './frontend/vite.config.ts',
        test: {
          name: 'frontend',
          include: ['frontend/**/*.test.tsx', 'frontend/**/*.test.ts'],
          environment: 'jsdom',
          // Not inherited from the root: this project extends the Vite config instead.
          testTimeout: 20_000,
          setupFiles: ['./frontend/test/setup.ts'],
          isolate: false,
          maxWorkers,
          env,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          setupFiles: ['./backend/test/setup-db.ts'],
          testTimeout: 90_000,
          // expect.poll waits for what the page shows next (a search's rows, a copy kept): it ends as soon as
          // that is there. Its default limit, 1 s, is less than a page's answer can take beside three
          // Chromiums on two cores (a 360 px student-list search failed so).
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
