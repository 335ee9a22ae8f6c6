import type { EntityManager } from '@mikro-orm/postgresql';
import { CorrectionRequest, DocumentVersion, IssuedDocument } from '../entities/index.ts';

/** The documents issued to one student (made ones only), with how many earlier versions each keeps. */
export async function issuedDocumentsOf(em: EntityManager, studentId: number) {
  const documents = await em.find(
    IssuedDocument,
    { student: studentId, file: { $ne: null } },
    { orderBy: { id: 'asc' } },
  );
  const versions = documents.length
    ? await em.find(DocumentVersion, { document: { $in: documents.map((d) => d.id) } }, { fields: ['id', 'document'] })
    : [];
  const earlier = new Map<number, number>();
  for (const v of versions) earlier.set(v.document.id, (earlier.get(v.document.id) ?? 0) + 1);
  return documents.map((document) => ({ document, earlierVersions: earlier.get(document.id) ?? 0 }));
}
export type IssuedDocumentRow = Awaited<ReturnType<typeof issuedDocumentsOf>>[number];

/** The open correction requests, oldest first, with whose record each is (the admins' list). */
export const openCorrectionRequests = (em: EntityManager) =>
  em.find(
    CorrectionRequest,
    { status: 'open' },
    { populate: ['student'], orderBy: { createdAt: 'asc', id: 'asc' }, limit: 200 },
  );

/** An intern's own correction requests, newest first. */
export const ownCorrectionRequests = (em: EntityManager, studentId: number) =>
  em.find(CorrectionRequest, { student: studentId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 50 });

/** How many open requests an intern has (a limit, so the admins' list is not flooded). */
export const openRequestCount = (em: EntityManager, studentId: number) =>
  em.count(CorrectionRequest, { student: studentId, status: 'open' });
