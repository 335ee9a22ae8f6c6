import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../db/sql.ts';
import { storeFile } from '../db/store-file.ts';
import { hasCredential } from 'shared/documents';
import { takeStatusIndex } from './take-status-index.ts';

/**
 * A document's (new) PDF: stored, and the document pointed at it with the issue date and number it
 * carries, in one transaction under the row's lock; the file it replaces is deleted (a correction's
 * re-issue keeps old versions instead: store-document-version.ts). A certificate takes its credential
 * status index here, when it is issued (take-status-index.ts; a remade PDF keeps the one it has).
 * Returns the new file's id.
 */
export async function storeDocumentFile(
  em: EntityManager,
  input: { documentId: number; pdf: Buffer; issuedOn: string; certificateNumber: string },
): Promise<string> {
  const fileId = randomUUID();
  await em.transactional(async (tx) => {
    const [locked] = await sql<{ file_id: string | null; kind: string }>(
      tx,
      'select file_id, kind from documents where id = $1 for update',
      [input.documentId],
    );
    await storeFile(tx, { id: fileId, purpose: 'document', contentType: 'application/pdf', data: input.pdf });
    await sql(
      tx,
      'update documents set file_id = $1, issued_on = $2, certificate_number = $3, updated_at = now() where id = $4',
      [fileId, input.issuedOn, input.certificateNumber, input.documentId],
    );
    if (locked?.file_id) await sql(tx, 'delete from files where id = $1', [locked.file_id]);
    if (locked && hasCredential(locked.kind)) await takeStatusIndex(tx, input.documentId);
  });
  return fileId;
}
