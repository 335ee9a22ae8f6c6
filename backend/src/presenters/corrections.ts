import type { AdminDocument, CorrectableField, CorrectionRequestView } from 'shared/api/corrections';
import { internId } from 'shared/business';
import { toIsoDate } from 'shared/dates';
import type { CorrectionRequest } from '../entities/index.ts';
import type { IssuedDocumentRow } from '../queries/corrections.ts';

/** A student's issued document as an admin sees it: number, version, verification link, revocation. */
export function presentAdminDocument({ document: d, earlierVersions }: IssuedDocumentRow): AdminDocument {
  return {
    id: d.id,
    kind: d.kind,
    extraCourseId: d.extraCourse?.id ?? null,
    certificateNumber: d.certificateNumber,
    version: d.version,
    issuedOn: toIsoDate(d.issuedOn),
    earlierVersions,
    verifyPath: `/verify/${d.verificationToken}`,
    revokedAt: d.revokedAt?.toISOString() ?? null,
    revokedReason: d.revokedReason ?? null,
  };
}

/** A correction request; `certificatePrefix` given (admins), with whose record it is. */
export function presentCorrectionRequest(r: CorrectionRequest, certificatePrefix?: string): CorrectionRequestView {
  return {
    id: r.id,
    studentId: r.student.id,
    ...(certificatePrefix !== undefined
      ? { studentName: r.student.name, internId: internId(certificatePrefix, r.student.id) }
      : {}),
    field: r.field as CorrectableField,
    correctValue: r.correctValue,
    note: r.note ?? null,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    resolvedAt: r.resolvedAt?.toISOString() ?? null,
  };
}
