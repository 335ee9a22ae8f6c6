import { generateKeyPairSync } from 'node:crypto';
import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, withLocalSecrets } from './config.ts';
import {
  algorithmOf,
  credentialKeyEntries,
  generateCredentialKey,
  readCredentialKey,
} from './credentials/key-format.ts';
import { DEFAULT_SECRETS_FILE } from './local-secrets.ts';
import { documentSigner, selfSignedP12 } from './signing/certificate.ts';
import { verifyingCertificates } from './signing/verifying-certificates.ts';

const escape = (text: string) => text.replace(/[+/=]/g, (ch) => `\\${ch}`);

const root = join(import.meta.dirname, '../..');

/** The step of `npm start` that makes the keys (infra/start.sh), as its own process. */
const runKeyScript = (env: Record<string, string>) =>
  new Promise<{ code: number; out: string }>((resolve) =>
    execFile(
      process.execPath,
      ['--import', 'tsx', join(root, 'backend/src/cli/local-secrets.ts')],
      // No keys from the test run's environment: a new machine has none.
      {
        cwd: root,
        env: {
          ...process.env,
          TOTP_KEY: '',
          CREDENTIAL_KEYS: '',
          DOCUMENT_SIGNING_P12: '',
          DOCUMENT_SIGNING_CERTS: '',
          ...env,
        },
        timeout: 30_000,
      },
      (err, stdout, stderr) =>
        resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}` }),
    ),
  );

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'secrets-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("npm start's keys (.secrets.env)", () => {
  it('are made once on a new machine, mode 0600, and said where in one line', async () => {
    const file = join(dir, 'new-machine.env');
    const first = await runKeyScript({ SECRETS_FILE: file });
    expect(first.code, first.out).toBe(0);
    expect(first.out.trim().split('\n')).toEqual([
      `[secrets] generated TOTP_KEY, CREDENTIAL_KEYS, DOCUMENT_SIGNING_P12, DOCUMENT_SIGNING_CERTS into ${file} (mode 0600, git-ignored; back it up apart from the database backups)`,
      '[secrets] the PDFs are signed with a self-signed certificate for "Tamil Nadu Tech Academy": pdfsig and Adobe check them but do not trust the signer; for a CA-issued certificate set DOCUMENT_SIGNING_P12 (docs/OPERATIONS.md)',
    ]);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const text = await readFile(file, 'utf8');
    expect(text).toMatch(/^TOTP_KEY=[0-9a-f]{64}$/m);
    expect(text).toMatch(/^CREDENTIAL_KEYS=[\w-]{100,}$/m);
    // What the API and the workers then run with: the API its keys and the certificate only, the workers the certificate's key.
    const env = { NODE_ENV: 'production', SECRETS_FILE: file };
    const api = loadConfig(withLocalSecrets(env, 'api'), 'api');
    expect(api.TOTP_KEY).toBe(/^TOTP_KEY=(\w+)$/m.exec(text)![1]);
    expect(api.CREDENTIAL_KEYS).toBe(/^CREDENTIAL_KEYS=([\w-]+)$/m.exec(text)![1]);
    expect(api.DOCUMENT_SIGNING_P12).toBeUndefined();
    const signer = documentSigner(loadConfig(withLocalSecrets(env, 'workers'), 'workers'));
    expect(api.DOCUMENT_SIGNING_CERTS).toBe(signer.certificate.toString('base64'));
    expect(signer.x509.subject).toContain('CN=Tamil Nadu Tech Academy');
    // Self-signed: issued by itself, its signature checked with its own key.
    expect(signer.x509.issuer).toBe(signer.x509.subject);
    expect(signer.x509.verify(signer.x509.publicKey)).toBe(true);
  });

  it('are never made again: a second start keeps every value, and a loosened file is closed again', async () => {
    const file = join(dir, 'second-start.env');
    expect((await runKeyScript({ SECRETS_FILE: file })).code).toBe(0);
    const before = await readFile(file, 'utf8');
    await chmod(file, 0o644);
    const again = await runKeyScript({ SECRETS_FILE: file });
    expect(again.code, again.out).toBe(0);
    expect(again.out).toContain(`[secrets] keys in ${file}`);
    expect(await readFile(file, 'utf8')).toBe(before);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('on a machine whose key signed ES256 adds an RSA signing key after it and keeps the P-256 key as its public half only', async () => {
    const file = join(dir, 'es256-machine.env');
    const p256 = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      .privateKey.export({ format: 'der', type: 'pkcs8' })
      .toString('base64url');
    await writeFile(file, `# mine\nTOTP_KEY=${'ab'.repeat(32)}\nCREDENTIAL_KEYS=${p256}\n`, { mode: 0o600 });
    const run = await runKeyScript({ SECRETS_FILE: file });
    expect(run.code, run.out).toBe(0);
    expect(run.out).toContain(
      `[secrets] credentials are signed RS256 from now on (Open Badges 3.0): a new RSA key was added to CREDENTIAL_KEYS in ${file}, after the P-256 key`,
    );
    const text = await readFile(file, 'utf8');
    expect(text).not.toContain(p256);
    const keys = loadConfig(
      withLocalSecrets({ NODE_ENV: 'production', SECRETS_FILE: file }, 'api'),
      'api',
    ).CREDENTIAL_KEYS!;
    const [retired, signing] = credentialKeyEntries(keys).map(readCredentialKey);
    expect(retired!.privateKey).toBeUndefined();
    expect(retired!.publicKey.equals(readCredentialKey(p256).publicKey)).toBe(true);
    expect(algorithmOf(signing!.publicKey)).toBe('RS256');
    expect(signing!.privateKey).toBeDefined();
    // Started again: the RSA key signs already, nothing changes.
    const again = await runKeyScript({ SECRETS_FILE: file });
    expect(again.out).not.toContain('RS256');
    expect(await readFile(file, 'utf8')).toBe(text);
  });

  it('adds only a key the file lacks, keeping what an operator wrote, and makes none the environment sets', async () => {
    const file = join(dir, 'operator.env');
    const company = join(dir, 'company.p12');
    await writeFile(company, selfSignedP12('Company From The CA', 'its password'), { mode: 0o600 });
    await writeFile(file, '# mine\nMETRICS_TOKEN=0123456789abcdef0123456789abcdef\n', { mode: 0o600 });
    const p12 = { DOCUMENT_SIGNING_P12: company, DOCUMENT_SIGNING_P12_PASSWORD: 'its password' };
    const fromEnv = await runKeyScript({
      SECRETS_FILE: file,
      TOTP_KEY: 'cd'.repeat(32),
      CREDENTIAL_KEYS: generateCredentialKey(),
      ...p12,
    });
    expect(fromEnv.code, fromEnv.out).toBe(0);
    expect(fromEnv.out).toContain(
      'TOTP_KEY from the environment, CREDENTIAL_KEYS from the environment, DOCUMENT_SIGNING_P12 from the environment',
    );
    expect(fromEnv.out).not.toContain('self-signed');
    // The certificate of the environment's PKCS#12 (never its key) is written for the API.
    const certificate = documentSigner(p12).certificate.toString('base64');
    expect(await readFile(file, 'utf8')).toBe(
      `# mine\nMETRICS_TOKEN=0123456789abcdef0123456789abcdef\nDOCUMENT_SIGNING_CERTS=${certificate}\n`,
    );
    expect((await runKeyScript({ SECRETS_FILE: file })).code).toBe(0);
    expect(await readFile(file, 'utf8')).toMatch(
      new RegExp(
        `^# mine\\nMETRICS_TOKEN=0123456789abcdef0123456789abcdef\\nDOCUMENT_SIGNING_CERTS=${escape(certificate)},[A-Za-z0-9+/=]+\\nTOTP_KEY=[0-9a-f]{64}\\nCREDENTIAL_KEYS=[\\w-]+\\nDOCUMENT_SIGNING_P12=[A-Za-z0-9+/=]+\\n$`,
      ),
    );
  });

  it('after a renewal keeps the earlier certificates for the verifier and adds the new one after them', async () => {
    const file = join(dir, 'renewal.env');
    expect((await runKeyScript({ SECRETS_FILE: file })).code).toBe(0);
    const earlier = /^DOCUMENT_SIGNING_CERTS=(.+)$/m.exec(await readFile(file, 'utf8'))![1]!;
    // The CA-issued certificate that replaces the self-signed one, set in the environment (docs/OPERATIONS.md).
    const renewed = join(dir, 'renewed.p12');
    await writeFile(renewed, selfSignedP12('Tamil Nadu Tech Academy'), { mode: 0o600 });
    const run = await runKeyScript({ SECRETS_FILE: file, DOCUMENT_SIGNING_P12: renewed });
    expect(run.code, run.out).toBe(0);
    expect(run.out).toContain(
      `[secrets] a new document-signing certificate: added to DOCUMENT_SIGNING_CERTS in ${file}, after the earlier ones`,
    );
    const api = loadConfig(withLocalSecrets({ NODE_ENV: 'production', SECRETS_FILE: file }, 'api'), 'api');
    expect(api.DOCUMENT_SIGNING_CERTS).toBe(
      `${earlier},${documentSigner({ DOCUMENT_SIGNING_P12: renewed, DOCUMENT_SIGNING_P12_PASSWORD: '' }).certificate.toString('base64')}`,
    );
    expect(verifyingCertificates(api.DOCUMENT_SIGNING_CERTS)).toHaveLength(2);
    // Started again: nothing more to add. A list the environment sets is the operator's: only checked.
    expect((await runKeyScript({ SECRETS_FILE: file, DOCUMENT_SIGNING_P12: renewed })).out).not.toContain('added');
    const unlisted = await runKeyScript({
      SECRETS_FILE: file,
      DOCUMENT_SIGNING_P12: renewed,
      DOCUMENT_SIGNING_CERTS: earlier,
    });
    expect(unlisted.code, unlisted.out).toBe(0);
    expect(unlisted.out).toContain(
      'DOCUMENT_SIGNING_CERTS (set in the environment) lacks the certificate of DOCUMENT_SIGNING_P12',
    );
    // Four starts of the key script, each a Node process of its own.
  }, 90_000);

  it('refuses a file it cannot read as NAME=value lines, and a relative SECRETS_FILE (exit 2)', async () => {
    const file = join(dir, 'broken.env');
    await writeFile(file, 'TOTP_KEY: abc\n', { mode: 0o600 });
    const broken = await runKeyScript({ SECRETS_FILE: file });
    expect(broken.code, broken.out).toBe(2);
    expect(broken.out).toContain(`${file} line 1: expected NAME=value`);
    const relative = await runKeyScript({ SECRETS_FILE: 'secrets.env' });
    expect(relative.code, relative.out).toBe(2);
    expect(relative.out).toContain('SECRETS_FILE: must be an absolute path');
  });

  it('live in a file git ignores', async () => {
    expect(DEFAULT_SECRETS_FILE).toBe(join(root, '.secrets.env'));
    const ignored = await new Promise<number>((resolve) =>
      execFile('git', ['check-ignore', '--quiet', '--no-index', DEFAULT_SECRETS_FILE], { cwd: root }, (err) =>
        resolve(err ? Number((err as { code?: number }).code) : 0),
      ),
    );
    expect(ignored).toBe(0);
  });

  it('are read where the environment sets nothing, and never in tests', async () => {
    const file = join(dir, 'read.env');
    await writeFile(file, `TOTP_KEY=${'ef'.repeat(32)}\nNODE_ENV=test\n`, { mode: 0o600 });
    expect(withLocalSecrets({ NODE_ENV: 'production', SECRETS_FILE: file })).toMatchObject({
      NODE_ENV: 'production',
      TOTP_KEY: 'ef'.repeat(32),
    });
    expect(withLocalSecrets({ SECRETS_FILE: file }).NODE_ENV).toBeUndefined(); // the mode is the environment's
    expect(withLocalSecrets({ NODE_ENV: 'production', SECRETS_FILE: file, TOTP_KEY: '12'.repeat(32) }).TOTP_KEY).toBe(
      '12'.repeat(32),
    );
    expect(withLocalSecrets({ NODE_ENV: 'production', SECRETS_FILE: file, TOTP_KEY: '' }).TOTP_KEY).toBe(
      'ef'.repeat(32),
    );
    expect(withLocalSecrets({ NODE_ENV: 'test', SECRETS_FILE: file }).TOTP_KEY).toBeUndefined();
  });
});
