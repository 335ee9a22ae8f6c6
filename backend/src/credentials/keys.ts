import type { KeyObject } from 'node:crypto';
import { calculateJwkThumbprint, type JWK } from 'jose';
import { algorithmOf, credentialKeyEntries, readCredentialKey } from './key-format.ts';

/**
 * The issuer's credential-signing keys: CREDENTIAL_KEYS is a comma-separated list of keys, oldest first
 * (key-format.ts). The LAST one signs, an RSA private key (RS256); the retired ones before it may be
 * public only, RSA or the P-256 keys (ES256) that signed before RS256. Every one stays published at
 * /.well-known/jwks.json, and each alone at /.well-known/jwks/<thumbprint>, so a credential signed
 * before a rotation still verifies.
 *
 * A key's id (kid) is what its credentials' headers carry: for an RSA key the absolute URL of its
 * single-key document (Open Badges 3.0 section 8.2: a kid is a URI that dereferences to the JWK), for a
 * P-256 key its bare RFC 7638 thumbprint, as those credentials were signed (they keep verifying
 * unchanged). Derived from the key and the public address: nothing to store, the same on every process.
 */
export type CredentialAlg = 'RS256' | 'ES256';

export interface CredentialKey {
  kid: string;
  /** RFC 7638 JWK thumbprint (SHA-256): the last part of the single-key URL. */
  thumbprint: string;
  alg: CredentialAlg;
  /** Present only where the entry holds the private key (always for the signing key). */
  privateKey?: KeyObject;
  /** The public half as published: the key's members (n, e or crv, x, y), kid, alg, use. */
  publicJwk: JWK;
}

export interface CredentialKeyRing {
  /** The newest key: it signs every credential and status list from now on. */
  signing: CredentialKey & { privateKey: KeyObject; alg: 'RS256' };
  /** Every key, oldest first (the newest included). */
  all: CredentialKey[];
}

/** Where one key is published alone (its kid, for an RSA key). */
export const singleKeyUrl = (issuerUrl: string, thumbprint: string) => `${issuerUrl}/.well-known/jwks/${thumbprint}`;

const rings = new Map<string, Promise<CredentialKeyRing>>();

/** The ring of a CREDENTIAL_KEYS value on the issuer at `issuerUrl` (the public address), read once per pair. */
export function credentialKeyRing(value: string, issuerUrl: string): Promise<CredentialKeyRing> {
  const cacheKey = `${issuerUrl}\n${value}`;
  let ring = rings.get(cacheKey);
  if (!ring) {
    ring = readRing(value, issuerUrl);
    rings.set(cacheKey, ring);
  }
  return ring;
}

async function readRing(value: string, issuerUrl: string): Promise<CredentialKeyRing> {
  const all: CredentialKey[] = await Promise.all(
    credentialKeyEntries(value).map(async (entry) => {
      const { privateKey, publicKey } = readCredentialKey(entry);
      const alg = algorithmOf(publicKey);
      if (!alg) throw new Error('CREDENTIAL_KEYS: a key is neither RSA of 2048 bits or more nor P-256');
      const { kty, crv, x, y, n, e } = publicKey.export({ format: 'jwk' });
      const jwk = (alg === 'RS256' ? { kty, n, e } : { kty, crv, x, y }) as JWK;
      const thumbprint = await calculateJwkThumbprint(jwk, 'sha256');
      const kid = alg === 'RS256' ? singleKeyUrl(issuerUrl, thumbprint) : thumbprint;
      return {
        kid,
        thumbprint,
        alg,
        ...(privateKey ? { privateKey } : {}),
        publicJwk: { ...jwk, kid, alg, use: 'sig' },
      };
    }),
  );
  const signing = all[all.length - 1];
  if (!signing) throw new Error('CREDENTIAL_KEYS holds no key');
  if (!signing.privateKey) throw new Error('CREDENTIAL_KEYS: the last key signs and must be a private key');
  if (signing.alg !== 'RS256') throw new Error('CREDENTIAL_KEYS: the last key signs RS256 and must be an RSA key');
  return { signing: { ...signing, privateKey: signing.privateKey, alg: 'RS256' }, all };
}
