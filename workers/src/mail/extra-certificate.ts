import { durationDays } from 'shared/dates';
import { checksQR, periodWithDays } from './completion-certificate.ts';
import { button, compose, emphasis, facts, hello, signOff } from './compose.ts';
import { defineMail } from './define.ts';
import { attachment, extraCourse, student, studentFacts, type StudentFacts } from './rows.ts';

/** An extra course is complete: its certificate, attached. */
export default defineMail({
  handler: 'mail-extra-certificate',
  async data(em, payload) {
    const s = await student(em, payload);
    const course = await extraCourse(em, payload, s.id);
    const { attachment: certificate, document } = await attachment(em, s, 'extra-certificate', course.id);
    return {
      envelope: { to: s.email, studentId: s.id, attachments: [certificate] },
      locale: s.language,
      facts: {
        ...studentFacts({ ...course, name: s.name }, s.language),
        durationDays: durationDays(course.startDate, course.endDate),
        certificateNumber: document.certificateNumber,
      },
    };
  },
  template: (brand, s: StudentFacts & { durationDays: number; certificateNumber: string }, i18n) =>
    compose(
      i18n,
      brand,
      i18n._({
        id: 'extraCertificate.subject',
        message: 'Your extra course certificate: {course}',
        values: { course: s.course },
      }),
      [
        hello(i18n, s.name),
        emphasis(
          i18n._({
            id: 'extraCertificate.congratulationsBefore',
            message: 'Congratulations on completing your extra course, ',
          }),
          s.course,
          i18n._({ id: 'extraCertificate.congratulationsAfter', message: '!' }),
        ),
        facts([
          [i18n._({ id: 'mail.course', message: 'Course' }), s.course],
          [i18n._({ id: 'mail.periodLabel', message: 'Period' }), periodWithDays(i18n, s)],
          [i18n._({ id: 'extraCertificate.number', message: 'Certificate number' }), s.certificateNumber],
        ]),
        i18n._({
          id: 'extraCertificate.attached',
          message:
            'Your course certificate is attached. {checksQR} You can also download it again from your extra courses page at any time.',
          values: { checksQR: checksQR(i18n) },
        }),
        button(
          `${brand.publicUrl}/extracourse`,
          i18n._({ id: 'mail.seeExtraCourses', message: 'See your extra courses' }),
        ),
        signOff(
          i18n,
          brand,
          i18n._({ id: 'extraCertificate.keepLearning', message: 'Keep learning, and we wish you every success.' }),
        ),
      ],
    ),
});
