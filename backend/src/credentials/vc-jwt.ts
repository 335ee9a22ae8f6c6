import { CompactSign, compactVerify, decodeProtectedHeader, errors, importJWK } from 'jose';
import type { CredentialKeyRing } from './keys.ts';

/**
 * A credential secured as a compact JWS whose payload is the credential itself (VC-JOSE-COSE: no `vc`
 * claim), in the form Open Badges 3.0 section 8.2 ("JSON Web Token Proof Format") prescribes, so an OB
 * 3.0 verifier accepts it: header alg RS256, typ 'JWT', kid the absolute URL of the signing key's JWK
 * and nothing else (OB allows no other header; hence no `cty`); the payload's registered claims mirror
 * the credential: iss = issuer.id, jti = id, sub = credentialSubject.id, nbf = validFrom and exp =
 * validUntil (seconds). VC-JOSE-COSE allows them as long as they agree with the credential.
 */
export const VC_JWT_MEDIA_TYPE = 'application/vc+jwt';

/** The headers our own credentials may carry: OB 3.0's 'JWT', VC-JOSE-COSE's 'vc+jwt' (what we signed before), or none. */
const ACCEPTED_TYP = new Set([undefined, 'JWT', 'vc+jwt']);

const seconds = (iso: unknown) => {
  const ms = typeof iso === 'string' ? Date.parse(iso) : NaN;
  return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000);
};

/** The JWT claims OB 3.0 section 8.2 requires of a credential, taken from the credential (absent members are left out). */
export function registeredClaims(credential: Record<string, unknown>) {
  const issuer = credential.issuer as string | { id?: unknown } | undefined;
  const subject = credential.credentialSubject as { id?: unknown } | undefined;
  const claims = {
    iss: typeof issuer === 'string' ? issuer : issuer?.id,
    jti: credential.id,
    sub: subject?.id,
    nbf: seconds(credential.validFrom),
    exp: seconds(credential.validUntil),
  };
  return Object.fromEntries(Object.entries(claims).filter(([, value]) => value !== undefined));
}

export async function signVcJwt(credential: Record<string, unknown>, ring: CredentialKeyRing): Promise<string> {
  const payload = { ...credential, ...registeredClaims(credential) };
  return new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: ring.signing.alg, typ: 'JWT', kid: ring.signing.kid })
    .sign(ring.signing.privateKey);
}

/**
 * What checking a VC-JWT against our keys found: not our key; our key but not what it signed
 * (changed); our key and intact but a JWT type we do not issue (an SD-JWT, say: unsupported); or the
 * credential, intact, with the JWT's claims in it.
 */
export type VcJwtCheck =
  | { verdict: 'foreign' }
  | { verdict: 'changed' }
  | { verdict: 'unsupported' }
  | { verdict: 'intact'; credential: Record<string, unknown> };

const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
export const looksLikeJwt = (text: string) => COMPACT_JWS.test(text);

/**
 * Checks a JWT against our keys: the key its kid names (the URL of an RSA key, the thumbprint of a
 * retired P-256 one), verified with that key's own algorithm only (an alg the key does not sign with
 * is refused, not tried).
 */
export async function checkVcJwt(jwt: string, ring: CredentialKeyRing): Promise<VcJwtCheck> {
  let kid: unknown;
  let typ: unknown;
  try {
    ({ kid, typ } = decodeProtectedHeader(jwt));
  } catch {
    return { verdict: 'foreign' };
  }
  const key = ring.all.find((k) => k.kid === kid);
  if (!key) return { verdict: 'foreign' };
  let credential: unknown;
  try {
    const { payload } = await compactVerify(jwt, await importJWK(key.publicJwk, key.alg), { algorithms: [key.alg] });
    credential = JSON.parse(new TextDecoder().decode(payload));
  } catch (err) {
    if (err instanceof errors.JOSEError || err instanceof SyntaxError) return { verdict: 'changed' };
    throw err;
  }
  if (!credential || typeof credential !== 'object' || Array.isArray(credential)) return { verdict: 'changed' };
  if (!ACCEPTED_TYP.has(typ as string | undefined)) return { verdict: 'unsupported' };
  return { verdict: 'intact', credential: credential as Record<string, unknown> };
}
