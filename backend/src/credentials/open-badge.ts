import { isDeepStrictEqual } from 'node:util';
import { TEST_MARK_OUT_OF } from 'shared/business';
import { toIsoDate } from 'shared/dates';
import { credentialKinds, documentTitles, type DocumentKind } from 'shared/documents';

/**
 * The Open Badges 3.0 credential of a certificate (1EdTech OB 3.0 on the W3C VC Data Model 2.0), as a
 * plain object: the VC-JWT's payload is this object itself (VC-JOSE-COSE), signed by vc-jwt.ts.
 * The holder is the intern's opaque subject id (`urn:uuid:`, one per intern) and, for people reading
 * it, an IdentityObject of type 'name', not hashed. The certificate number is a top-level property that
 * neither context defines: VCDM 2.0 section 5.2 then requires the undefined-terms context, last (the
 * final v2 context has no @vocab), so JSON-LD processors keep the term instead of dropping it.
 */
export const UNDEFINED_TERMS_CONTEXT = 'https://www.w3.org/ns/credentials/undefined-terms/v2';
export const OB3_CONTEXT = [
  'https://www.w3.org/ns/credentials/v2',
  'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
  UNDEFINED_TERMS_CONTEXT,
];

/** What a credential says, read from the stored document (queries/credentials.ts). */
export interface CredentialFacts {
  kind: DocumentKind;
  certificateNumber: string;
  verificationToken: string;
  version: number;
  issuedOn: string | Date;
  holder: string;
  course: string;
  startDate: string | Date;
  endDate: string | Date;
  /** The test certificate's mark (out of TEST_MARK_OUT_OF). */
  testMark: number | null;
  /** The intern's credential subject id (students.credential_subject_id, a UUID). */
  subjectId: string;
}

export interface Issuer {
  /** The site's public address: the issuer's id, and the base of every URL in the credential. */
  url: string;
  name: string;
}

const descriptions: Partial<Record<DocumentKind, (course: string) => string>> = {
  'completion-certificate': (course) => `Completed the internship in ${course}.`,
  'test-certificate': (course) => `Passed the test of the internship in ${course}.`,
  'extra-certificate': (course) => `Completed the extra course in ${course}.`,
};

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'course';

/** A date as the start of that day in India (VC 2.0's dateTimeStamp needs a time zone). */
const indiaMidnight = (date: string | Date) => `${toIsoDate(date)}T00:00:00+05:30`;

export const statusListUrl = (issuer: Issuer, list: number) => `${issuer.url}/api/credentials/status/${list}`;

/** The credential's claims without its id and status. */
export function credentialClaims(facts: CredentialFacts, issuer: Issuer) {
  const title = documentTitles[facts.kind];
  const describe = descriptions[facts.kind] ?? ((course: string) => `${title}: ${course}.`);
  const achievementId = `${issuer.url}/achievements/${facts.kind}/${slug(facts.course)}`;
  const scoreId = `${achievementId}#test-mark`;
  const isTest = facts.kind === 'test-certificate' && facts.testMark != null;
  return {
    '@context': OB3_CONTEXT,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: `${title}: ${facts.course}`,
    certificateNumber: facts.certificateNumber,
    issuer: { id: issuer.url, type: ['Profile'], name: issuer.name, url: issuer.url },
    validFrom: indiaMidnight(facts.issuedOn),
    credentialSubject: {
      id: `urn:uuid:${facts.subjectId}`,
      type: ['AchievementSubject'],
      identifier: [{ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: facts.holder }],
      activityStartDate: indiaMidnight(facts.startDate),
      activityEndDate: indiaMidnight(facts.endDate),
      achievement: {
        id: achievementId,
        type: ['Achievement'],
        achievementType: 'Certificate',
        fieldOfStudy: facts.course,
        name: `${title}: ${facts.course}`,
        description: describe(facts.course),
        criteria: { narrative: describe(facts.course) },
        ...(isTest
          ? {
              resultDescription: [
                {
                  id: scoreId,
                  type: ['ResultDescription'],
                  name: 'Test mark',
                  resultType: 'ScaledScore',
                  valueMin: '0',
                  valueMax: String(TEST_MARK_OUT_OF),
                },
              ],
            }
          : {}),
      },
      ...(isTest ? { result: [{ type: ['Result'], resultDescription: scoreId, value: String(facts.testMark) }] } : {}),
    },
  };
}

