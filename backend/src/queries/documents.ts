import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainEvent, ExtraCourse, IssuedDocument, JobRun, StoredFile, type DocumentKind } from '../entities/index.ts';
import type { OfferedCertificate } from 'shared/api/verify';
import { documentRules, offeredCertificate } from 'shared/documents';

/** A document's place among an intern's: its kind and, for the extra-course kinds, the extra course. */
export const documentSlot = (kind: DocumentKind, extraCourseId: number | null) => `${kind}/${extraCourseId ?? ''}`;

/**
 * What GET /api/documents needs of one intern: the validated extra courses, the documents already
 * made (by slot), and the newest job run that makes each document (job_runs, by handler).
 */
export async function documentsData(em: EntityManager, studentId: number) {
  const extraCourses = await em.find(ExtraCourse, { student: studentId, validated: true }, { orderBy: { id: 'asc' } });
  const rows = await em.find(
    IssuedDocument,
    { student: studentId },
    {
      fields: [
        'id',
        'kind',
        'extraCourse',
        'certificateNumber',
        'issuedOn',
        'file',
        'version',
        'verificationToken',
        'revokedAt',
        'revokedReason',
      ],
    },
  );
  const issued = new Map(rows.filter((r) => r.file).map((r) => [documentSlot(r.kind, r.extraCourse?.id ?? null), r]));
  return { extraCourses, issued, latestJobs: await latestJobs(em, studentId) };
}
export type DocumentsData = Awaited<ReturnType<typeof documentsData>>;

/** The newest job run per document slot (kind + extra course) of one intern. */
async function latestJobs(em: EntityManager, studentId: number): Promise<Map<string, JobRun>> {
  const byHandler = new Map<string, DocumentKind>(
    Object.entries(documentRules).map(([kind, rule]) => [rule.handler, kind as DocumentKind]),
  );
  const runs = await em.find(
    JobRun,
    { studentId, handler: { $in: [...byHandler.keys()] } },
    { orderBy: { createdAt: 'desc', eventId: 'desc' } },
  );
  const extraEventIds = runs
    .filter((r) => documentRules[byHandler.get(r.handler)!].forExtraCourse)
    .map((r) => r.eventId);
  const events = extraEventIds.length
    ? await em.find(DomainEvent, { id: { $in: extraEventIds } }, { fields: ['id', 'payload'] })
    : [];
  const extraCourseOf = new Map(
    events.map((e) => {
      const payload = e.payload as Record<string, unknown>;
      return [e.id, typeof payload.extraCourseId === 'number' ? payload.extraCourseId : null];
    }),
  );
  const latest = new Map<string, JobRun>();
  for (const run of runs) {
    const kind = byHandler.get(run.handler)!;
    const key = documentSlot(
      kind,
      documentRules[kind].forExtraCourse ? (extraCourseOf.get(run.eventId) ?? null) : null,
    );
    if (!latest.has(key)) latest.set(key, run);
  }
  return latest;
}

/** The current PDF of one of an intern's documents (null while it is not made), and its revocation if revoked. */
export async function documentFile(
  em: EntityManager,
  studentId: number,
  kind: DocumentKind,
  extraCourseId: number | null,
) {
  const doc = await em.findOne(
    IssuedDocument,
    { student: studentId, kind, extraCourse: extraCourseId },
    { fields: ['id', 'file', 'revokedAt', 'revokedReason'] },
  );
  const file = doc?.file
    ? await em.findOne(StoredFile, { id: doc.file.id, purpose: 'document' }, { populate: ['data'] })
    : null;
  const revoked = doc?.revokedAt ? { at: doc.revokedAt, reason: doc.revokedReason ?? null } : null;
  return { file, revoked };
}

/**
 * A made document by its verification token (the QR code's link), with whom and what it is for. An
 * erased intern's PDFs are gone (they print the college) but what they certified stays verifiable.
 */
export const verifiableDocument = (em: EntityManager, token: string) =>
  em.findOne(
    IssuedDocument,
    { verificationToken: token, $or: [{ file: { $ne: null } }, { student: { erasedAt: { $ne: null } } }] },
    { populate: ['student', 'extraCourse'] },
  );

/**
 * For an offer letter, the certificate it offered (the completion certificate of the same internship,
 * or the extra course's certificate) and where it stands: 'not-issued' until it is made (as
 * `verifiableDocument` counts made: a file, or an erased intern's), 'revoked' while revoked, else
 * 'valid'. Null for a certificate.
 */
export async function offeredCertificateOf(
  em: EntityManager,
  doc: { kind: DocumentKind; student: { id: number }; extraCourse?: { id: number } | null },
): Promise<OfferedCertificate | null> {
  const kind = offeredCertificate[doc.kind];
  if (!kind) return null;
  const certificate = await em.findOne(
    IssuedDocument,
    {
      student: doc.student.id,
      kind,
      extraCourse: doc.extraCourse?.id ?? null,
      $or: [{ file: { $ne: null } }, { student: { erasedAt: { $ne: null } } }],
    },
    { fields: ['id', 'revokedAt'] },
  );
  return { kind, standing: !certificate ? 'not-issued' : certificate.revokedAt ? 'revoked' : 'valid' };
}
