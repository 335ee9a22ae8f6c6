import type { EntityManager } from '@mikro-orm/postgresql';
import { NO_SUCH_DOCUMENT } from 'shared/api/corrections';
import { lockedRow } from '../db/locked-row.ts';
import { IssuedDocument } from '../entities/index.ts';
import { conflict, notFound } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';

/**
 * An admin revokes an issued document (a certificate or an offer letter) with a reason: /verify says
 * 'Revoked on dd/mm/yyyy' with the reason and the intern's download is refused. The row is locked, so
 * two admins revoke once; revoking a revoked document changes nothing and answers 409 with a message.
 */
export async function revokeDocument(
  em: EntityManager,
  { documentId, adminId }: { documentId: number; adminId: number },
  reason: string,
  now: Date = new Date(),
) {
  return em.transactional(async (tx) => {
    const doc = await lockedRow(tx, IssuedDocument, { id: documentId, file: { $ne: null } });
    if (!doc) throw notFound(NO_SUCH_DOCUMENT);
    if (doc.revokedAt) throw conflict('alreadyRevoked');
    doc.revokedAt = now;
    doc.revokedReason = reason;
    doc.revokedBy = adminId;
    const studentId = doc.student.id;
    recordEvent(
      tx,
      'document.revoked',
      { type: 'document', id: doc.id },
      { documentId: doc.id, studentId, reason },
      `admin:${adminId}`,
    );
    await tx.flush();
    return { revokedAt: now };
  });
}
