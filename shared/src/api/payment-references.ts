import { z } from 'zod';
import { PAYMENT_REFERENCE_FORMAT, type PaymentKind } from '../payments.ts';
import { messages } from '../messages.ts';
import { MAX_FEE_RUPEES } from './catalogue.ts';

/** POST /api/payment-references: which payment the reference is for. */
export const paymentReferenceRequest = z.object(
  { kind: z.enum(['registration', 'extra-course'], { error: 'Please say which payment the reference is for.' }) },
  { error: 'Please say which payment the reference is for.' },
);

/** POST /api/payment-references (201): the reference to put in the UPI note. */
export interface PaymentReferenceIssued {
  reference: string;
  kind: PaymentKind;
  createdAt: string;
}

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

/**
 * Optional on a registration or an extra course: the reference the page showed. Upper-cased, so a
 * reference typed by hand in small letters is the same one; anything not of the format is unknown.
 */
export const paymentReferenceField = z.preprocess(
  blankToUndefined,
  z
    .string({ error: messages.paymentReferenceUnknown })
    .max(20, messages.paymentReferenceUnknown)
    .transform((s) => s.trim().toUpperCase())
    .pipe(z.string().regex(PAYMENT_REFERENCE_FORMAT, messages.paymentReferenceUnknown))
    .optional(),
);

/**
 * Optional on a registration or an extra course: the fee the page showed, in whole rupees (a form sends
 * it as text too). The server keeps it when it was the course's fee within the last two days, else it
 * stores the fee in effect; a value no fee can be is refused.
 */
export const shownFeeField = z.preprocess(
  (v) => {
    const given = blankToUndefined(v);
    return typeof given === 'string' && /^\s*\d{1,7}\s*$/.test(given) ? Number(given) : given;
  },
  z
    .number({ error: messages.catalogueFeeInvalid })
    .int(messages.catalogueFeeInvalid)
    .min(1, messages.catalogueFeeInvalid)
    .max(MAX_FEE_RUPEES, messages.catalogueFeeInvalid)
    .optional(),
);
