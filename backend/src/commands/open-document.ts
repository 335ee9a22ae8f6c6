import type { EntityManager } from '@mikro-orm/postgresql';
import type { DocumentKind } from '../entities/index.ts';
import { sql } from '../db/sql.ts';

export interface OpenDocumentInput {
  studentId: number;
  extraCourseId: number | null;
  kind: DocumentKind;
  certificateNumber: string;
  verificationToken: string;
  issuedOn: string;
}

export interface OpenedDocument {
  id: number;
  certificateNumber: string;
  verificationToken: string;
  issuedOn: string | Date;
  /** The current version (a correction's re-issue adds one): a remade PDF carries it. */
  version: number;
}

/**
 * The documents row of one (student, kind, extra course), made on the first issue and kept after: the
 * number and verification token given here are used only if there was no row, so a printed QR code
 * stays valid however often the PDF is made again. Before the PDF, because the PDF carries the token's
 * link (the document jobs' first step: workers/src/documents/issue.ts). Two runs at once leave one row.
 */
export async function openDocument(em: EntityManager, input: OpenDocumentInput): Promise<OpenedDocument | undefined> {
  await sql(
    em,
    `insert into documents (student_id, extra_course_id, kind, certificate_number, verification_token, issued_on, file_id, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, null, now(), now())
     on conflict (student_id, kind, extra_course_id) do nothing`,
    [
      input.studentId,
      input.extraCourseId,
      input.kind,
      input.certificateNumber,
      input.verificationToken,
      input.issuedOn,
    ],
  );
  const [row] = await sql<OpenedDocument>(
    em,
    `select id, certificate_number as "certificateNumber", verification_token as "verificationToken", issued_on as "issuedOn", version
       from documents where student_id = $1 and kind = $2 and extra_course_id is not distinct from $3`,
    [input.studentId, input.kind, input.extraCourseId],
  );
  return row;
}
