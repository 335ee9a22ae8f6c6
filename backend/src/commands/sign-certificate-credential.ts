import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../config.ts';
import { STATUS_LIST_SIZE } from '../credentials/bitstring.ts';
import { issuerOf, keyRingOf } from '../credentials/issuer.ts';
import { credentialClaims, openBadgeCredential, type CredentialFacts } from '../credentials/open-badge.ts';
import { signVcJwt } from '../credentials/vc-jwt.ts';
import { takeStatusIndex } from './take-status-index.ts';

/**
 * A certificate's Open Badges credential as a VC-JWT, signed now with the newest key from the stored
 * document (docs/ARCHITECTURE.md: signed on request, not stored), carrying the certificate's status
 * index (take-status-index.ts).
 *
 * The GETs that answer a credential (the intern's download, /verify's) call it, though it may write:
 * a certificate issued before indexes were taken at issue has none, and takes it here, once and for
 * good. Every later call finds the index and writes nothing, so the GET stays idempotent: calling it
 * again changes nothing and answers the same certificate's credential.
 */
export async function signCertificateCredential(
  em: EntityManager,
  cfg: Config,
  facts: CredentialFacts & { documentId: number },
): Promise<string> {
  const ring = await keyRingOf(cfg);
  const issuer = issuerOf(cfg);
  const statusIndex = await takeStatusIndex(em, facts.documentId);
  return signVcJwt(
    openBadgeCredential(credentialClaims(facts, issuer), facts, issuer, statusIndex, STATUS_LIST_SIZE),
    ring,
  );
}
