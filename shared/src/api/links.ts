import type { DocumentKind } from './documents.ts';

/**
 * API addresses that an answer gives and a screen builds alike. No zod here: the frontend imports this
 * module's values, and only the types of the others.
 */

/** Where a made document is downloaded (the extra course named for the extra-course kinds). */
export function documentDownloadUrl(kind: DocumentKind, extraCourseId?: number | null): string {
  return `/api/documents/${kind}/download${extraCourseId == null ? '' : `?extraCourseId=${extraCourseId}`}`;
}

/** Where an admin downloads a student's document from the student's record (any made one, revoked included). */
export function adminDocumentDownloadUrl(studentId: number, kind: DocumentKind, extraCourseId?: number | null): string {
  return `/api/admin/students/${studentId}/documents/${kind}/download${extraCourseId == null ? '' : `?extraCourseId=${extraCourseId}`}`;
}

/** Where the intern downloads a certificate's Open Badges credential (a VC-JWT, docs/CREDENTIALS.md). */
export function documentCredentialUrl(kind: DocumentKind, extraCourseId?: number | null): string {
  return `/api/documents/${kind}/credential${extraCourseId == null ? '' : `?extraCourseId=${extraCourseId}`}`;
}

/** Where anyone holding a certificate's /verify link downloads its credential. */
export function verifyCredentialUrl(token: string): string {
  return `/api/verify/${token}/credential`;
}
