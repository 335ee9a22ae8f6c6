import { readFileSync, writeFileSync } from 'node:fs';
import { generateCredentialKey } from '../credentials/key-format.ts';
import { localSecretsFile, readLocalSecrets } from '../local-secrets.ts';

/**
 * `npm run credential-key:rotate -w backend`: a new credential-signing key, added AFTER the others
 * (credentials/keys.ts: the last signs, every one stays published at /.well-known/jwks.json, so
 * credentials signed before still verify). Where the machine's .secrets.env holds CREDENTIAL_KEYS, the
 * line is rewritten in place; where the environment sets it, the new value is printed for the operator
 * to set. Either way the API must be restarted to sign with the new key (docs/OPERATIONS.md).
 */
const file = localSecretsFile();
const fromEnv = process.env.CREDENTIAL_KEYS;
const stored = readLocalSecrets(file)?.CREDENTIAL_KEYS;
const added = generateCredentialKey();

if (fromEnv) {
  console.log('[credential-key] CREDENTIAL_KEYS comes from the environment: set it to this value (the old keys kept, the new one last), then restart the API:');
  console.log(`CREDENTIAL_KEYS=${fromEnv},${added}`);
} else if (stored) {
  const text = readFileSync(file, 'utf8');
  writeFileSync(file, text.replace(/^CREDENTIAL_KEYS=.*$/m, `CREDENTIAL_KEYS=${stored},${added}`));
  console.log(`[credential-key] added a new signing key to ${file} (${stored.split(',').length + 1} keys; the newest signs, all are published). Restart the API.`);
} else {
  console.error(`[credential-key] no CREDENTIAL_KEYS in the environment or in ${file}: run npm start once (it makes the first key), or set CREDENTIAL_KEYS`);
  process.exit(2);
}
