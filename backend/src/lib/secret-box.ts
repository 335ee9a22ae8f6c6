import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Seals a small secret (an admin's TOTP secret) for storage with AES-256-GCM, so a copy of the database
 * alone does not give anyone the second factor. The key is TOTP_KEY, which the API requires (config.ts,
 * process-keys.ts): there is no stand-in key in the source, so nothing in it opens a sealed secret.
 * Format: `v1.<iv>.<tag>.<ciphertext>`, base64url parts.
 */
export function keyFrom(hex: string | undefined): Buffer {
  // The API does not start without it; only a process that never seals anything lacks it.
  if (!hex) throw new Error('TOTP_KEY is not set in this process: only the API seals and opens authenticator secrets');
  return Buffer.from(hex, 'hex');
}

export function seal(plain: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The plain text, or undefined when the box was sealed with another key or altered. */
export function open(sealed: string, key: Buffer): string | undefined {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
