import type { EntityManager } from '@mikro-orm/postgresql';
import type { CredentialFacts } from '../credentials/open-badge.ts';
import { sql } from '../db/sql.ts';
import { IssuedDocument } from '../entities/index.ts';
import { credentialKinds, type DocumentKind } from 'shared/documents';

/**
 * What a certificate's credential says, read from the stored document: the intern's name and course
 * (the extra course's for its certificate), the dates, the number, the version. Only a made (PDF
 * stored) certificate of an intern not erased; a revoked one is returned with `revoked` for the caller
 * to refuse.
 */
async function facts(em: EntityManager, where: object): Promise<(CredentialFacts & { documentId: number; revoked: { at: Date; reason: string | null } | null }) | null> {
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
export const ownCredentialFacts = (em: EntityManager, studentId: number, kind: DocumentKind, extraCourseId: number | null) =>
  facts(em, { student: studentId, kind, extraCourse: extraCourseId });

/** A certificate by its /verify token. */
export const verifiableCredentialFacts = (em: EntityManager, token: string) => facts(em, { verificationToken: token });

/**
 * The rule of a credential's status bit, in SQL: set while its document is revoked, once the document
 * has a newer version (a correction re-issued it), or while another of the document's credentials was
 * signed later (the newest is the current one).
 */
const STATE = `
  c."version" = d."version" and not exists (
    select 1 from "credentials" n
    where n."document_id" = c."document_id" and (n."issued_at", n."status_index") > (c."issued_at", c."status_index")
  )`;

/** The status indexes from `from` (inclusive) to `to` (exclusive) whose bit is set. */
export async function revokedStatusIndexes(em: EntityManager, from: number, to: number): Promise<number[]> {
  const rows = await sql<{ status_index: number }>(
    em,
    `select c."status_index" from "credentials" c join "documents" d on d."id" = c."document_id"
     where c."status_index" >= $1 and c."status_index" < $2 and (d."revoked_at" is not null or not (${STATE}))`,
    [from, to],
  );
  return rows.map((r) => r.status_index);
}

/** The certificate a credential's status index names (its number and /verify token), and where that credential stands. */
export async function credentialStanding(em: EntityManager, statusIndex: number) {
  const [row] = await sql<{ number: string; token: string; current: boolean; revoked: boolean }>(
    em,
    `select d."certificate_number" as number, d."verification_token" as token, (${STATE}) as current, d."revoked_at" is not null or not (${STATE}) as revoked
     from "credentials" c join "documents" d on d."id" = c."document_id"
     where c."status_index" = $1`,
    [statusIndex],
  );
  return row ?? null;
}
