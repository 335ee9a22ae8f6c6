import { compose, facts, hello, signOff } from './compose.ts';
import { defineMail } from './define.ts';
import { extraCourse, student, studentFacts, type StudentFacts } from './rows.ts';

/** An extra course is added: its payment is being checked. */
export default defineMail({
  handler: 'mail-extra-course-pending',
  async data(em, payload) {
    const s = await student(em, payload);
    const course = await extraCourse(em, payload, s.id);
    return {
      envelope: { to: s.email, studentId: s.id },
      locale: s.language,
      facts: studentFacts({ ...course, name: s.name }, s.language),
    };
  },
  template: (brand, s: StudentFacts, i18n) =>
    compose(
      i18n,
      brand,
      i18n._({ id: 'extraPending.subject', message: 'Extra course received: {course}', values: { course: s.course } }),
      [
        hello(i18n, s.name),
        i18n._({
          id: 'extraPending.thanks',
          message:
            'Thank you for enrolling in an extra course. We have received your request and are checking your payment.',
        }),
        facts([
          [i18n._({ id: 'mail.course', message: 'Course' }), s.course],
          [
            i18n._({ id: 'mail.periodLabel', message: 'Period' }),
            i18n._({ id: 'mail.period', message: '{start} to {end}', values: { start: s.startDate, end: s.endDate } }),
          ],
        ]),
        i18n._({
          id: 'extraPending.next',
          message: 'You will receive the guides and your offer letter by mail once it is confirmed.',
        }),
        signOff(i18n, brand, i18n._({ id: 'mail.warmRegards', message: 'Warm regards,' })),
      ],
    ),
});
