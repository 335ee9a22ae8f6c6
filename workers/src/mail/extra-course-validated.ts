import { hasDateCome } from 'shared/dates';
import { button, compose, facts, hello, signOff } from './compose.ts';
import { defineMail } from './define.ts';
import { attachment, extraCourse, student, studentFacts, type StudentFacts } from './rows.ts';

/** An extra course is confirmed: its letter, attached (the certificate has its own mail, mail-extra-certificate, after extra-course.completed). */
export default defineMail({
  handler: 'mail-extra-course-validated',
  async data(em, payload) {
    const s = await student(em, payload);
    const course = await extraCourse(em, payload, s.id);
    const { attachment: letter } = await attachment(em, s, 'extra-offer-letter', course.id);
    return {
      envelope: { to: s.email, studentId: s.id, attachments: [letter] },
      locale: s.language,
      facts: { ...studentFacts({ ...course, name: s.name }, s.language), ended: hasDateCome(course.endDate) },
    };
  },
  template: (brand, s: StudentFacts & { ended: boolean }, i18n) =>
    compose(
      i18n,
      brand,
      i18n._({
        id: 'extraValidated.subject',
        message: 'Extra course confirmed: {course}',
        values: { course: s.course },
      }),
      [
        hello(i18n, s.name),
        i18n._({ id: 'extraValidated.confirmed', message: 'Your extra course is confirmed.' }),
        facts([
          [i18n._({ id: 'mail.course', message: 'Course' }), s.course],
          [
            i18n._({ id: 'mail.periodLabel', message: 'Period' }),
            i18n._({ id: 'mail.period', message: '{start} to {end}', values: { start: s.startDate, end: s.endDate } }),
          ],
        ]),
        s.ended
          ? i18n._({
              id: 'extraValidated.ended',
              message:
                'Your course letter is attached. Your course has already ended, so your certificate follows in a separate mail.',
            })
          : i18n._({
              id: 'extraValidated.readyOn',
              message:
                'Your course letter is attached. Your certificate will be ready on {endDate}; we will mail it to you that day.',
              values: { endDate: s.endDate },
            }),
        button(
          `${brand.publicUrl}/extracourse`,
          i18n._({ id: 'mail.seeExtraCourses', message: 'See your extra courses' }),
        ),
        signOff(i18n, brand, i18n._({ id: 'extraValidated.happyLearning', message: 'Happy learning!' })),
      ],
    ),
});
