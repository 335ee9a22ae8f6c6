import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Student } from './student.ts';
import { timestamps } from './timestamps.ts';

export const ExtraCourse = defineEntity({
  name: 'ExtraCourse',
  tableName: 'extra_courses',
  properties: {
    id: p.integer().primary(),
    student: () => p.manyToOne(Student).deleteRule('cascade').index(),
    course: p.string(),
    startDate: p.date(),
    endDate: p.date(),
    college: p.string(),
    transaction: p.string(),
    email: p.string(),
    validated: p.boolean().default(false),
    validatedAt: p.datetime().nullable(),
    /** The payment reference this payment was made with (payment_references.code; unique: one reference, one payment). */
    paymentReference: p.string().nullable().unique(),
    /** Set when an admin rejects the payment; a new screenshot/UTR clears it (pending again). */
    rejectedAt: p.datetime().nullable(),
    rejectionReason: p.enum(['amount-wrong', 'not-received', 'unreadable', 'duplicate', 'other']).nullable(),
    rejectionNote: p.string().nullable(),
    erasedAt: p.datetime().nullable(),
    ...timestamps,
  },
});
export type ExtraCourse = InferEntity<typeof ExtraCourse>;
