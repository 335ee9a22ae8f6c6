import type { AdminErasureRequest, ErasureRequestView, ErasureScopeView } from 'shared/api/privacy';
import { internId } from 'shared/business';
import type { ErasureRequestRow, PendingErasureRow } from '../queries/erasure-requests.ts';
import type { ErasureScope } from '../queries/erasure-scope.ts';

/** Raw SQL answers timestamps as PostgreSQL wrote them. */
const iso = (at: Date | string) => new Date(at).toISOString();

export function presentErasureRequest(r: ErasureRequestRow): ErasureRequestView {
  return {
    id: r.id,
    status: r.status,
    reason: r.reason,
    decisionNote: r.decision_note,
    createdAt: iso(r.created_at),
    decidedAt: r.decided_at ? iso(r.decided_at) : null,
  };
}

export function presentAdminErasureRequest(r: PendingErasureRow, certificatePrefix: string): AdminErasureRequest {
  return {
    id: r.id,
    studentId: r.student_id,
    studentName: r.name,
    internId: internId(certificatePrefix, r.student_id),
    validated: r.validated,
    documentsIssued: r.documents_issued,
    payoutOwed: r.payout_owed,
    reason: r.reason,
    createdAt: iso(r.created_at),
  };
}

/** What approving request `requestId` will touch: counts of the scope the erasure acts on, and the linked records. */
export function presentErasureScope(
  requestId: number,
  scope: ErasureScope,
  labels: Map<number, { name: string; code: string | null }>,
  certificatePrefix: string,
): ErasureScopeView {
  return {
    requestId,
    studentId: scope.studentId,
    internId: internId(certificatePrefix, scope.studentId),
    nameKept: scope.nameKept,
    emailProven: scope.emailProven,
    extraCourses: scope.extraCourseIds.length,
    documents: scope.documentIds.length,
    screenshotFiles: scope.files.filter((f) => f.purpose !== 'document').length,
    documentFiles: scope.files.filter((f) => f.purpose === 'document').length,
    contactMessages: scope.contactMessageIds.length,
    referrers: scope.referrers.map((r) => ({
      id: r.id,
      name: labels.get(r.id)?.name ?? '',
      code: labels.get(r.id)?.code ?? null,
      linkedBy: r.links,
      owed: r.owed,
      erase: r.erase,
    })),
  };
}
