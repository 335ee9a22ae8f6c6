import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';

/**
 * One entry of CREDENTIAL_KEYS: a P-256 private key, PKCS#8 DER in base64url (credentials/keys.ts).
 * Node's crypto only, so the configuration and `npm start`'s local secrets can use it without jose.
 */
export function generateCredentialKey(): string {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64url');
}

export function readPrivateKey(entry: string): KeyObject {
  return createPrivateKey({ key: Buffer.from(entry.trim(), 'base64url'), format: 'der', type: 'pkcs8' });
}

/** Whether every entry of a CREDENTIAL_KEYS value reads as a P-256 private key. */
export function areCredentialKeys(value: string): boolean {
  const entries = value.split(',').filter((entry) => entry.trim());
  if (!entries.length) return false;
  return entries.every((entry) => {
    try {
      return readPrivateKey(entry).asymmetricKeyDetails?.namedCurve === 'prime256v1';
    } catch {
      return false;
    }
  });
}
