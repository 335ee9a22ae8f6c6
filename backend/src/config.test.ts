import { execFile } from 'node:child_process';
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, localDatabase, withLocalSecrets } from './config.ts';
import { generateCredentialKey, publicCredentialKey, readCredentialKey } from './credentials/key-format.ts';
import { roleOf } from './db/app-role.ts';
import { keyFrom, open, seal } from './lib/secret-box.ts';
import { ensureLocalSecrets } from './local-secrets.ts';

const root = join(import.meta.dirname, '../..');

/** The one setting without a default: each process is given its key (the tests make one per run). */
const key = { TOTP_KEY: randomBytes(32).toString('hex') };
/** A P-256 private key as the credentials were signed with before RS256 (PKCS#8 DER, base64url). */
const p256Key = () =>
  generateKeyPairSync('ec', { namedCurve: 'P-256' })
    .privateKey.export({ format: 'der', type: 'pkcs8' })
    .toString('base64url');

describe('configuration', () => {
  it('starts with working defaults when nothing but the key is set', () => {
    const cfg = loadConfig({ ...key });
    expect(cfg.PORT).toBe(3000);
    expect(cfg.DATABASE_URL).toMatch(/^postgres:\/\/.*\/enrolment$/);
    expect(cfg.SMTP_URL).toBeUndefined();
    expect(cfg.CERTIFICATE_PREFIX).toMatch(/IN$/);
  });

  it("pairs the local site role with the local owner, and a DATABASE_URL of one's own with no guessed owner", () => {
    expect(loadConfig({ ...key })).toMatchObject({
      DATABASE_URL: localDatabase.app,
      MIGRATION_DATABASE_URL: localDatabase.owner,
    });
    expect(roleOf(localDatabase.app).user).toBe('enrolment_app');
    expect(roleOf(localDatabase.owner).user).toBe('postgres');
    expect(loadConfig({ ...key, DATABASE_URL: 'postgres://site:pw@db:5432/x' }).MIGRATION_DATABASE_URL).toBeUndefined();
    expect(loadConfig({ ...key, MIGRATION_DATABASE_URL: 'postgres://owner:pw@db:5432/x' })).toMatchObject({
      DATABASE_URL: localDatabase.app,
      MIGRATION_DATABASE_URL: 'postgres://owner:pw@db:5432/x',
    });
  });

  it.each([
    ['PORT', 'eighty'],
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['CERTIFICATE_PREFIX', 'TNTA'],
    ['ADMIN_PASSWORD', 'short'],
    ['COMPANY_UPI_ID', 'no-at-sign'],
    ['METRICS_TOKEN', 'too-short-to-guard-metrics'],
    ['MIGRATION_DATABASE_URL', 'mysql://localhost/x'],
    ['TOTP_KEY', 'not-hex-and-too-short'],
    ['CREDENTIAL_KEYS', 'not-a-key'],
    // A P-384 key, an RSA key under 2048 bits, or one good key beside a bad one, is refused too: every entry must be RSA or P-256.
    [
      'CREDENTIAL_KEYS',
      generateKeyPairSync('ec', { namedCurve: 'P-384' })
        .privateKey.export({ format: 'der', type: 'pkcs8' })
        .toString('base64url'),
    ],
    [
      'CREDENTIAL_KEYS',
      generateKeyPairSync('rsa', { modulusLength: 1024 })
        .privateKey.export({ format: 'der', type: 'pkcs8' })
        .toString('base64url'),
    ],
    // The last key signs RS256: a P-256 private key there (what signed ES256 before) is refused.
    ['CREDENTIAL_KEYS', p256Key()],
    ['CREDENTIAL_KEYS', `${generateCredentialKey()},not-a-key`],
    // The last key signs: a public key there is refused.
    ['CREDENTIAL_KEYS', `${generateCredentialKey()},${publicCredentialKey(generateCredentialKey())}`],
    ['DOCUMENT_SIGNING_CERTS', 'not-a-certificate'],
    ['DOCUMENT_SIGNING_CERTS', '/nowhere/company.pem'],
  ])('refuses a bad %s with a message naming it', (name, value) => {
    expect(() => loadConfig({ ...key, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...key, [name]: value })).toThrow(
      new RegExp(`^Invalid configuration:\\n  ${name}: [^\\n]*$`),
    );
  });

  it('trusts no proxy unless TRUST_PROXY_HOPS says how many', () => {
    expect(loadConfig({ ...key }).TRUST_PROXY_HOPS).toBe(0);
    expect(loadConfig({ ...key, TRUST_PROXY_HOPS: '2' }).TRUST_PROXY_HOPS).toBe(2);
    for (const bad of ['-1', '1.5', 'true', '11'])
      expect(() => loadConfig({ ...key, TRUST_PROXY_HOPS: bad })).toThrow(
        /^Invalid configuration:\n {2}TRUST_PROXY_HOPS: /,
      );
  });

  it.each(['true', 'false', '1'])('refuses the retired TRUST_PROXY=%s and names its replacement', (value) => {
    expect(() => loadConfig({ ...key, TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...key, TRUST_PROXY: value, TRUST_PROXY_HOPS: '1' })).toThrow(
      /^Invalid configuration:\n {2}TRUST_PROXY: no longer read: set TRUST_PROXY_HOPS to the number of reverse proxies/,
    );
    // Other mistakes are still listed with it.
    expect(() => loadConfig({ ...key, TRUST_PROXY: value, PORT: 'eighty' })).toThrow(/\n {2}PORT: /);
  });

  it('refuses the retired RESOURCE_LINKS and says where the links live now', () => {
    expect(() => loadConfig({ ...key, RESOURCE_LINKS: '{"Projects": "https://drive.example/p"}' })).toThrow(
      /^Invalid configuration:\n {2}RESOURCE_LINKS: no longer read: each course's resource links are edited in the catalogue/,
    );
  });

  // No mode has a stand-in key any more: development once sealed with one written in the source.
  it.each(['production', 'development', 'test'])(
    'the API refuses to start in %s without a TOTP_KEY, naming it',
    (mode) => {
      expect(() => loadConfig({ NODE_ENV: mode }, 'api')).toThrow(
        /^Invalid configuration:\n {2}TOTP_KEY: is required: the key that sealed the admins' authenticator secrets/,
      );
      expect(() => loadConfig({ NODE_ENV: mode, TOTP_KEY: '' }, 'api')).toThrow(/TOTP_KEY: is required/);
      expect(loadConfig({ NODE_ENV: mode, TOTP_KEY: 'ab'.repeat(32) }, 'api').TOTP_KEY).toBe('ab'.repeat(32));
    },
  );

  it('accepts retired credential keys as public keys only (SPKI or JWK, RSA or the P-256 of ES256) before the RSA private one that signs', () => {
    const retired = p256Key();
    const jwk = JSON.stringify(readCredentialKey(generateCredentialKey()).publicKey.export({ format: 'jwk' }));
    const value = `${publicCredentialKey(retired)},${jwk},${p256Key()},${generateCredentialKey()}`;
    expect(loadConfig({ ...key, CREDENTIAL_KEYS: value }).CREDENTIAL_KEYS).toBe(value);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ ...key, SMTP_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('gives each process only the keys it uses, whatever the environment and .secrets.env hold', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'process-keys-'));
    try {
      const file = join(dir, 'secrets.env');
      await ensureLocalSecrets(file, {});
      const env = {
        NODE_ENV: 'production',
        SECRETS_FILE: file,
        SMTP_URL: 'smtp://user:pw@mail.example.in',
        METRICS_TOKEN: 'm'.repeat(32),
        ADMIN_PASSWORD: 'a long enough password',
      };
      const api = loadConfig(withLocalSecrets(env, 'api'), 'api');
      expect(api).toMatchObject({
        TOTP_KEY: expect.any(String),
        CREDENTIAL_KEYS: expect.any(String),
        DOCUMENT_SIGNING_CERTS: expect.any(String),
        METRICS_TOKEN: 'm'.repeat(32),
      });
      expect(api).not.toHaveProperty('DOCUMENT_SIGNING_P12');
      expect(api).not.toHaveProperty('SMTP_URL');
      expect(api).not.toHaveProperty('ADMIN_PASSWORD');
      const workers = loadConfig(withLocalSecrets(env, 'workers'), 'workers');
      expect(workers).toMatchObject({ DOCUMENT_SIGNING_P12: expect.any(String), SMTP_URL: env.SMTP_URL });
      for (const name of ['TOTP_KEY', 'CREDENTIAL_KEYS', 'METRICS_TOKEN', 'ADMIN_PASSWORD'])
        expect(workers).not.toHaveProperty(name);
      // Not even read from the file: the merged environment a process starts from lacks the others' keys.
      expect(withLocalSecrets(env, 'workers')).not.toHaveProperty('TOTP_KEY');
      expect(withLocalSecrets(env, 'api')).not.toHaveProperty('DOCUMENT_SIGNING_P12');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it.each([['the API process', 'backend/src/main.ts']])(
    '%s refuses to start in production without TOTP_KEY: the message names it, exit 2',
    async (_who, entry) => {
      const res = await new Promise<{ code: number; out: string }>((resolve) =>
        execFile(
          process.execPath,
          ['--import', 'tsx', join(root, entry)],
          // A machine with no key anywhere: none in the environment, no secrets file.
          {
            cwd: root,
            env: {
              ...process.env,
              NODE_ENV: 'production',
              TOTP_KEY: '',
              SECRETS_FILE: join(tmpdir(), `none-${randomBytes(4).toString('hex')}.env`),
              PORT: '0',
            },
            timeout: 30_000,
          },
          (err, stdout, stderr) =>
            resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}` }),
        ),
      );
      expect(res.code, res.out).toBe(2);
      expect(res.out.trim().split('\n')).toEqual([
        'Invalid configuration:',
        expect.stringMatching(/^ {2}TOTP_KEY: is required: the key that sealed the admins' authenticator secrets/),
      ]);
    },
    60_000,
  );

  it('the worker process refuses to start without a document-signing certificate, or with one its password does not open: exit 2, naming it', async () => {
    const start = (env: Record<string, string>) =>
      new Promise<{ code: number; out: string }>((resolve) =>
        execFile(
          process.execPath,
          ['--import', 'tsx', join(root, 'workers/src/main.ts')],
          {
            cwd: root,
            env: {
              ...process.env,
              NODE_ENV: 'production',
              SECRETS_FILE: join(tmpdir(), `none-${randomBytes(4).toString('hex')}.env`),
              ...env,
            },
            timeout: 30_000,
          },
          (err, stdout, stderr) =>
            resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}` }),
        ),
      );
    const none = await start({ DOCUMENT_SIGNING_P12: '' });
    expect(none.code, none.out).toBe(2);
    expect(none.out.trim()).toMatch(/^DOCUMENT_SIGNING_P12 is not set: the PDFs cannot be signed\./);
    const wrong = await start({ DOCUMENT_SIGNING_P12_PASSWORD: 'not-the-password' });
    expect(wrong.code, wrong.out).toBe(2);
    expect(wrong.out.trim()).toMatch(/^DOCUMENT_SIGNING_P12: not a PKCS#12 file this password opens/);
  }, 60_000);
});

