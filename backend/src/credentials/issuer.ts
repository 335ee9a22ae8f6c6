import type { EntityManager } from '@mikro-orm/postgresql';
import { publicUrl, type Config } from '../config.ts';
import { serviceUnavailable } from '../errors.ts';
import { revokedStatusIndexes } from '../queries/credentials.ts';
import { STATUS_LIST_SIZE, encodeStatusList } from './bitstring.ts';
import { credentialKeyRing, type CredentialKeyRing } from './keys.ts';
import { statusListUrl, type Issuer } from './open-badge.ts';
import { signVcJwt } from './vc-jwt.ts';

/** The company as issuer: its name from config, its id the site's public address. */
export const issuerOf = (cfg: Config): Issuer => ({ url: publicUrl(cfg), name: cfg.COMPANY_NAME });

/** The key ring, or 503 when this installation has no CREDENTIAL_KEYS (the rest of the site works). */
export async function keyRingOf(cfg: Config): Promise<CredentialKeyRing> {
  if (!cfg.CREDENTIAL_KEYS) throw serviceUnavailable('credentialsUnavailable');
  return credentialKeyRing(cfg.CREDENTIAL_KEYS, publicUrl(cfg));
}

/**
 * List `list` (from 1) of the Bitstring Status List as a BitstringStatusListCredential VC-JWT, read
 * from the database now: a revoke shows in it at once (the answer may be cached up to 60 s).
 */
export async function statusListCredential(
  em: EntityManager,
  cfg: Config,
  list: number,
  now: Date = new Date(),
): Promise<string> {
  const ring = await keyRingOf(cfg);
  const issuer = issuerOf(cfg);
  const from = (list - 1) * STATUS_LIST_SIZE;
  const set = await revokedStatusIndexes(em, from, from + STATUS_LIST_SIZE);
  const url = statusListUrl(issuer, list);
  const credential = {
    '@context': ['https://www.w3.org/ns/credentials/v2'],
    id: url,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: issuer.url,
    validFrom: now.toISOString(),
    credentialSubject: {
      id: `${url}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList: encodeStatusList(set.map((index) => index - from)),
      // Bitstring Status List's hint of how long a copy may be used (ms): the same minute as the HTTP cache.
      ttl: 60_000,
    },
  };
  return signVcJwt(credential, ring);
}
