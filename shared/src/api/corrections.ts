import { z } from 'zod';
import type { DocumentKind } from '../documents.ts';
import {
  correctableFields,
  correctableFieldLabels,
  correctionStatuses,
  type CorrectableField,
  type CorrectionStatus,
} from '../corrections.ts';
import { messages } from '../messages.ts';
import { calendarDate, emailField, hasControlChars, numericId, phoneField, requiredText } from './fields.ts';

/**
 * Corrections of an intern's record, re-issued documents and revocation:
 * the admin's correction, the intern's correction request, revoking and reinstating a document.
 */

export { correctableFields, correctableFieldLabels, correctionStatuses, type CorrectableField, type CorrectionStatus };

export const NO_SUCH_DOCUMENT = 'No document has this id.';
export const NO_SUCH_CORRECTION_REQUEST = 'No correction request has this id.';
export const NOTHING_TO_CORRECT = 'Change at least one detail to correct.';

const reason = (label: string) => requiredText(label, 500);

/** POST /api/admin/students/:id/correction: the details that change (any of them), and why. */
export const studentCorrectionSchema = z
  .object(
    {
      name: requiredText('the name', 100).optional(),
      college: requiredText('the college', 200).optional(),
      department: requiredText('the department', 100).optional(),
      // A course of the published catalogue (a retired one too: an intern keeps theirs): the catalogue's store checks it.
      course: z
        .string({ error: messages.courseNotListed })
        .trim()
        .min(1, messages.courseNotListed)
        .max(200, messages.courseNotListed)
        .optional(),
      startDate: calendarDate('the start date').optional(),
      endDate: calendarDate('the end date').optional(),
      phone: phoneField().optional(),
      email: emailField().optional(),
      reason: reason('the reason for the correction'),
    },
    { error: 'Please send the corrected details and a reason.' },
  )
  .superRefine((v, ctx) => {
    if (v.startDate && v.endDate && v.endDate < v.startDate)
      ctx.addIssue({ code: 'custom', message: messages.endBeforeStart, path: ['endDate'] });
  });
export type StudentCorrectionInput = z.input<typeof studentCorrectionSchema>;

/** POST /api/correction-requests: the intern says which detail is wrong and what it should be. */
export const correctionRequestSchema = z.object(
  {
    field: z.enum(correctableFields, { error: 'Please choose which detail is wrong.' }),
    correctValue: requiredText('the correct value', 200),
    note: z
      .string({ error: 'The note must be text.' })
      .max(500, 'The note is too long (at most 500 characters).')
      .refine((s) => !hasControlChars(s, true), 'The note contains characters that are not allowed.')
      .transform((s) => s.trim() || undefined)
      .optional(),
  },
  { error: 'Please say which detail is wrong and its correct value.' },
);
export type CorrectionRequestInput = z.input<typeof correctionRequestSchema>;

export const documentIdParams = z.object({ id: numericId(NO_SUCH_DOCUMENT) });
export const correctionRequestParams = z.object({ id: numericId(NO_SUCH_CORRECTION_REQUEST) });
/** POST /api/admin/documents/:id/revoke */
export const revokeSchema = z.object(
  { reason: reason('the reason for revoking') },
  { error: 'Please give the reason for revoking.' },
);

/** One field that a correction changed. */
export interface FieldChange {
  before: string;
  after: string;
}

/** POST /api/admin/students/:id/correction answers what changed and the jobs of the re-issue (if documents were issued). */
export interface CorrectionResult {
  success: true;
  message: string;
  changed: CorrectableField[];
  jobs: string[];
}

/** A document of one student as an admin sees it (GET /api/admin/students/:id/documents). */
export interface AdminDocument {
  id: number;
  kind: DocumentKind;
  extraCourseId: number | null;
  certificateNumber: string;
  version: number;
  issuedOn: string;
  /** Earlier versions kept for the record. */
  earlierVersions: number;
  verifyPath: string;
  revokedAt: string | null;
  revokedReason: string | null;
}
export interface AdminDocumentList {
  documents: AdminDocument[];
}

/** A correction request (GET /api/correction-requests for the intern, /api/admin/correction-requests for admins). */
export interface CorrectionRequestView {
  id: number;
  studentId: number;
  /** Admins only: whose record. */
  studentName?: string;
  internId?: string;
  field: CorrectableField;
  correctValue: string;
  note: string | null;
  status: CorrectionStatus;
  createdAt: string;
  resolvedAt: string | null;
}
export interface CorrectionRequestList {
  requests: CorrectionRequestView[];
}