/**
 * What a credential states of its certificate (not how it is written): its holder, course, dates and
 * mark. Not its subject id (the ES256 credentials issued before had none, and an erasure replaces it),
 * its id (it names the version), its contexts or the JWT's claims: those are form.
 */
function statedFacts(credential: Record<string, unknown>) {
  const subject = (credential.credentialSubject ?? {}) as {
    identifier?: { identityType?: unknown; identityHash?: unknown }[];
    activityStartDate?: unknown;
    activityEndDate?: unknown;
    achievement?: { fieldOfStudy?: unknown };
    result?: { value?: unknown }[];
  };
  return {
    validFrom: credential.validFrom,
    holder: subject.identifier?.find((i) => i.identityType === 'name')?.identityHash,
    course: subject.achievement?.fieldOfStudy,
    start: subject.activityStartDate,
    end: subject.activityEndDate,
    mark: subject.result?.[0]?.value,
  };
}

/**
 * Whether a credential states what its certificate states now (`facts`, read from the stored document):
 * every credential of a certificate carries its one status index, so this is what tells the credential
 * of the current data from one made before a correction or a new test mark. The facts, not the form:
 * a credential of an earlier form (other claims, another key) that states the same is still current.
 */
export function statesTheFacts(credential: Record<string, unknown>, facts: CredentialFacts, issuer: Issuer): boolean {
  return isDeepStrictEqual(statedFacts(credential), statedFacts(credentialClaims(facts, issuer)));
}

/**
 * Which certificate a credential of ours is (completion, test, extra course), read from its achievement's
 * id (`<issuer>/achievements/<kind>/<course>`, as credentialClaims writes it); null when it names none.
 */
export function certificateKindIn(issuer: Issuer, achievementId: unknown): DocumentKind | null {
  if (typeof achievementId !== 'string' || !achievementId.startsWith(`${issuer.url}/achievements/`)) return null;
  const kind = achievementId.slice(`${issuer.url}/achievements/`.length).split('/')[0];
  return credentialKinds.find((k) => k === kind) ?? null;
}

/**
 * The /verify token in a credential's id (`<issuer>/verify/<token>#credential-<index>-v<version>`, as
 * openBadgeCredential writes it, or `…#credential-<index>` as the credentials issued before named
 * themselves); null when the id is not of that form on this issuer.
 */
export function verificationTokenIn(issuer: Issuer, id: unknown): string | null {
  if (typeof id !== 'string' || !id.startsWith(`${issuer.url}/verify/`)) return null;
  const match = /^([A-Za-z0-9_-]{16,64})#credential-\d+(?:-v[1-9]\d*)?$/.exec(id.slice(`${issuer.url}/verify/`.length));
  return match?.[1] ?? null;
}

/**
 * The whole credential: the claims, its id and its place in the status list. The id is the certificate's
 * /verify page with the status index and the document's version: every version of a certificate carries
 * its one index, so the version is what gives a corrected certificate's credential an id of its own (the
 * JWT's jti is the id, and RFC 7519 wants a jti given to one data object only).
 */
export function openBadgeCredential(
  claims: ReturnType<typeof credentialClaims>,
  facts: CredentialFacts,
  issuer: Issuer,
  statusIndex: number,
  listSize: number,
) {
  const list = Math.floor(statusIndex / listSize) + 1;
  const listUrl = statusListUrl(issuer, list);
  const { '@context': context, type, ...rest } = claims;
  return {
    '@context': context,
    id: `${issuer.url}/verify/${facts.verificationToken}#credential-${statusIndex}-v${facts.version}`,
    type,
    ...rest,
    credentialStatus: {
      id: `${listUrl}#${statusIndex % listSize}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(statusIndex % listSize),
      statusListCredential: listUrl,
    },
  };
}
