import { createPrivateKey, createPublicKey, generateKeyPairSync, type JsonWebKey, type KeyObject } from 'node:crypto';

/**
 * The entries of CREDENTIAL_KEYS (credentials/keys.ts), oldest first. The last one signs, so it is an
 * RSA private key (RS256, the algorithm Open Badges 3.0 asks every verifier to support), PKCS#8 DER in
 * base64url (what `npm start` and the rotate command make). The retired ones before it only verify
 * what they signed: RSA keys, or the P-256 keys the credentials were signed with (ES256) before RS256;
 * a private key as well, or only its public half, SPKI DER in base64url (what the rotate command leaves
 * of a retired key) or a JWK (JSON, as /.well-known/jwks.json shows it). A retired key kept public only
 * signs nothing if the API leaks. Node's crypto only, so the configuration and `npm start`'s local
 * secrets can use it without jose.
 */
/**
 * RSA-2048: what OB 3.0 verifiers all accept, and a signature costs about 1-3 ms on the API's event loop
 * (3072 bits measured 9-12 ms here, for every download and status-list fetch). Rotate to a larger key
 * (the rotate command) when policy asks: readers accept 2048 bits and more.
 */
export const RSA_KEY_BITS = 2048;

export function generateCredentialKey(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: RSA_KEY_BITS });
  return privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64url');
}

/** Which algorithm a key signs and verifies with: RS256 for RSA of 2048 bits or more, ES256 for P-256; undefined for any other key. */
export function algorithmOf(key: KeyObject): 'RS256' | 'ES256' | undefined {
  const details = key.asymmetricKeyDetails;
  if (key.asymmetricKeyType === 'rsa' && (details?.modulusLength ?? 0) >= 2048) return 'RS256';
  if (key.asymmetricKeyType === 'ec' && details?.namedCurve === 'prime256v1') return 'ES256';
  return undefined;
}

/** True when the entry is an RSA key: what signs from now on (a P-256 entry is a retired key). */
export const isRsaEntry = (entry: string) => {
  try {
    return algorithmOf(readCredentialKey(entry).publicKey) === 'RS256';
  } catch {
    return false;
  }
};

/** One entry read: its public half always, its private key when the entry holds one. */
export interface CredentialKeyEntry {
  publicKey: KeyObject;
  privateKey?: KeyObject;
}

/** The entries of a CREDENTIAL_KEYS value: split at the commas outside a JWK's braces. */
export function credentialKeyEntries(value: string): string[] {
  const entries: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= value.length; i++) {
    const ch = value[i];
    if (ch === '{') depth += 1;
    else if (ch === '}') depth = Math.max(0, depth - 1);
    else if (i === value.length || (ch === ',' && depth === 0)) {
      entries.push(value.slice(start, i).trim());
      start = i + 1;
    }
  }
  return entries.filter(Boolean);
}

/** Reads one entry (PKCS#8, SPKI or a JWK); throws when it is none of them. */
export function readCredentialKey(entry: string): CredentialKeyEntry {
  const text = entry.trim();
  if (text.startsWith('{')) {
    const jwk = JSON.parse(text) as JsonWebKey;
    if (jwk.d !== undefined) {
      const privateKey = createPrivateKey({ key: jwk, format: 'jwk' });
      return { privateKey, publicKey: createPublicKey(privateKey) };
    }
    return { publicKey: createPublicKey({ key: jwk, format: 'jwk' }) };
  }
  const der = Buffer.from(text, 'base64url');
  try {
    const privateKey = createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
    return { privateKey, publicKey: createPublicKey(privateKey) };
  } catch {
    return { publicKey: createPublicKey({ key: der, format: 'der', type: 'spki' }) };
  }
}

/** An entry as the rotate command retires it: its public half only, SPKI DER in base64url. */
export function publicCredentialKey(entry: string): string {
  return readCredentialKey(entry).publicKey.export({ format: 'der', type: 'spki' }).toString('base64url');
}

/**
 * What is wrong with a CREDENTIAL_KEYS value, or undefined: every entry an RSA (2048 bits or more) or a
 * P-256 key, the last (the signing one) an RSA private key.
 */
export function credentialKeysProblem(value: string): string | undefined {
  const entries = credentialKeyEntries(value);
  if (!entries.length) return 'holds no key';
  const read = entries.map((entry) => {
    try {
      const key = readCredentialKey(entry);
      return algorithmOf(key.publicKey) ? key : undefined;
    } catch {
      return undefined;
    }
  });
  const bad = read.findIndex((key) => !key);
  if (bad >= 0) {
    return `entry ${bad + 1} of ${entries.length} is neither an RSA key of 2048 bits or more nor a P-256 key (a private key PKCS#8 in base64url; a retired one may be public only: SPKI in base64url, or a JWK)`;
  }
  const signing = read[read.length - 1]!;
  if (!signing.privateKey)
    return 'the last key signs, so it must be a private key (PKCS#8 DER in base64url): npm run credential-key:rotate -w backend makes one';
  if (algorithmOf(signing.publicKey) !== 'RS256') {
    return 'the last key signs, and credentials are signed RS256 (Open Badges 3.0): it must be an RSA private key; npm run credential-key:rotate -w backend adds one and keeps the P-256 key as a retired public key';
  }
  return undefined;
}
