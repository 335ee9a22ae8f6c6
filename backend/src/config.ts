import { z } from 'zod';
import { credentialKeysProblem } from './credentials/key-format.ts';
import { DEFAULT_COMPANY_NAME } from './company.ts';
import { localSecretsFile, LocalSecretsError, readLocalSecrets } from './local-secrets.ts';
import { declaredProcess, processKeys, readsSetting, type KeySetting, type ProcessKind } from './process-keys.ts';
import { certificateListProblem } from './signing/verifying-certificates.ts';

/**
 * Every setting, read once from the environment and validated. A bad value stops the process with
 * a message naming the variable, so a typo never becomes a silent default in production.
 */
/** A local machine's database: the site's own role, and the owner that runs migrations (infra/services.sh). */
export const localDatabase = {
  app: 'postgres://enrolment_app:enrolment_app@127.0.0.1:5432/enrolment',
  owner: 'postgres://postgres:postgres@127.0.0.1:5432/enrolment',
};

const localDefaults = {
  PORT: '3000',
  DATABASE_URL: localDatabase.app,
  REDIS_URL: 'redis://127.0.0.1:6379/0',
};

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535),
  PUBLIC_URL: z.url().optional(),
  /** The site's own role: rows only (backend/src/db/app-role.ts). */
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres://'),
  /** The schema owner's connection (migrations, backup, restore); DATABASE_URL when unset. */
  MIGRATION_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis://'),
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]+$/i)
    .default('enrol'),
  /** Where `npm start` keeps this machine's keys (local-secrets.ts); `.secrets.env` at the repository root when unset. */
  SECRETS_FILE: z
    .string()
    .refine((p) => p.startsWith('/'), 'must be an absolute path')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  /** Never send mail over an unencrypted connection: an smtp:// server must offer STARTTLS (smtps:// always is TLS). */
  SMTP_REQUIRE_TLS: z.stringbool().default(false),
  MAIL_OUTBOX_DIR: z.string().default('.outbox'),
  /**
   * Where POST /api/uploads streams a payment screenshot before a worker moves it into PostgreSQL
   * (commands/store-spooled-upload.ts): one directory the API and the workers both reach at this path
   * (the same machine, or a volume both mount), on a disk that survives a restart.
   */
  UPLOAD_SPOOL_DIR: z.string().default('.upload-spool'),
  MAIL_FROM: z.string().default('Tamil Nadu Tech Academy <hello@example.in>'),
  ADMIN_EMAIL: z.email().default('admin@example.in'),
  ADMIN_PASSWORD: z.string().min(10, 'must be at least 10 characters').optional(),
  /**
   * Seals the admins' TOTP secrets at rest (AES-256-GCM): 64 hex characters. The API requires it in
   * every mode (process-keys.ts): no key is written in the source. `npm start` makes one into
   * .secrets.env (local-secrets.ts); the tests make one per run (vitest.config.ts).
   */
  TOTP_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'must be 64 hex characters (openssl rand -hex 32)')
    .optional(),
  /**
   * The Open Badges credentials' keys (credentials/keys.ts, key-format.ts): comma-separated, oldest
   * first; the last signs RS256 and is an RSA private key (PKCS#8 DER in base64url), the retired ones
   * (RSA, or the P-256 keys of the ES256 credentials issued before) may be public only (SPKI in
   * base64url, or a JWK); all are published at /.well-known/jwks.json. `npm start` makes one into
   * .secrets.env (and adds an RSA key after a P-256 one there); `npm run credential-key:rotate -w
   * backend` adds a newer one and keeps only the public half of the one it retires. Unset, the credential routes answer 503 (the rest of
   * the site works). Only the API reads it.
   */
  CREDENTIAL_KEYS: z
    .string()
    .superRefine((value, ctx) => {
      const problem = credentialKeysProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
  JOB_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(6),
  /** How often the workers' reconciler puts back jobs Redis lost (docs/OPERATIONS.md). */
  RECONCILE_MS: z.coerce.number().int().min(1000).default(60_000),
  JOB_BACKOFF_MS: z.coerce.number().int().min(1).default(2000),
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * How many reverse proxies in front of the app each append the address they saw to X-Forwarded-For.
   * The client's address is the one the outermost of them appended; anything further left was written
   * by the client. 0: no proxy, the socket's address (X-Forwarded-* ignored).
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** A bearer token for Prometheus on GET /metrics (compared in constant time). */
  METRICS_TOKEN: z
    .string()
    .min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)')
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
    .optional(),
  /** GET /metrics answers loopback peers without credentials. Off: behind a local proxy every request comes from loopback. */
  METRICS_ALLOW_LOOPBACK: z.stringbool().default(false),
  BLOCK_DEVTOOLS: z.stringbool().default(false),
  FRONTEND_DIST: z.string().default(new URL('../../frontend/dist', import.meta.url).pathname),

  COMPANY_NAME: z.string().min(1).default(DEFAULT_COMPANY_NAME),
  COMPANY_UPI_ID: z
    .string()
    .regex(/^[\w.-]+@[\w.-]+$/, 'must look like name@bank')
    .default('tntechacademy@okaxis'),
  COMPANY_UPI_NAME: z.string().min(1).default('TN Tech Consultancy'),
  COMPANY_EMAIL: z.email().default('hr@example.in'),
  COMPANY_PHONE: z.string().min(6).default('+91 90000 00000'),
  COMPANY_ADDRESS: z
    .string()
    .min(1)
    .default('Head office: Thillai Nagar, Tiruchirappalli (Trichy), Tamil Nadu 620018, India'),
  /** The grievance officer the privacy notice names (DPDP Act 2023, s. 8(10)); the company's contact when unset. */
  GRIEVANCE_NAME: z.string().min(1).default('Grievance Officer'),
  GRIEVANCE_EMAIL: z.email().optional(),
  GRIEVANCE_PHONE: z.string().min(6).optional(),
  /** Days a payment screenshot is kept after the payment is validated or rejected (docs/PRIVACY.md). */
  SCREENSHOT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /**
   * Seconds of OCR the screenshots uploaded from one address (an IPv4 address or an IPv6 /64) may use
   * in an hour, and all of them together (workers/src/ocr/budget.ts). A phone screenshot takes 1-5 s;
   * several people behind one address (a college's network, a mobile carrier's NAT) share the first.
   */
  OCR_SECONDS_PER_ADDRESS: z.coerce.number().int().min(1).max(3600).default(120),
  OCR_SECONDS_PER_HOUR: z.coerce.number().int().min(1).max(36_000).default(1800),
  /**
   * The workers' scheduling priority (nice, 0-19): on a machine shared with the API, an enrolment's
   * request must not wait for a core behind an OCR reading or a PDF (the workers catch up later;
   * docs/CAPACITY.md). 0 leaves it as started, e.g. on a machine of their own.
   */
  WORKER_NICE: z.coerce.number().int().min(0).max(19).default(10),
  /**
   * How long the reading of an upload no registration took yet may take, in ms (unset: 8,000,
   * workers/src/processors/read-screenshot.ts). A machine much slower than a phone screenshot's 1-5 s
   * may raise it; a registration's screenshot always gets the full 30 s.
   */
  OCR_UNATTACHED_DEADLINE_MS: z.coerce.number().int().min(1000).max(30_000).optional(),
  /**
   * The company's document-signing certificate and its key, as a PKCS#12 (.p12/.pfx) file: an absolute
   * path, or the file in base64. Only the workers read it: they sign every issued PDF with it (PAdES;
   * backend/src/signing/). `npm start` makes a self-signed one into .secrets.env when none is set; the
   * tests make one per run (vitest.config.ts). A CA-issued one: docs/OPERATIONS.md.
   */
  DOCUMENT_SIGNING_P12: z
    .string()
    .refine(
      (v) => v.startsWith('/') || /^[A-Za-z0-9+/=]+$/.test(v),
      'must be an absolute path to a PKCS#12 file, or the file in base64',
    )
    .optional(),
  DOCUMENT_SIGNING_P12_PASSWORD: z.string().default(''),
  /**
   * The certificates the verifier knows our PDFs by (signing/verifying-certificates.ts): the current one
   * and every earlier one, oldest first, so a PDF signed before a renewal is still ours; certificates
   * only, so the API that reads visitors' files holds no signing key. Base64 DER entries,
   * comma-separated, or absolute paths to PEM files, or PEM text. `npm start` writes the certificate of
   * the PKCS#12 it signs with into .secrets.env, and adds a new one after a renewal. Unset, no PDF is ours.
   */
  DOCUMENT_SIGNING_CERTS: z
    .string()
    .superRefine((value, ctx) => {
      const problem = certificateListProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
  CERTIFICATE_PREFIX: z
    .string()
    .regex(/^[A-Z0-9]+IN$/, 'must be upper-case letters or digits ending in IN')
    .default('TNTAIN'),
});

export type Config = z.infer<typeof schema>;

/**
 * Settings that no longer exist. Refused rather than ignored: an operator who set TRUST_PROXY=true
 * and silently got no proxy trust would see every visitor as the proxy's one address (and share one
 * rate limit); guessing a hop count for them could trust an address a client wrote.
 */
const retired: Record<string, string> = {
  TRUST_PROXY:
    'no longer read: set TRUST_PROXY_HOPS to the number of reverse proxies in front of the app (1 for one nginx or load balancer, 0 for none) and remove TRUST_PROXY',
  // Refused too: links left here would silently stop showing on the dashboard.
  RESOURCE_LINKS:
    "no longer read: each course's resource links are edited in the catalogue (Admin, Catalogue, the course's Resources) and published; copy them there and remove RESOURCE_LINKS",
};

export class ConfigError extends Error {}

/** Why a process of this kind cannot start without a key, for each key it requires (process-keys.ts). */
const requiredMessages: Partial<Record<KeySetting, string>> = {
  TOTP_KEY:
    "is required: the key that sealed the admins' authenticator secrets, 64 hex characters (npm start makes one into .secrets.env, or SECRETS_FILE; elsewhere set it: for a new installation, openssl rand -hex 32)",
};

/**
 * The settings of a process of `kind` (process-keys.ts): the keys it does not use are left out even when
 * the environment has them, and those it requires must be there. Without a kind (a command-line tool, a
 * test), every setting is read and none of the keys is required.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, kind: ProcessKind | undefined = undefined): Config {
  const input: Record<string, string | undefined> = { ...localDefaults };
  for (const [key, value] of Object.entries(env))
    if (value !== undefined && value !== '' && readsSetting(kind, key)) input[key] = value;
  // The local owner goes with the local app role; a DATABASE_URL of one's own keeps its own owner.
  if (!env.DATABASE_URL && !env.MIGRATION_DATABASE_URL) input.MIGRATION_DATABASE_URL = localDatabase.owner;
  const parsed = schema.safeParse(input);
  const lines = Object.entries(retired)
    .filter(([name]) => input[name] !== undefined)
    .map(([name, message]) => `  ${name}: ${message}`);
  for (const name of kind ? processKeys[kind].requires : []) {
    if (input[name] === undefined) lines.push(`  ${name}: ${requiredMessages[name] ?? 'is required'}`);
  }
  if (!parsed.success) lines.push(...parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`));
  if (lines.length > 0 || !parsed.success) throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  return parsed.data;
}

/**
 * The environment, with the keys of the machine's .secrets.env (local-secrets.ts) where it sets none.
 * Never in tests: what a developer's `npm start` made must not decide what a test sees.
 */
export function withLocalSecrets(env: NodeJS.ProcessEnv, kind: ProcessKind | undefined = undefined): NodeJS.ProcessEnv {
  if (env.NODE_ENV === 'test') return env;
  const stored = readLocalSecrets(localSecretsFile(env));
  if (!stored) return env;
  const merged: NodeJS.ProcessEnv = {};
  // Only the keys this process uses are taken from the file (process-keys.ts).
  for (const [key, value] of Object.entries(stored))
    if (key !== 'NODE_ENV' && readsSetting(kind, key)) merged[key] = value;
  for (const [key, value] of Object.entries(env)) if (value !== undefined && value !== '') merged[key] = value;
  return merged;
}

let cached: Config | undefined;

/**
 * The process-wide configuration, with the keys of the process's kind only (process-keys.ts); tests may
 * call loadConfig() with their own environment. A bad or missing setting ends the process here (exit 2)
 * with the message alone: log.ts and orm-config.ts ask for it while modules load, before an entry
 * point's own error handling runs (so the entry point declares its kind in its first import).
 */
export function config(): Config {
  if (!cached) {
    try {
      const kind = declaredProcess();
      cached = loadConfig(withLocalSecrets(process.env, kind), kind);
    } catch (err) {
      if (!(err instanceof ConfigError || err instanceof LocalSecretsError)) throw err;
      console.error(err.message);
      process.exit(2);
    }
  }
  return cached;
}

export function publicUrl(cfg: Config = config()): string {
  return (cfg.PUBLIC_URL ?? `http://localhost:${cfg.PORT}`).replace(/\/$/, '');
}
