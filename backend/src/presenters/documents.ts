import type { DocumentView } from 'shared/api/documents';
import { documentCredentialUrl, documentDownloadUrl } from 'shared/api/links';
import type { DocumentKind, JobState, Student } from '../entities/index.ts';
import { documentAvailability, hasCredential } from 'shared/documents';
import { documentSlot, type DocumentsData } from '../queries/documents.ts';

const mainKinds: DocumentKind[] = ['offer-letter', 'completion-certificate', 'test-certificate'];
const extraKinds: DocumentKind[] = ['extra-offer-letter', 'extra-certificate'];
const pendingStates: JobState[] = ['waiting', 'queued', 'active', 'retrying'];

/**
 * GET /api/documents: each document the intern has or will have, with its status. Not available
 * yet (before validation, before the end date in Asia/Kolkata, before test 1); ready when its PDF
 * exists; otherwise pending or failed after the newest job that makes it.
 */
export function presentDocuments(
  student: Pick<Student, 'validated' | 'endDate' | 'testMark'>,
  data: DocumentsData,
  /** Where a made document downloads from: the intern's own address unless an admin's screen says otherwise. */
  downloadUrl: (kind: DocumentKind, extraCourseId: number | null) => string = documentDownloadUrl,
  /** Where a certificate's credential downloads: the intern's own address; none on an admin's screen. */
  credentialUrl: ((kind: DocumentKind, extraCourseId: number | null) => string) | null = documentCredentialUrl,
  now: Date = new Date(),
): DocumentView[] {
  const { extraCourses, issued, latestJobs } = data;
  const view = (
    kind: DocumentKind,
    extraCourseId: number | null,
    owner: { validated: boolean; endDate: string },
  ): DocumentView => {
    const availability = documentAvailability(kind, { ...owner, testMark: student.testMark }, now);
    if (!availability.available) {
      return {
        kind,
        extraCourseId,
        status: 'not-available',
        ...('availableOn' in availability ? { availableOn: availability.availableOn } : {}),
      };
    }
    const doc = issued.get(documentSlot(kind, extraCourseId));
    if (doc) {
      return {
        kind,
        extraCourseId,
        status: 'ready',
        certificateNumber: doc.certificateNumber,
        issuedOn: String(doc.issuedOn).slice(0, 10),
        downloadUrl: downloadUrl(kind, extraCourseId),
        version: doc.version,
        verifyPath: `/verify/${doc.verificationToken}`,
        ...(hasCredential(kind) && !doc.revokedAt && credentialUrl
          ? { credentialUrl: credentialUrl(kind, extraCourseId) }
          : {}),
        ...(doc.revokedAt ? { revoked: { at: doc.revokedAt.toISOString(), reason: doc.revokedReason ?? null } } : {}),
      };
    }
    const job = latestJobs.get(documentSlot(kind, extraCourseId));
    if (job?.state === 'failed') return { kind, extraCourseId, status: 'failed', jobId: job.id };
    return {
      kind,
      extraCourseId,
      status: 'pending',
      ...(job && pendingStates.includes(job.state) ? { jobId: job.id } : {}),
    };
  };

  return [
    ...mainKinds.map((kind) => view(kind, null, { validated: student.validated, endDate: student.endDate })),
    ...extraCourses.flatMap((c) =>
      extraKinds.map((kind) => view(kind, c.id, { validated: c.validated, endDate: c.endDate })),
    ),
  ];
}
