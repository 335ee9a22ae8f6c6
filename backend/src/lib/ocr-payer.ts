import { createHmac, hkdfSync } from 'node:crypto';
import { config } from '../config.ts';
import { now } from './clock.ts';

/**
 * The key an upload's OCR seconds are charged to (workers/src/ocr/budget.ts): the client's address
 * key (client-key.ts: an IPv4 address, an IPv6 /64) sealed with a key of the server and the UTC day.
 * The upload's event carries it, and events are kept for good and copied into jobs in Redis, where no
 * address may go (docs/PRIVACY.md): this tells one address's uploads of one day apart from another's,
 * and nothing about the address. A new day gives a new key, so an address's hourly budget starts again
 * at midnight UTC at the latest, which only lets a little more OCR run.
 */
export function ocrPayer(clientKey: string): string {
  return createHmac('sha256', payerKey())
    .update(`${now().toISOString().slice(0, 10)} ${clientKey}`)
    .digest('base64url')
    .slice(0, 22);
}

let derived: { from: string; key: Buffer } | undefined;

/** A key of its own, derived from TOTP_KEY (the one secret every API process has), never the key itself. */
function payerKey(): Buffer {
  const secret = config().TOTP_KEY;
  // The API does not start without it, and only the API's upload routes name a payer.
  if (!secret) throw new Error('TOTP_KEY is not set in this process: only the API names the payer of an upload');
  if (derived?.from !== secret)
    derived = {
      from: secret,
      key: Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'hex'), Buffer.alloc(0), 'ocr budget payer', 32)),
    };
  return derived.key;
}
