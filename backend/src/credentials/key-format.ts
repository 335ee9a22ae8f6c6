import { createPrivateKey, createPublicKey, generateKeyPairSync, type JsonWebKey, type KeyObject } from 'node:crypto';

/**
 * The entries of CREDENTIAL_KEYS (credentials/keys.ts), oldest first. The last one signs, so it is a
 * P-256 private key, PKCS#8 DER in base64url (what `npm start` and the rotate command make). The
 * retired ones before it only verify what they signed: a private key as well, or only its public
 * half, SPKI DER in base64url (what the rotate command leaves of a retired key) or a JWK (JSON, as
 * /.well-known/jwks.json shows it). A retired key kept public only signs nothing if the API leaks.
 * Node's crypto only, so the configuration and `npm start`'s local secrets can use it without jose.
 */
export function generateCredentialKey(): string {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64url');
}

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

/** What is wrong with a CREDENTIAL_KEYS value, or undefined: every entry a P-256 key, the last (the signing one) private. */
export function credentialKeysProblem(value: string): string | undefined {
  const entries = credentialKeyEntries(value);
  if (!entries.length) return 'holds no key';
  const read = entries.map((entry) => {
    try {
      const key = readCredentialKey(entry);
      return key.publicKey.asymmetricKeyDetails?.namedCurve === 'prime256v1' ? key : undefined;
    } catch {
      return undefined;
    }
  });
  const bad = read.findIndex((key) => !key);
  if (bad >= 0) return `entry ${bad + 1} of ${entries.length} is not a P-256 key (a private key PKCS#8 in base64url; a retired one may be public only: SPKI in base64url, or a JWK)`;
  if (!read[read.length - 1]!.privateKey) return 'the last key signs, so it must be a private key (PKCS#8 DER in base64url): npm run credential-key:rotate -w backend makes one';
  return undefined;
}
