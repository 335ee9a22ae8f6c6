import type { EntityManager } from '@mikro-orm/postgresql';
import type { FileCheck } from 'shared/api/verify';
import { STATUS_LIST_SIZE } from '../credentials/bitstring.ts';
import { issuerOf, keyRingOf } from '../credentials/issuer.ts';
import { certificateKindIn, statusListUrl, verificationTokenIn } from '../credentials/open-badge.ts';
import { outsideValidityPeriod } from '../credentials/validity-period.ts';
import { checkVcJwt, looksLikeJwt } from '../credentials/vc-jwt.ts';
import type { Config } from '../config.ts';
import { now } from '../lib/clock.ts';
import { credentialStanding } from '../queries/credentials.ts';
import { checkPdfFile } from './check-pdf.ts';

const UNKNOWN: FileCheck = { kind: 'unknown', ours: false, intact: false, certificate: null };
/** A credential we cannot check (not a VC-JWT): nothing about it was checked, so nothing is vouched for or called forged. */
const OTHER_FORMAT: FileCheck = { kind: 'other-format', ours: false, intact: false, certificate: null };

/**
 * What the verifier on /verify says of what a visitor brought (POST /api/verify/file): a PDF goes to
 * the signed-PDF check; a credential (the VC-JWT, as downloaded, or pasted; a JSON file holding it as a
 * string is read too) is checked against our keys (typ 'JWT', 'vc+jwt' or none), then its validity
 * period against now, then the certificate it names is looked up by its status index: current (the
 * certificate's own index, and the credential states what the certificate states now) and revoked (its
 * status bit, the same rule the status list serves). A credential in a format we do not issue (Data
 * Integrity, a JWT of another type) is answered as such.
 *
 * The row at that index vouches for the credential only when its document is the one the credential
 * names: the same certificate number and the same /verify token (in the credential's id). Otherwise
 * (no row at the index, or one of another certificate, as after an index was issued again) the
 * credential reads not current and no longer valid, with its own link: never another document's
 * standing or link.
 */
export async function checkFile(em: EntityManager, cfg: Config, bytes: Buffer): Promise<FileCheck> {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return checkPdfFile(em, bytes, cfg);
  const text = bytes.toString('utf8').trim();
  const jwt = jwtIn(text);
  if (!jwt) return isDataIntegrityCredential(text) ? OTHER_FORMAT : UNKNOWN;
  const check = await checkVcJwt(jwt, await keyRingOf(cfg));
  if (check.verdict === 'foreign' || check.verdict === 'changed')
    return { kind: 'credential', ours: check.verdict === 'changed', intact: false, certificate: null };
  if (check.verdict === 'unsupported') return OTHER_FORMAT;
  const credential = check.credential;
  // The validity period is judged before anything else is read: outside it, the credential is not valid whatever its status.
  const outside = outsideValidityPeriod(credential, now());
  const period = outside ? { period: outside } : {};
  const issuer = issuerOf(cfg);
  const status = credential.credentialStatus as
    { statusListIndex?: unknown; statusListCredential?: unknown } | undefined;
  const subject = credential.credentialSubject as
    | {
        identifier?: { identityType?: unknown; identityHash?: unknown }[];
        achievement?: { id?: unknown; fieldOfStudy?: unknown };
      }
    | undefined;
  const index = Number(status?.statusListIndex);
  const listUrl = typeof status?.statusListCredential === 'string' ? status.statusListCredential : '';
  const list = Number(/\/api\/credentials\/status\/(\d+)$/.exec(listUrl)?.[1]);
  const token = verificationTokenIn(issuer, credential.id);
  const number = typeof credential.certificateNumber === 'string' ? credential.certificateNumber : '';
  const kind = certificateKindIn(issuer, subject?.achievement?.id);
  // Signed by us but not one of our certificate credentials (a status list brought as a file).
  if (
    !Number.isInteger(index) ||
    !Number.isInteger(list) ||
    listUrl !== statusListUrl(issuer, list) ||
    !token ||
    !number ||
    !kind
  ) {
    return { kind: 'credential', ours: true, intact: true, ...period, certificate: null };
  }
  const standing = await credentialStanding(em, issuer, (list - 1) * STATUS_LIST_SIZE + index, credential);
  const vouched = standing !== null && standing.number === number && standing.token === token;
  const holder = subject?.identifier?.find((i) => i.identityType === 'name')?.identityHash;
  return {
    kind: 'credential',
    ours: true,
    intact: true,
    ...period,
    certificate: {
      kind,
      number,
      holder: typeof holder === 'string' ? holder : '',
      course: typeof subject?.achievement?.fieldOfStudy === 'string' ? subject.achievement.fieldOfStudy : '',
      current: vouched && standing.current,
      revoked: !vouched || standing.revoked,
      verifyUrl: `${issuer.url}/verify/${token}`,
      // A credential is always a certificate's.
      offeredCertificate: null,
    },
  };
}

/**
 * A JSON-LD credential secured with an embedded proof (VCDM 2.0 Data Integrity, or a Linked Data
 * Signature): an object whose `type` holds VerifiableCredential and which carries `proof`. We issue
 * VC-JWTs only, so we cannot check it, and say so rather than "not a credential".
 */
function isDataIntegrityCredential(text: string): boolean {
  if (!text.startsWith('{')) return false;
  try {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    const types = Array.isArray(parsed.type) ? parsed.type : [parsed.type];
    return (
      types.includes('VerifiableCredential') &&
      parsed.proof !== undefined &&
      parsed.proof !== null &&
      typeof parsed.proof === 'object'
    );
  } catch {
    return false;
  }
}

const ENVELOPED = 'data:application/vc+jwt,';

/**
 * The compact JWS in a text: the whole text, or a JSON string, or a JSON object's `credential` / `jwt`,
 * or a VC 2.0 EnvelopedVerifiableCredential (`id: 'data:application/vc+jwt,<jwt>'`, as wallets export).
 */
function jwtIn(text: string): string | null {
  if (looksLikeJwt(text)) return text;
  if (!text.startsWith('{') && !text.startsWith('"')) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    const object = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    const enveloped =
      typeof object.id === 'string' && object.id.startsWith(ENVELOPED) ? object.id.slice(ENVELOPED.length) : undefined;
    const candidate = typeof parsed === 'string' ? parsed : (enveloped ?? object.credential ?? object.jwt);
    return typeof candidate === 'string' && looksLikeJwt(candidate.trim()) ? candidate.trim() : null;
  } catch {
    return null;
  }
}
