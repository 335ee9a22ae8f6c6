import { hasDateCome } from 'shared/dates';
import { button, compose, facts, hello, signOff } from './compose.ts';
import { defineMail } from './define.ts';
import { documentMailData, studentFacts, type StudentFacts } from './rows.ts';

/** The enrolment is confirmed: the offer letter, attached. */
export default defineMail({
  handler: 'mail-offer-letter',
  async data(em, payload) {
    const { envelope, student: s, locale } = await documentMailData(em, payload, 'offer-letter');
    return { envelope, locale, facts: { ...studentFacts(s, locale), ended: hasDateCome(s.endDate) } };
  },
  template: (brand, s: StudentFacts & { ended?: boolean }, i18n) =>
    compose(
      i18n,
      brand,
      i18n._({ id: 'offerLetter.subject', message: 'Your enrolment is confirmed: offer letter attached' }),
      [
        hello(i18n, s.name),
        i18n._({ id: 'offerLetter.welcome', message: 'Good news: your enrolment is confirmed. Welcome aboard!' }),
        facts([
          [i18n._({ id: 'mail.course', message: 'Course' }), s.course],
          [i18n._({ id: 'mail.startDate', message: 'Start date' }), s.startDate],
          [
            i18n._({ id: 'mail.internshipPeriod', message: 'Internship period' }),
            i18n._({ id: 'mail.period', message: '{start} to {end}', values: { start: s.startDate, end: s.endDate } }),
          ],
        ]),
        i18n._({
          id: 'offerLetter.attached',
          message:
            'Your offer letter is attached to this mail. Your dashboard now has the study materials, projects and the tests.',
        }),
        // Validated after the end date: the completion certificate is made at once, in its own mail.
        ...(s.ended
          ? [
              i18n._({
                id: 'offerLetter.ended',
                message:
                  'Your internship has already ended, so your completion certificate follows in a separate mail.',
              }),
            ]
          : []),
        button(
          `${brand.publicUrl}/dashboard`,
          i18n._({ id: 'offerLetter.openDashboard', message: 'Open your dashboard' }),
        ),
        signOff(i18n, brand, i18n._({ id: 'mail.warmRegards', message: 'Warm regards,' })),
      ],
    ),
});
