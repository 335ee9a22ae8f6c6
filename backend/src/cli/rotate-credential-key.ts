import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { credentialKeyRing } from '../credentials/keys.ts';
import { credentialKeyEntries, generateCredentialKey, publicCredentialKey } from '../credentials/key-format.ts';
import { localSecretsFile, readLocalSecrets, setLocalSecret } from '../local-secrets.ts';

/**
 * `npm run credential-key:rotate -w backend [-- --out FILE]`: a new credential-signing key (RSA), added AFTER
 * the others (credentials/keys.ts: the last signs, every one stays published at /.well-known/jwks.json,
 * so credentials signed before still verify). The keys it retires are kept as their public halves only:
 * they verify what they signed and can sign nothing more. The new list is written, never printed: into
 * the machine's .secrets.env (mode 0600) when that is where CREDENTIAL_KEYS lives, or into the file
 * named by --out (made with mode 0600), which the operator must name when the environment sets the
 * keys. What it prints are key ids (public thumbprints) and counts. The API must then be restarted to
 * sign with the new key (docs/OPERATIONS.md).
 */
const say = (line: string) => console.log(`[credential-key] ${line}`);
const fail = (line: string): never => {
  console.error(`[credential-key] ${line}`);
  process.exit(2);
};

const { values: args } = parseArgs({ options: { out: { type: 'string' } } });
const secretsFile = localSecretsFile();
const fromEnv = process.env.CREDENTIAL_KEYS;
const current = fromEnv || readLocalSecrets(secretsFile)?.CREDENTIAL_KEYS;
if (!current)
  fail(
    `no CREDENTIAL_KEYS in the environment or in ${secretsFile}: run npm start once (it makes the first key), or set CREDENTIAL_KEYS`,
  );
// npm runs the script in backend/: a relative --out is where the operator typed it.
const out = args.out ? resolve(process.env.INIT_CWD ?? process.cwd(), args.out) : undefined;
if (fromEnv && !out) {
  fail(
    "CREDENTIAL_KEYS comes from the environment: name a file for the new list with --out FILE (it is made with mode 0600; no key is printed), set the API's CREDENTIAL_KEYS from it, then delete it",
  );
}

const retired = credentialKeyEntries(current!).map(publicCredentialKey);
const value = [...retired, generateCredentialKey()].join(',');
// Only the thumbprints are printed: the public address (the kid URL's start) does not matter here.
const ring = await credentialKeyRing(value, '');

if (out && !existsSync(out)) writeFileSync(out, `CREDENTIAL_KEYS=${value}\n`, { mode: 0o600, flag: 'wx' });
else setLocalSecret(out ?? secretsFile, 'CREDENTIAL_KEYS', value);

say(
  `new signing key ${ring.signing.thumbprint} (RSA, RS256); the ${retired.length} before it are kept as public keys only (they verify what they signed, and stay published): ${ring.all.length} keys`,
);
say(
  out
    ? `wrote CREDENTIAL_KEYS to ${out} (mode 0600): give the API that value (the old keys first, the new one last), restart it, then delete the file`
    : `wrote CREDENTIAL_KEYS to ${secretsFile} (mode 0600). Restart the API: it signs with the new key from then on`,
);
