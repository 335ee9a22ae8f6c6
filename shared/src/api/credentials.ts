import { z } from 'zod';
import { messages } from '../messages.ts';

/**
 * GET /api/credentials/status/:list: the lists are numbered from 1, in one spelling only (no sign,
 * leading zero, exponent or fraction: '01' and '1e3' are not list 1 and list 1000). Nine digits at most,
 * far past any list in use; the route answers 404 past the highest list in use.
 */
export const statusListParams = z.object({
  list: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, messages.notFound)
    .transform(Number),
});

/** GET /.well-known/jwks.json (RFC 7517): the issuer's public keys, each with its kid. */
export interface Jwks {
  keys: { kty: string; crv?: string; x?: string; y?: string; kid?: string; alg?: string; use?: string }[];
}
