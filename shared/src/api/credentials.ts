import { z } from 'zod';
import { messages } from '../messages.ts';

/** GET /api/credentials/status/:list: the lists are numbered from 1. */
export const statusListParams = z.object({ list: z.coerce.number().int().min(1, messages.notFound).max(10_000, messages.notFound) });

/** GET /.well-known/jwks.json (RFC 7517): the issuer's public keys, each with its kid. */
export interface Jwks {
  keys: { kty: string; crv?: string; x?: string; y?: string; kid?: string; alg?: string; use?: string }[];
}
