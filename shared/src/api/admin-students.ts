import type { PaymentRejection } from './payments.ts';
import { z } from 'zod';
import { blank, hasControlChars, numericId, pageSize } from './fields.ts';
import type { PaymentFlag } from '../payment-checks.ts';
import type { ScreenshotReading } from '../payments.ts';

export const NO_SUCH_STUDENT = 'No student has this id.';
/** The id of a student, in a path or a body. */
export const studentId = numericId(NO_SUCH_STUDENT);
export const studentParams = z.object({ id: studentId });

/** GET /api/admin/students */
export const studentListQuery = z.object({
  page: z.preprocess(
    blank,
    z.coerce
      .number({ error: 'The page must be a number from 1.' })
      .int()
      .min(1, 'The page must be a number from 1.')
      .max(100_000)
      .default(1),
  ),
  pageSize: pageSize(20),
  q: z.preprocess(
    blank,
    z
      .string({ error: 'Search for one piece of text.' })
      .max(100, 'The search text is too long (at most 100 characters).')
      .refine((s) => !hasControlChars(s), 'The search text contains characters that are not allowed.')
      .transform((s) => s.trim() || undefined)
      .optional(),
  ),
  status: z.preprocess(
    blank,
    z
      .enum(['pending', 'validated', 'rejected'], { error: 'The status filter is pending, validated or rejected.' })
      .optional(),
  ),
});
export type StudentListQuery = z.infer<typeof studentListQuery>;

/** GET /api/admin/students.csv: the list's filter (status, search), every page. */
export const studentExportQuery = studentListQuery.pick({ q: true, status: true });
export type StudentExportQuery = z.infer<typeof studentExportQuery>;

/** A row of the admin student list. Never the password hash. */
export interface AdminStudent {
  id: number;
  internId: string;
  name: string;
  email: string;
  phone: string;
  college: string;
  department: string;
  course: string;
  startDate: string;
  endDate: string;
  referralCode: string | null;
  utr: string | null;
  validated: boolean;
  validatedAt: string | null;
  testMark: number | null;
  screenshotUrl: string | null;
  /** Other students with the same UTR, or the same screenshot bytes. */
  flags: { repeatedUtr: number[]; repeatedScreenshot: number[] };
  createdAt: string;
  /** The reference the payment was made with (TN-XXXXXX); null only for students registered before payment references existed. */
  paymentReference: string | null;
  /** The admin's rejection of the payment, while it stands (docs/PAYMENTS.md). */
  rejection: PaymentRejection | null;
  /** What the screenshot was read to say; null while it is being read ('Reading the screenshot…'). */
  reading: ScreenshotReading | null;
  /** What the reading does not agree with (shared/payment-checks paymentFlags). */
  paymentFlags: PaymentFlag[];
}
export interface StudentPage {
  students: AdminStudent[];
  /** Exact; null for a search until its last page is reached (a search is not counted). */
  total: number | null;
  /** A next page exists. */
  more: boolean;
  page: number;
  pageSize: number;
}

/**
 * Other active referrers with the same phone or UPI id. Nothing refuses such a join (a phone or UPI id
 * anyone can type must never block its owner); admins see it flagged and decide.
 */
export interface ReferrerClashes {
  sharesPhoneWith: number[];
  sharesUpiWith: number[];
}

/** A row of the admin refer count table (GET /api/admin/referrals). */
export interface AdminReferrer extends ReferrerClashes {
  id: number;
  name: string;
  email: string;
  phone: string;
  /** Null until the referrer confirms their e-mail. */
  code: string | null;
  upiId: string;
  /** False until the e-mail's owner opened the confirmation link: nothing counts for them yet. */
  confirmed: boolean;
  validatedReferrals: number;
  amount: number;
}
export interface AdminReferrerList {
  referrers: AdminReferrer[];
}
