/**
 * Which process reads which key. Each long-running process declares what it is before anything reads
 * the configuration (its entry point's first import: backend/src/api-process.ts, workers/src/process.ts),
 * and config.ts then takes from the environment and from .secrets.env only the keys that process
 * uses: a process that never had a key cannot leak it (a crash dump, a bug that prints its settings,
 * an attacker's code running inside it). A process that declares nothing (the command-line tools, the
 * tests) reads every setting and requires none of these.
 */
export type ProcessKind = 'api' | 'workers';

/** The settings that are keys or passwords: each is read only by the processes named below. */
export const KEY_SETTINGS = [
  'TOTP_KEY',
  'CREDENTIAL_KEYS',
  'DOCUMENT_SIGNING_P12',
  'DOCUMENT_SIGNING_P12_PASSWORD',
  'METRICS_TOKEN',
  'SMTP_URL',
  'ADMIN_PASSWORD',
] as const;
export type KeySetting = (typeof KEY_SETTINGS)[number];

export const processKeys: Record<ProcessKind, { reads: readonly KeySetting[]; requires: readonly KeySetting[] }> = {
  // Seals and opens the admins' authenticator secrets (two-factor sign-in), signs the credentials and
  // the status list when they are asked for, guards /metrics. PDFs it only verifies, by the
  // certificates of DOCUMENT_SIGNING_CERTS, which are not keys.
  api: { reads: ['TOTP_KEY', 'CREDENTIAL_KEYS', 'METRICS_TOKEN'], requires: ['TOTP_KEY'] },
  // Signs every issued PDF and sends the mail. No credential, no second factor. The PKCS#12 is required
  // by workers/src/main.ts itself, which opens it at start (signing/certificate.ts says what is wrong).
  workers: { reads: ['DOCUMENT_SIGNING_P12', 'DOCUMENT_SIGNING_P12_PASSWORD', 'SMTP_URL'], requires: [] },
};

let declared: ProcessKind | undefined;

/** Called once by a process's entry point, before the configuration is first read. */
export function declareProcess(kind: ProcessKind): void {
  declared = kind;
}

export function declaredProcess(): ProcessKind | undefined {
  return declared;
}

/** Whether a process of this kind reads this setting (every setting that is not a key; undeclared: all). */
export function readsSetting(kind: ProcessKind | undefined, name: string): boolean {
  if (!kind || !(KEY_SETTINGS as readonly string[]).includes(name)) return true;
  return (processKeys[kind].reads as readonly string[]).includes(name);
}
