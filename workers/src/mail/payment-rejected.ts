import { rejectionWords } from 'shared/payments';
import { PermanentError } from '../runtime/processor.ts';
import { button, compose, facts, signOff } from './compose.ts';
import { defineMail } from './define.ts';
import { student } from './rows.ts';

/** What the mails about a payment an admin rejected say (issue 16, item 5). */
export interface RejectionFacts {
  name: string;
  /** The course the payment was for (the internship's or the extra course's). */
  course: string;
  /** The reason in words, or the admin's own words for 'other' (shared/payments rejectionWords). */
  reason: string;
  paymentReference: string | null;
}

/**
 * The enrolment's payment is rejected. The reason is read from the row (the admin's words for 'other'
 * never go into a job's payload). A payment sent again before this mail went out is pending again: the
 * mail is then not sent.
 */
export default defineMail({
  handler: 'mail-payment-rejected',
  async data(em, payload) {
    const s = await student(em, payload);
    if (!s.rejectionReason) throw new PermanentError(`Student ${s.id}'s payment is no longer rejected.`);
    const reason = rejectionWords(s.rejectionReason, s.rejectionNote);
    return { envelope: { to: s.email, studentId: s.id }, facts: { name: s.name, course: s.course, reason, paymentReference: s.paymentReference ?? null } };
  },
  template: (brand, r: RejectionFacts) =>
    compose(brand, 'We could not confirm your payment', [
      `Hello ${r.name},`,
      'We checked the payment for your internship enrolment and could not confirm it.',
      facts([['Course', r.course], ['Reason', r.reason], ...(r.paymentReference ? [['Payment reference', r.paymentReference] as [string, string]] : [])]),
      'Please log in and send a new payment screenshot and its UTR from your dashboard. If you have not paid yet, pay first, with the payment reference in the UPI note.',
      button(`${brand.publicUrl}/login`, 'Log in to send a new screenshot'),
      signOff(brand, 'Warm regards,'),
    ]),
});
