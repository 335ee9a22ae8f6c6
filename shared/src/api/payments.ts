import { z } from 'zod';
import { messages } from '../messages.ts';
import { rejectionReasonKeys, type RejectionReason } from '../payments.ts';
import { requiredText } from './fields.ts';
import { uploadId, utr } from './registrations.ts';

/** POST /api/admin/students/:id/reject and /api/admin/extra-courses/:id/reject: a reason of the list; 'other' needs the admin's words. */
export const rejectPaymentBody = z
  .object({
    reason: z.enum(rejectionReasonKeys, { error: messages.rejectionReasonMissing }),
    note: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z.string({ error: messages.rejectionNoteMissing }).trim().max(300, messages.rejectionNoteMissing).optional(),
    ),
  })
  .refine((b) => b.reason !== 'other' || (b.note !== undefined && b.note.length >= 3), {
    message: messages.rejectionNoteMissing,
    path: ['note'],
  });
export type RejectPaymentBody = z.infer<typeof rejectPaymentBody>;

/** POST /api/me/payment: after a rejection, the intern's new screenshot (an upload id from POST /api/uploads) and UTR. */
export const resubmitPaymentBody = z.object({ uploadId, utr });
export type ResubmitPaymentBody = z.infer<typeof resubmitPaymentBody>;

/** POST /api/extra-courses/:id/payment: after a rejection, the new transaction id of an extra course's payment. */
export const resubmitExtraCoursePaymentBody = z.object({
  transaction: requiredText('the transaction id', 100, { missing: messages.fieldsMissing }),
});
export type ResubmitExtraCoursePaymentBody = z.infer<typeof resubmitExtraCoursePaymentBody>;

/** Why a payment was rejected, as the intern and the admins see it. */
export interface PaymentRejection {
  reason: RejectionReason;
  /** The reason in words (rejectionReasons), with the admin's own words for 'other'. */
  words: string;
  rejectedAt: string;
}
