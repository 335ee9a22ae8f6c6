import type { EntityManager } from '@mikro-orm/postgresql';
import { NO_SUCH_DOCUMENT } from 'shared/api/corrections';
import { lockedRow } from '../db/locked-row.ts';
import { IssuedDocument } from '../entities/index.ts';
import { conflict, notFound } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';

/**
 * An admin reinstates a revoked document: /verify shows it valid again and the intern may download it.
 * The revocation's reason stays in the events (document.revoked); a document that is not revoked
 * changes nothing and answers 409 with a message.
 */
export async function reinstateDocument(
  em: EntityManager,
  { documentId, adminId }: { documentId: number; adminId: number },
) {
  return em.transactional(async (tx) => {
    const doc = await lockedRow(tx, IssuedDocument, { id: documentId, file: { $ne: null } });
    if (!doc) throw notFound(NO_SUCH_DOCUMENT);
    if (!doc.revokedAt) throw conflict('notRevoked');
    doc.revokedAt = null;
    doc.revokedReason = null;
    doc.revokedBy = null;
    recordEvent(
      tx,
      'document.reinstated',
      { type: 'document', id: doc.id },
      { documentId: doc.id, studentId: doc.student.id },
      `admin:${adminId}`,
    );
    await tx.flush();
  });
}
