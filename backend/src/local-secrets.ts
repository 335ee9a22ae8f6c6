import { randomBytes } from 'node:crypto';
import { appendFileSync, chmodSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  credentialKeyEntries,
  generateCredentialKey,
  isRsaEntry,
  publicCredentialKey,
} from './credentials/key-format.ts';
import { DEFAULT_COMPANY_NAME } from './company.ts';
import { certificateEntry, readCertificateList } from './signing/verifying-certificates.ts';

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
  if (env.SECRETS_FILE && !isAbsolute(env.SECRETS_FILE))
    throw new LocalSecretsError(`SECRETS_FILE: must be an absolute path, not ${env.SECRETS_FILE}`);
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
  DOCUMENT_SIGNING_P12: async (env) =>
    (await import('./signing/certificate.ts'))
      .selfSignedP12(env.COMPANY_NAME || DEFAULT_COMPANY_NAME)
      .toString('base64'),
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
  '# DOCUMENT_SIGNING_P12 is a self-signed certificate for the PDFs (the workers sign with it); a CA-issued one set in the environment wins (docs/OPERATIONS.md).',
  '# DOCUMENT_SIGNING_CERTS: every certificate the PDFs were signed with, oldest first (the API verifies with them; certificates only, no key).',
  '',
].join('\n');

/**
 * Sets one NAME=value line of the file, in place (or at its end), keeping every other line: written to a
 * new file of mode 0600 beside it, then renamed over it, so the file is never half written nor readable
 * by anyone else for a moment.
 */
export function setLocalSecret(file: string, name: string, value: string): void {
  const text = readFileSync(file, 'utf8');
  const line = new RegExp(`^${name}=.*$`, 'm');
  const next = line.test(text)
    ? text.replace(line, () => `${name}=${value}`)
    : `${text}${text.endsWith('\n') || !text ? '' : '\n'}${name}=${value}\n`;
  const temporary = join(dirname(file), `.${basename(file)}.${randomBytes(6).toString('hex')}`);
  try {
    writeFileSync(temporary, next, { mode: 0o600, flag: 'wx' });
    renameSync(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
}

/** What ensureLocalSecrets did to DOCUMENT_SIGNING_CERTS. */
export type CertificatesNote =
  /** The file's list already holds the certificate the workers sign with, or nothing signs. */
  | undefined
  /** The list was made now, from the certificate the workers sign with. */
  | 'written'
  /** A new certificate (a renewal) was added after the earlier ones. */
  | 'added'
  /** The environment sets the list, and it lacks the certificate the workers sign with. */
  | 'missing-from-environment';

/**
 * The verifier's certificates (DOCUMENT_SIGNING_CERTS, for the API) follow the PKCS#12 the workers sign
 * with (DOCUMENT_SIGNING_P12, from the environment or the file): its certificate and chain are added to
 * the file's list when they are not in it yet, after the earlier ones, which stay: a renewal keeps every
 * PDF signed before verifiable. A list the environment sets is the operator's, and only checked.
 */
async function ensureVerifyingCertificates(file: string, env: NodeJS.ProcessEnv): Promise<CertificatesNote> {
  const stored = readLocalSecrets(file) ?? {};
  const p12 = env.DOCUMENT_SIGNING_P12 || stored.DOCUMENT_SIGNING_P12;
  if (!p12) return undefined;
  const { documentSigner } = await import('./signing/certificate.ts');
  const signer = documentSigner({
    DOCUMENT_SIGNING_P12: p12,
    DOCUMENT_SIGNING_P12_PASSWORD: env.DOCUMENT_SIGNING_P12_PASSWORD || stored.DOCUMENT_SIGNING_P12_PASSWORD || '',
  });
  const needed = [signer.certificate, ...signer.chain];
  const listed = env.DOCUMENT_SIGNING_CERTS || stored.DOCUMENT_SIGNING_CERTS;
  const known = listed ? readCertificateList(listed).map((certificate) => certificate.raw) : [];
  const lacking = needed.filter((der) => !known.some((have) => have.equals(der)));
  if (lacking.length === 0) return undefined;
  if (env.DOCUMENT_SIGNING_CERTS) return 'missing-from-environment';
  const entries = [
    ...(stored.DOCUMENT_SIGNING_CERTS ? [stored.DOCUMENT_SIGNING_CERTS] : []),
    ...lacking.map(certificateEntry),
  ];
  setLocalSecret(file, 'DOCUMENT_SIGNING_CERTS', entries.join(','));
  return stored.DOCUMENT_SIGNING_CERTS ? 'added' : 'written';
}

/**
 * Credentials are signed RS256 (Open Badges 3.0 section 8.2). A machine whose file still signs with the
 * P-256 key of the ES256 credentials gets a new RSA key after it, and the P-256 key is kept as its public
 * half only, as the rotate command does (cli/rotate-credential-key.ts): what it signed keeps verifying
 * and stays published, and it signs nothing more. A list the environment sets is the operator's (the
 * configuration refuses it until they rotate). True when it added the key.
 */
function ensureRsaSigningKey(file: string, env: NodeJS.ProcessEnv): boolean {
  if (env.CREDENTIAL_KEYS) return false;
  const stored = readLocalSecrets(file)?.CREDENTIAL_KEYS;
  const entries = stored ? credentialKeyEntries(stored) : [];
  const signing = entries[entries.length - 1];
  if (!signing || isRsaEntry(signing)) return false;
  setLocalSecret(file, 'CREDENTIAL_KEYS', [...entries.map(publicCredentialKey), generateCredentialKey()].join(','));
  return true;
}

/**
 * Makes the file (mode 0600) or adds the keys it lacks, keeping every value it already holds; a key
 * the environment sets is not made. Then an RSA signing key where the file's signs ES256
 * (ensureRsaSigningKey) and the verifier's certificates (ensureVerifyingCertificates). Returns the
 * names it generated now, whether it added the RSA key, and what it did to the certificates.
 */
export async function ensureLocalSecrets(
  file = localSecretsFile(),
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ generated: string[]; rsaKeyAdded: boolean; certificates: CertificatesNote }> {
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
  const rsaKeyAdded = ensureRsaSigningKey(file, env);
  return { generated: missing, rsaKeyAdded, certificates: await ensureVerifyingCertificates(file, env) };
}
