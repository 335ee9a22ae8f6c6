import { z } from 'zod';
import { documentKinds, type DocumentKind } from '../documents.ts';
import { numericId } from './fields.ts';

export { documentKinds, type DocumentKind };

const WHICH_EXTRA_COURSE = 'Please say which extra course.';

/** GET /api/documents/:kind/download */
export const documentParams = z.object({ kind: z.enum(documentKinds, { error: 'There is no such document.' }) });
/** `?extraCourseId=` names the extra course for the extra-course kinds. */
export const downloadQuery = z.object({ extraCourseId: numericId(WHICH_EXTRA_COURSE).optional() });

type DocumentStatus = 'not-available' | 'pending' | 'ready' | 'failed';
/** One document the intern has or will have (GET /api/documents). */
export interface DocumentView {
  kind: DocumentKind;
  extraCourseId: number | null;
  status: DocumentStatus;
  /** 'YYYY-MM-DD' (Asia/Kolkata): when a certificate due on an end date becomes available. */
  availableOn?: string;
  certificateNumber?: string;
  issuedOn?: string;
  jobId?: string;
  downloadUrl?: string;
  /** Ready documents: the version (1, then one more with each re-issue after a correction). */
  version?: number;
  /** Ready documents: the public verification page ('/verify/<token>'). */
  verifyPath?: string;
  /** Ready, not revoked certificates: where their Open Badges credential (a VC-JWT) downloads. */
  credentialUrl?: string;
  /** A revoked document: when (ISO timestamp) and why; its download is refused. */
  revoked?: { at: string; reason: string | null };
}
export interface DocumentList {
  documents: DocumentView[];
}
