import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A payment reference (TN-XXXXXX, shared/payments) issued for one enrolment attempt or extra-course payment. */
export const PaymentReference = defineEntity({
  name: 'PaymentReference',
  tableName: 'payment_references',
  properties: {
    code: p.string().primary(),
    kind: p.enum(['registration', 'extra-course']),
    /** When the payment was shown: a screenshot dated before it is flagged. */
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type PaymentReference = InferEntity<typeof PaymentReference>;
