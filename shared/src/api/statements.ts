import { z } from 'zod';
import type { JobsAnswer } from './envelope.ts';
import { numericId } from './fields.ts';

/** Messages of statement reconciliation (docs/PAYMENTS.md). */
export const statementMessages = {
  noFile: 'Choose the bank statement file (CSV or XLSX) to upload.',
  noColumns:
    'No bank statement columns were found. Export the statement from SBI, HDFC, ICICI or Axis as CSV or XLSX, or use a file with the columns date, utr, amount, narration.',
  repeatedUtr: (utr: string, rows: number[]) =>
    `The UTR ${utr} appears more than once in this file (rows ${rows.join(', ')}). Nothing was imported; export the statement again.`,
  unknown: 'No statement has this id.',
} as const;

/** GET /api/admin/statements/:id, POST /api/admin/statements/:id/validate */
export const statementParams = z.object({ id: numericId(statementMessages.unknown) });

export interface ReconciledCredit {
  id: number;
  rowNumber: number;
  date: string | null;
  amountRupees: number;
  utr: string;
  reference: string | null;
  narration: string;
}
export interface ReconciledEnrolment {
  kind: 'registration' | 'extra-course';
  id: number;
  name: string;
  email: string;
  utr: string | null;
  paymentReference: string | null;
}
export interface ReconciledMatch {
  credit: ReconciledCredit;
  enrolment: ReconciledEnrolment;
  by: 'utr' | 'reference';
  /** Confirmed already (validated through this credit). */
  validated: boolean;
}
/** POST /api/admin/statements, GET /api/admin/statements/:id */
export interface Reconciliation {
  statement: {
    id: number;
    fileName: string;
    layout: string;
    rowCount: number;
    creditCount: number;
    alreadyImported: number;
    createdAt: string;
  };
  /** True when this exact file had been imported before: the answer is the first import's. */
  repeat: boolean;
  matched: ReconciledMatch[];
  amountDiffers: (ReconciledMatch & { expected: number[] })[];
  ambiguous: { credit: ReconciledCredit; candidates: ReconciledEnrolment[] }[];
  creditsWithoutEnrolment: ReconciledCredit[];
  enrolmentsWithoutCredit: ReconciledEnrolment[];
  /** All pending enrolments with no credit in this statement (the list shows the oldest 500). */
  enrolmentsWithoutCreditCount: number;
}
/** POST /api/admin/statements/:id/validate */
export interface StatementValidated extends JobsAnswer {
  validated: number;
}
