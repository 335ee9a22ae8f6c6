import { rejectionWords } from 'shared/payments';
import { PermanentError } from '../runtime/processor.ts';
import { button, compose, facts, signOff } from './compose.ts';
import { defineMail } from './define.ts';
import type { RejectionFacts } from './payment-rejected.ts';
import { extraCourse, student } from './rows.ts';

/** An extra course's payment is rejected: the reason read from its row, as for the enrolment's. */
export default defineMail({
  handler: 'mail-extra-course-payment-rejected',
  async data(em, payload) {
    const s = await student(em, payload);
    const course = await extraCourse(em, payload, s.id);
    if (!course.rejectionReason) throw new PermanentError(`Extra course ${course.id}'s payment is no longer rejected.`);
    const reason = rejectionWords(course.rejectionReason, course.rejectionNote);
    return { envelope: { to: s.email, studentId: s.id }, facts: { name: s.name, course: course.course, reason, paymentReference: course.paymentReference ?? null } };
  },
  template: (brand, r: RejectionFacts) =>
    compose(brand, `We could not confirm your payment for ${r.course}`, [
      `Hello ${r.name},`,
      'We checked the payment for your extra course and could not confirm it.',
      facts([['Extra course', r.course], ['Reason', r.reason]]),
      'Please log in and send the transaction id of a new payment from your extra courses page.',
      button(`${brand.publicUrl}/extracourse`, 'See your extra courses'),
      signOff(brand, 'Warm regards,'),
    ]),
});
