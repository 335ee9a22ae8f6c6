import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DocumentKind } from '../entities/index.ts';
import { sql } from '../db/sql.ts';
import { storeFile } from '../db/store-file.ts';
import { toIsoDate } from 'shared/dates';

export interface StoredVersion {
  documentId: number;
  kind: DocumentKind;
  version: number;
  /** False when this event's re-issue had made it already (the job ran again). */
  made: boolean;
}

/**
 * A corrected document's new version (workers/src/documents/reissue.ts): the new PDF becomes the
 * download and the replaced file with its issue date moves to document_versions, in one transaction
 * under the row's lock. `eventId` (the re-issue's event) is written on the row, so a run that comes
 * second makes nothing. `version` is the one the PDF was made as (row's version + 1), checked under the
 * lock. Undefined when the document no longer exists.
 */
export async function storeDocumentVersion(
  em: EntityManager,
  input: { documentId: number; eventId: number; pdf: Buffer; issuedOn: string; version: number },
): Promise<StoredVersion | undefined> {
  const { documentId, eventId } = input;
  return em.transactional(async (tx) => {
    const [row] = await sql<{
      kind: DocumentKind;
      version: number;
      file_id: string | null;
      issued_on: string | Date;
      reissued_by_event: string | null;
    }>(tx, 'select kind, version, file_id, issued_on, reissued_by_event from documents where id = $1 for update', [
      documentId,
    ]);
    if (!row) return undefined;
    if (row.reissued_by_event !== null && Number(row.reissued_by_event) === eventId)
      return { documentId, kind: row.kind, version: row.version, made: false };
    // The PDF names its version (signed, in its Keywords): one made for another version must not be stored as this one.
    if (input.version !== row.version + 1)
      throw new Error(
        `Document ${documentId} is at version ${row.version} now, not ${input.version - 1}: made again on the next attempt.`,
      );
    await sql(
      tx,
      `insert into document_versions (document_id, version, file_id, issued_on, replaced_at, replaced_by_event) values ($1, $2, $3, $4, now(), $5)
       on conflict (document_id, version) do nothing`,
      [documentId, row.version, row.file_id, toIsoDate(row.issued_on), eventId],
    );
    const fileId = randomUUID();
    await storeFile(tx, { id: fileId, purpose: 'document', contentType: 'application/pdf', data: input.pdf });
    const version = input.version;
    await sql(
      tx,
      'update documents set file_id = $1, issued_on = $2, version = $3, reissued_by_event = $4, updated_at = now() where id = $5',
      [fileId, input.issuedOn, version, eventId, documentId],
    );
    return { documentId, kind: row.kind, version, made: true };
  });
}
