import type { KeyObject } from 'node:crypto';
import { calculateJwkThumbprint, type JWK } from 'jose';
import { credentialKeyEntries, readCredentialKey } from './key-format.ts';

/**
 * The issuer's credential-signing keys (issue 30): CREDENTIAL_KEYS is a comma-separated list of P-256
 * keys, oldest first (key-format.ts). The LAST one signs and is a private key; the retired ones before
 * it may be public only. Every one stays published at /.well-known/jwks.json, so a credential signed
 * before a rotation still verifies. A key's id (kid) is its RFC 7638 JWK thumbprint: nothing to
 * store, the same on every process.
 */
export const CREDENTIAL_ALG = 'ES256';

export interface CredentialKey {
  kid: string;
  /** Present only where the entry holds the private key (always for the signing key). */
  privateKey?: KeyObject;
  /** The public half as published: kty, crv, x, y, kid, alg, use. */
  publicJwk: JWK;
}

export interface CredentialKeyRing {
  /** The newest key: it signs every credential and status list from now on. */
  signing: CredentialKey & { privateKey: KeyObject };
  /** Every key, oldest first (the newest included). */
  all: CredentialKey[];
}

const rings = new Map<string, Promise<CredentialKeyRing>>();

/** The ring of a CREDENTIAL_KEYS value, read once per value. */
export function credentialKeyRing(value: string): Promise<CredentialKeyRing> {
  let ring = rings.get(value);
  if (!ring) {
    ring = readRing(value);
    rings.set(value, ring);
  }
  return ring;
}

async function readRing(value: string): Promise<CredentialKeyRing> {
  const all: CredentialKey[] = await Promise.all(
    credentialKeyEntries(value).map(async (entry) => {
      const { privateKey, publicKey } = readCredentialKey(entry);
      const { kty, crv, x, y } = publicKey.export({ format: 'jwk' });
      const jwk = { kty, crv, x, y } as JWK;
      const kid = await calculateJwkThumbprint(jwk, 'sha256');
      return { kid, ...(privateKey ? { privateKey } : {}), publicJwk: { ...jwk, kid, alg: CREDENTIAL_ALG, use: 'sig' } };
    }),
  );
  const signing = all[all.length - 1];
  if (!signing) throw new Error('CREDENTIAL_KEYS holds no key');
  if (!signing.privateKey) throw new Error('CREDENTIAL_KEYS: the last key signs and must be a private key');
  return { signing: { ...signing, privateKey: signing.privateKey }, all };
}
