import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { storeFile } from 'backend/db/store-file';
import { ExtraCourse, IssuedDocument, Student, type DocumentKind } from 'backend/entities/index';
import { todayInIndia, toIsoDate } from 'shared/dates';
import { documentAvailability, documentRules } from 'shared/documents';
import { PermanentError } from '../runtime/processor.ts';
import { documentPdfBytes } from './issue.ts';

export interface ReissuedDocument {
  documentId: number;
  kind: DocumentKind;
  version: number;
  /** False when this event's re-issue had made it already (the job ran again). */
  made: boolean;
}

/**
 * After a correction, every document already issued to the intern is made again from the corrected
 * rows as a NEW VERSION: same row, so the same certificate number and verification link; the new PDF
 * becomes the download; the replaced file and its issue date move to document_versions, kept for the
 * record. `eventId` (the re-issue's event) is written on the row with the new version, so a job that
 * runs again (redelivery, a retry after a crash) finds its versions made and makes none twice. A
 * document whose period no longer allows it (an end date moved into the future) keeps its version.
 */
export async function reissueDocuments(em: EntityManager, studentId: number, eventId: number, now: Date = new Date()): Promise<ReissuedDocument[]> {
  const student = await em.findOne(Student, { id: studentId }, { refresh: true });
  if (!student) throw new PermanentError(`Student ${studentId} no longer exists.`);
  const documents = await em.find(IssuedDocument, { student: studentId, file: { $ne: null } }, { orderBy: { id: 'asc' }, refresh: true });
  const out: ReissuedDocument[] = [];
  for (const doc of documents) {
    if (doc.reissuedByEvent === eventId) {
      out.push({ documentId: doc.id, kind: doc.kind, version: doc.version, made: false });
      continue;
    }
    const extraCourse = doc.extraCourse ? await em.findOne(ExtraCourse, { id: doc.extraCourse.id }, { refresh: true }) : null;
    const period = extraCourse ?? student;
    const availability = documentAvailability(doc.kind, { validated: period.validated, endDate: period.endDate, testMark: student.testMark }, now);
    if (!availability.available) continue;
    const issuedOn = documentRules[doc.kind].keepsIssueDate ? toIsoDate(doc.issuedOn) : todayInIndia(now);
    const pdf = await documentPdfBytes(doc.kind, student, extraCourse, { certificateNumber: doc.certificateNumber, issuedOn, token: doc.verificationToken });
    out.push(await storeVersion(em, doc.id, eventId, pdf, issuedOn));
  }
  return out;
}

/** Stores the new version and moves the replaced one to document_versions, in one transaction, under the row's lock. */
async function storeVersion(em: EntityManager, documentId: number, eventId: number, pdf: Buffer, issuedOn: string): Promise<ReissuedDocument> {
  return em.transactional(async (tx) => {
    const conn = tx.getConnection();
    const ctx = tx.getTransactionContext();
    const [row] = await conn.execute<{ kind: DocumentKind; version: number; file_id: string | null; issued_on: string | Date; reissued_by_event: string | null }[]>(
      'select kind, version, file_id, issued_on, reissued_by_event from documents where id = ? for update',
      [documentId],
      'all',
      ctx,
    );
    if (!row) throw new PermanentError(`Document ${documentId} no longer exists.`);
    // Another run of this job got here first.
    if (row.reissued_by_event !== null && Number(row.reissued_by_event) === eventId) return { documentId, kind: row.kind, version: row.version, made: false };
    await conn.execute(
      `insert into document_versions (document_id, version, file_id, issued_on, replaced_at, replaced_by_event) values (?, ?, ?, ?, now(), ?)
       on conflict (document_id, version) do nothing`,
      [documentId, row.version, row.file_id, toIsoDate(row.issued_on), eventId],
      'run',
      ctx,
    );
    const fileId = randomUUID();
    await storeFile(tx, { id: fileId, purpose: 'document', contentType: 'application/pdf', data: pdf });
    const version = row.version + 1;
    await conn.execute(
      'update documents set file_id = ?, issued_on = ?, version = ?, reissued_by_event = ?, updated_at = now() where id = ?',
      [fileId, issuedOn, version, eventId, documentId],
      'run',
      ctx,
    );
    return { documentId, kind: row.kind, version, made: true };
  });
}
