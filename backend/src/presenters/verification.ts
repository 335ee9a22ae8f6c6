import type { CertificateCheck, OfferedCertificate } from 'shared/api/verify';
import type { IssuedDocument } from '../entities/index.ts';
import { toIsoDate } from 'shared/dates';

/**
 * What anyone holding a certificate's link may see: who holds it, for what, when, and that it is
 * genuine, or revoked (when and why); for an offer letter, where its internship's certificate stands.
 * Nothing else (no e-mail, phone, college, marks or ids).
 */
export function presentVerification(doc: IssuedDocument, offered: OfferedCertificate | null): CertificateCheck {
  const student = doc.student;
  const extra = doc.extraCourse ?? null;
  return {
    valid: !doc.revokedAt,
    kind: doc.kind,
    holder: student.name,
    course: extra ? extra.course : student.course,
    startDate: toIsoDate(extra ? extra.startDate : student.startDate),
    endDate: toIsoDate(extra ? extra.endDate : student.endDate),
    certificateNumber: doc.certificateNumber,
    issuedOn: toIsoDate(doc.issuedOn),
    version: doc.version,
    revoked: doc.revokedAt ? { at: doc.revokedAt.toISOString(), reason: doc.revokedReason ?? null } : null,
    offeredCertificate: offered,
  };
}
