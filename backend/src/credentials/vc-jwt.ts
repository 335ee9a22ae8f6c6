import { CompactSign, compactVerify, decodeProtectedHeader, errors, importJWK } from 'jose';
import { CREDENTIAL_ALG, type CredentialKeyRing } from './keys.ts';

/**
 * VC-JOSE-COSE (W3C): a credential secured as a compact JWS whose payload is the credential itself
 * (no `vc` claim), header typ 'vc+jwt', cty 'vc', alg ES256 and the signing key's id.
 */
export const VC_JWT_MEDIA_TYPE = 'application/vc+jwt';

export async function signVcJwt(credential: object, ring: CredentialKeyRing): Promise<string> {
  return new CompactSign(new TextEncoder().encode(JSON.stringify(credential)))
    .setProtectedHeader({ alg: CREDENTIAL_ALG, typ: 'vc+jwt', cty: 'vc', kid: ring.signing.kid })
    .sign(ring.signing.privateKey);
}

/** What checking a VC-JWT against our keys found: whose key, whether intact, and the credential. */
export type VcJwtCheck = { ours: false } | { ours: true; intact: false } | { ours: true; intact: true; credential: Record<string, unknown> };

const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
export const looksLikeJwt = (text: string) => COMPACT_JWS.test(text);

export async function checkVcJwt(jwt: string, ring: CredentialKeyRing): Promise<VcJwtCheck> {
  let kid: unknown;
  let typ: unknown;
  try {
    ({ kid, typ } = decodeProtectedHeader(jwt));
  } catch {
    return { ours: false };
  }
  const key = ring.all.find((k) => k.kid === kid);
  if (!key) return { ours: false };
  if (typ !== 'vc+jwt') return { ours: true, intact: false };
  try {
    const { payload } = await compactVerify(jwt, await importJWK(key.publicJwk, CREDENTIAL_ALG), { algorithms: [CREDENTIAL_ALG] });
    const credential: unknown = JSON.parse(new TextDecoder().decode(payload));
    if (!credential || typeof credential !== 'object' || Array.isArray(credential)) return { ours: true, intact: false };
    return { ours: true, intact: true, credential: credential as Record<string, unknown> };
  } catch (err) {
    if (err instanceof errors.JOSEError || err instanceof SyntaxError) return { ours: true, intact: false };
    throw err;
  }
}