/** Every file of our own code and tests, as text (no dependencies, no build output). */
async function sourceTexts(): Promise<string[]> {
  const texts: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (['node_modules', 'dist', '.git'].includes(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (/\.(ts|tsx|js|sh|json|yml|conf|md)$/.test(entry.name)) texts.push(await readFile(path, 'utf8'));
    }
  };
  for (const dir of ['backend', 'workers', 'shared', 'frontend/src', 'e2e', 'drills', 'bench', 'infra', 'docs'])
    await walk(join(root, dir));
  for (const file of ['docker-compose.yml', 'vitest.config.ts', 'README.md'])
    texts.push(await readFile(join(root, file), 'utf8'));
  return texts;
}

describe('no key in the source opens what the admins sealed', () => {
  it('an authenticator secret sealed under the key a new `npm start` makes opens with nothing written in the source', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sealed-'));
    try {
      const file = join(dir, 'secrets.env');
      await ensureLocalSecrets(file, {});
      const cfg = loadConfig(withLocalSecrets({ NODE_ENV: 'production', SECRETS_FILE: file }));
      const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
      const sealed = seal(secret, keyFrom(cfg.TOTP_KEY));
      expect(open(sealed, keyFrom(cfg.TOTP_KEY))).toBe(secret);

      // What an attacker with a copy of the database and of the repository would try: every 64-hex
      // literal as the key, and the SHA-256 of every quoted string (how the old development key was made).
      const texts = await sourceTexts();
      const hexKeys = new Set(texts.flatMap((t) => t.match(/\b[0-9a-f]{64}\b/gi) ?? []).map((h) => h.toLowerCase()));
      const strings = new Set(
        texts.flatMap((t) =>
          [...t.matchAll(/'([^'\\\n]{1,200})'|"([^"\\\n]{1,200})"|`([^`\\$]{1,200})`/g)].map(
            (m) => m[1] ?? m[2] ?? m[3]!,
          ),
        ),
      );
      expect(strings.size).toBeGreaterThan(5000);
      const candidates = [
        ...[...hexKeys].map((h) => Buffer.from(h, 'hex')),
        ...[...strings].map((s) => createHash('sha256').update(s).digest()),
      ];
      const opened = candidates.filter((k) => open(sealed, k) !== undefined);
      expect(opened).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
