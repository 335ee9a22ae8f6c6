import type { EntityManager } from '@mikro-orm/postgresql';
import { storeDocumentVersion, type StoredVersion } from 'backend/commands/store-document-version';
import { ExtraCourse, IssuedDocument, Student } from 'backend/entities/index';
import { todayInIndia, toIsoDate } from 'shared/dates';
import { documentAvailability, documentRules } from 'shared/documents';
import { PermanentError } from '../runtime/processor.ts';
import { documentPdfBytes } from './issue.ts';

export type ReissuedDocument = StoredVersion;

/**
 * After a correction, every document already issued to the intern is made again from the corrected
 * rows as a NEW VERSION: same row, so the same certificate number and verification link; the new PDF
 * becomes the download; the replaced file and its issue date move to document_versions, kept for the
 * record. `eventId` (the re-issue's event) is written on the row with the new version, so a job that
 * runs again (redelivery, a retry after a crash) finds its versions made and makes none twice. A
 * document whose period no longer allows it (an end date moved into the future) keeps its version.
 */
export async function reissueDocuments(
  em: EntityManager,
  studentId: number,
  eventId: number,
  now: Date = new Date(),
): Promise<ReissuedDocument[]> {
  const student = await em.findOne(Student, { id: studentId }, { refresh: true });
  if (!student) throw new PermanentError(`Student ${studentId} no longer exists.`);
  const documents = await em.find(
    IssuedDocument,
    { student: studentId, file: { $ne: null } },
    { orderBy: { id: 'asc' }, refresh: true },
  );
  const out: ReissuedDocument[] = [];
  for (const doc of documents) {
    if (doc.reissuedByEvent === eventId) {
      out.push({ documentId: doc.id, kind: doc.kind, version: doc.version, made: false });
      continue;
    }
    const extraCourse = doc.extraCourse
      ? await em.findOne(ExtraCourse, { id: doc.extraCourse.id }, { refresh: true })
      : null;
    const period = extraCourse ?? student;
    const availability = documentAvailability(
      doc.kind,
      { validated: period.validated, endDate: period.endDate, testMark: student.testMark },
      now,
    );
    if (!availability.available) continue;
    const issuedOn = documentRules[doc.kind].keepsIssueDate ? toIsoDate(doc.issuedOn) : todayInIndia(now);
    // The new version's number is in the PDF (its Keywords); the command refuses it if another run got there first.
    const version = doc.version + 1;
    const pdf = await documentPdfBytes(doc.kind, student, extraCourse, {
      certificateNumber: doc.certificateNumber,
      issuedOn,
      token: doc.verificationToken,
      version,
    });
    out.push(await storeVersion(em, doc.id, eventId, pdf, issuedOn, version));
  }
  return out;
}

async function storeVersion(
  em: EntityManager,
  documentId: number,
  eventId: number,
  pdf: Buffer,
  issuedOn: string,
  version: number,
): Promise<ReissuedDocument> {
  const stored = await storeDocumentVersion(em, { documentId, eventId, pdf, issuedOn, version });
  if (!stored) throw new PermanentError(`Document ${documentId} no longer exists.`);
  return stored;
}
