import { PermanentError } from '../runtime/processor.ts';
import { button, compose, facts, hello, signOff } from './compose.ts';
import { defineMail } from './define.ts';
import { rejectionText, type RejectionFacts } from './payment-rejected.ts';
import { extraCourse, student } from './rows.ts';

/** An extra course's payment is rejected: the reason read from its row, as for the enrolment's. */
export default defineMail({
  handler: 'mail-extra-course-payment-rejected',
  async data(em, payload) {
    const s = await student(em, payload);
    const course = await extraCourse(em, payload, s.id);
    if (!course.rejectionReason) throw new PermanentError(`Extra course ${course.id}'s payment is no longer rejected.`);
    return {
      envelope: { to: s.email, studentId: s.id },
      locale: s.language,
      facts: {
        name: s.name,
        course: course.course,
        reason: course.rejectionReason,
        note: course.rejectionNote ?? null,
        paymentReference: course.paymentReference ?? null,
      },
    };
  },
  template: (brand, r: RejectionFacts, i18n) =>
    compose(
      i18n,
      brand,
      i18n._({
        id: 'extraPaymentRejected.subject',
        message: 'We could not confirm your payment for {course}',
        values: { course: r.course },
      }),
      [
        hello(i18n, r.name),
        i18n._({
          id: 'extraPaymentRejected.checked',
          message: 'We checked the payment for your extra course and could not confirm it.',
        }),
        facts([
          [i18n._({ id: 'extraPaymentRejected.extraCourse', message: 'Extra course' }), r.course],
          [i18n._({ id: 'mail.reason', message: 'Reason' }), rejectionText(i18n, r.reason, r.note)],
        ]),
        i18n._({
          id: 'extraPaymentRejected.sendAgain',
          message: 'Please log in and send the transaction id of a new payment from your extra courses page.',
        }),
        button(
          `${brand.publicUrl}/extracourse`,
          i18n._({ id: 'mail.seeExtraCourses', message: 'See your extra courses' }),
        ),
        signOff(i18n, brand, i18n._({ id: 'mail.warmRegards', message: 'Warm regards,' })),
      ],
    ),
});
