import { p } from '@mikro-orm/core';
import { rejectionReasonKeys } from 'shared/payments';

/**
 * The payment columns an enrolment (students) and an extra course (extra_courses) both have, defined
 * once: spread into each entity, they make the same columns in each table (no prefix, no embedded
 * object), so `row.rejectedAt` reads alike on both and commands/payment-columns.ts writes them for both.
 */
export const paymentColumns = {
  validated: p.boolean().default(false),
  validatedAt: p.datetime().nullable(),
  /** The payment reference this payment was made with (payment_references.code; unique: one reference, one payment). */
  paymentReference: p.string().nullable().unique(),
  /** Set when an admin rejects the payment; a new screenshot/UTR clears it (pending again). */
  rejectedAt: p.datetime().nullable(),
  /** A key of shared/payments.ts `rejectionReasons` (the table's check lists the same keys). */
  rejectionReason: p.enum(rejectionReasonKeys).nullable(),
  /** The admin's own words, for the reason 'other' only. */
  rejectionNote: p.string().nullable(),
};
