import { randomBytes } from 'node:crypto';
import { appendFileSync, chmodSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateCredentialKey } from './credentials/key-format.ts';
import { DEFAULT_COMPANY_NAME } from './company.ts';

/** A secrets file that cannot be read as NAME=value lines, or a SECRETS_FILE that is not absolute. */
export class LocalSecretsError extends Error {}

/**
 * The keys a machine makes for itself instead of taking them from the source: `npm start` writes them
 * once into `.secrets.env` at the repository root (git-ignored, mode 0600) and config() reads them from
 * there whenever the environment does not set them (never in tests). A key is never made again once
 * the file holds it: the admins' authenticator secrets sealed under TOTP_KEY would not open with a new one.
 * Sessions need no key: the cookie is a random id, nothing is signed (middlewares/session.ts).
 */
export const DEFAULT_SECRETS_FILE = fileURLToPath(new URL('../../.secrets.env', import.meta.url));

/** Where this machine's keys are: SECRETS_FILE (an absolute path) when set, else `.secrets.env` at the repository root. */
export function localSecretsFile(env: NodeJS.ProcessEnv = process.env): string {
  // Each process has its own working directory (npm -w runs in backend/, workers/): a relative path would differ.
  if (env.SECRETS_FILE && !isAbsolute(env.SECRETS_FILE)) throw new LocalSecretsError(`SECRETS_FILE: must be an absolute path, not ${env.SECRETS_FILE}`);
  return env.SECRETS_FILE || DEFAULT_SECRETS_FILE;
}

/** Each key the machine makes, and how: random bytes from node:crypto. */
export const generatedKeys: Record<string, (env: NodeJS.ProcessEnv) => string | Promise<string>> = {
  /** Seals the admins' TOTP secrets (lib/secret-box.ts). */
  TOTP_KEY: () => randomBytes(32).toString('hex'),
  /** Signs the Open Badges credentials and the status list (credentials/keys.ts); rotated by cli/rotate-credential-key.ts. */
  CREDENTIAL_KEYS: generateCredentialKey,
  /**
   * Signs the issued PDFs (signing/): a self-signed certificate for the company (COMPANY_NAME as the
   * environment has it now), its key from node:crypto, as a PKCS#12 in base64 without a password
   * (the file itself is the protection: mode 0600). Replace it with a CA-issued one: docs/OPERATIONS.md.
   * node-forge is loaded here only: config.ts imports this file, and every process would pay its import.
   */
  DOCUMENT_SIGNING_P12: async (env) => (await import('./signing/certificate.ts')).selfSignedP12(env.COMPANY_NAME || DEFAULT_COMPANY_NAME).toString('base64'),
};

/** NAME=value lines; blank lines and # comments are skipped. Undefined when the file does not exist. */
export function readLocalSecrets(file = localSecretsFile()): Record<string, string> | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  const values: Record<string, string> = {};
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (!match) throw new LocalSecretsError(`${file} line ${i + 1}: expected NAME=value`);
    values[match[1]!] = match[2]!;
  });
  return values;
}

const HEADER = [
  '# Keys this machine made for itself (npm start, backend/src/cli/local-secrets.ts). Never commit this file.',
  '# Back it up apart from the database backups: without TOTP_KEY the admins must set up their authenticators again.',
  '# DOCUMENT_SIGNING_P12 is a self-signed certificate for the PDFs; a CA-issued one set in the environment wins (docs/OPERATIONS.md).',
  '',
].join('\n');

/**
 * Makes the file (mode 0600) or adds the keys it lacks, keeping every value it already holds; a key
 * the environment sets is not made. Returns the names it generated now.
 */
export async function ensureLocalSecrets(file = localSecretsFile(), env: NodeJS.ProcessEnv = process.env): Promise<{ generated: string[] }> {
  const existing = readLocalSecrets(file);
  const missing = Object.keys(generatedKeys).filter((name) => existing?.[name] === undefined && !env[name]);
  const values = await Promise.all(missing.map((name) => generatedKeys[name]!(env)));
  const lines = missing.map((name, i) => `${name}=${values[i]}\n`).join('');
  if (!existing) {
    // 'wx': a second `npm start` racing this one fails here rather than overwriting the first one's keys.
    writeFileSync(file, HEADER + lines, { mode: 0o600, flag: 'wx' });
  } else if (lines) {
    appendFileSync(file, lines);
  }
  // Only the machine's user reads it, whatever the umask or an earlier copy left.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  return { generated: missing };
}
