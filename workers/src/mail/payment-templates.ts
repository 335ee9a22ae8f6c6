import { button, compose, facts, signOff, type Brand, type Rendered } from './compose.ts';

/** The mails about a payment an admin rejected (issue 16, item 5), each block written once. */

export interface RejectionFacts {
  name: string;
  /** The course the payment was for (the internship's or the extra course's). */
  course: string;
  /** The reason in words, or the admin's own words for 'other' (shared/payments rejectionWords). */
  reason: string;
  paymentReference: string | null;
}

export function paymentRejected(brand: Brand, r: RejectionFacts): Rendered {
  return compose(brand, 'We could not confirm your payment', [
    `Hello ${r.name},`,
    'We checked the payment for your internship enrolment and could not confirm it.',
    facts([['Course', r.course], ['Reason', r.reason], ...(r.paymentReference ? [['Payment reference', r.paymentReference] as [string, string]] : [])]),
    'Please log in and send a new payment screenshot and its UTR from your dashboard. If you have not paid yet, pay first, with the payment reference in the UPI note.',
    button(`${brand.publicUrl}/login`, 'Log in to send a new screenshot'),
    signOff(brand, 'Warm regards,'),
  ]);
}

export function extraCoursePaymentRejected(brand: Brand, r: RejectionFacts): Rendered {
  return compose(brand, `We could not confirm your payment for ${r.course}`, [
    `Hello ${r.name},`,
    'We checked the payment for your extra course and could not confirm it.',
    facts([['Extra course', r.course], ['Reason', r.reason]]),
    'Please log in and send the transaction id of a new payment from your extra courses page.',
    button(`${brand.publicUrl}/extracourse`, 'See your extra courses'),
    signOff(brand, 'Warm regards,'),
  ]);
}
