import { createHash, randomBytes } from 'node:crypto';

/**
 * The tokens of the mailed one-time links (commands/one-time-links.ts, every purpose):
 * 32 random bytes, URL-safe. A table keeps only a token's SHA-256, so a leaked table opens nothing.
 */
export const newLinkToken = () => randomBytes(32).toString('base64url');

export const linkTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
