import type { AdminErasureRequest, ErasureRequestView } from 'shared/api/privacy';
import { internId } from 'shared/business';
import type { ErasureRequestRow, PendingErasureRow } from '../queries/erasure-requests.ts';

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
