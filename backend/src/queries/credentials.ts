import type { EntityManager } from '@mikro-orm/postgresql';
import { STATUS_LIST_SIZE } from '../credentials/bitstring.ts';
import { statesTheFacts, type CredentialFacts, type Issuer } from '../credentials/open-badge.ts';
import { sql } from '../db/sql.ts';
import { IssuedDocument } from '../entities/index.ts';
import { credentialKinds, type DocumentKind } from 'shared/documents';

/**
 * What a certificate's credential says, read from the stored document: the intern's name and course
 * (the extra course's for its certificate), the dates, the number, the version. Only a made (PDF
 * stored) certificate of an intern not erased; a revoked one is returned with `revoked` for the caller
 * to refuse.
 */
async function facts(
  em: EntityManager,
  where: object,
): Promise<(CredentialFacts & { documentId: number; revoked: { at: Date; reason: string | null } | null }) | null> {
  const doc = await em.findOne(
    IssuedDocument,
    { $and: [where, { kind: { $in: [...credentialKinds] }, file: { $ne: null }, student: { erasedAt: null } }] },
    { populate: ['student', 'extraCourse'] },
  );
  if (!doc) return null;
  const extra = doc.extraCourse ?? null;
  return {
    documentId: doc.id,
    kind: doc.kind,
    certificateNumber: doc.certificateNumber,
    verificationToken: doc.verificationToken,
    version: doc.version,
    issuedOn: doc.issuedOn,
    holder: doc.student.name,
    course: extra ? extra.course : doc.student.course,
    startDate: extra ? extra.startDate : doc.student.startDate,
    endDate: extra ? extra.endDate : doc.student.endDate,
    testMark: doc.kind === 'test-certificate' ? (doc.student.testMark ?? null) : null,
    subjectId: doc.student.credentialSubjectId,
    revoked: doc.revokedAt ? { at: doc.revokedAt, reason: doc.revokedReason ?? null } : null,
  };
}

/** One of the intern's own certificates (the session names the intern: nobody else's can be reached). */
export const ownCredentialFacts = (
  em: EntityManager,
  studentId: number,
  kind: DocumentKind,
  extraCourseId: number | null,
) => facts(em, { student: studentId, kind, extraCourse: extraCourseId });

/** A certificate by its /verify token. */
export const verifiableCredentialFacts = (em: EntityManager, token: string) => facts(em, { verificationToken: token });

/**
 * The rule of a status bit: set while the certificate whose index it is is revoked, and for good on a
 * superseded index (an earlier credential of a certificate, from before random indexes). An index
 * without a document (a mark of where issuing stands, or a document gone) reads 0.
 */
const REVOKED = `(s."superseded" or d."revoked_at" is not null)`;

/** The status indexes from `from` (inclusive) to `to` (exclusive) whose bit is set. */
export async function revokedStatusIndexes(em: EntityManager, from: number, to: number): Promise<number[]> {
  const rows = await sql<{ status_index: number }>(
    em,
    `select s."status_index" from "status_indexes" s left join "documents" d on d."id" = s."document_id"
     where s."status_index" >= $1 and s."status_index" < $2 and ${REVOKED}`,
    [from, to],
  );
  return rows.map((r) => r.status_index);
}

/** The number of the highest status list in use (from 1; 0 before any index was given): lists past it were never issued. */
export async function highestStatusList(em: EntityManager): Promise<number> {
  const [row] = await sql<{ list: number }>(
    em,
    `select coalesce(max("status_index") / $1 + 1, 0)::int as list from "status_indexes"`,
    [STATUS_LIST_SIZE],
  );
  return row?.list ?? 0;
}

/**
 * The certificate a credential's status index names (its kind, number and /verify token), and where
 * that credential stands: revoked by the status bit's rule; current when the index is its certificate's
 * own (not superseded) and the credential states what the certificate states now (credentials of all
 * its versions carry the one index, so a credential of the data before a correction or a new test mark
 * reads not current here, while the list, which speaks of the certificate, does not revoke it).
 */
export async function credentialStanding(
  em: EntityManager,
  issuer: Issuer,
  statusIndex: number,
  credential: Record<string, unknown>,
) {
  const [row] = await sql<{ kind: DocumentKind; number: string; token: string; own: boolean; revoked: boolean }>(
    em,
    `select d."kind", d."certificate_number" as number, d."verification_token" as token, not s."superseded" as own, ${REVOKED} as revoked
     from "status_indexes" s join "documents" d on d."id" = s."document_id"
     where s."status_index" = $1`,
    [statusIndex],
  );
  if (!row) return null;
  const now = row.own ? await verifiableCredentialFacts(em, row.token) : null;
  // An erased intern's certificate has no facts to compare (its index still names it).
  const current = row.own && (now === null || statesTheFacts(credential, now, issuer));
  return { kind: row.kind, number: row.number, token: row.token, current, revoked: row.revoked };
}
