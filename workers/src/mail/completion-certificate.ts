import { durationDays } from 'shared/dates';
import type { I18n } from '../i18n/catalogue.ts';
import { compose, facts, hello, signOff } from './compose.ts';
import { defineMail } from './define.ts';
import { documentMailData, studentFacts, type StudentFacts } from './rows.ts';

export const checksQR = (i18n: I18n) =>
  i18n._({ id: 'mail.checksQR', message: 'It carries a QR code that anyone can scan to check that it is genuine.' });

/** A period with its length: '01/06/2026 to 15/07/2026 (45 days)'. */
export const periodWithDays = (i18n: I18n, s: StudentFacts & { durationDays: number }) =>
  i18n._({
    id: 'mail.periodDays',
    message: '{start} to {end} ({days} days)',
    values: { start: s.startDate, end: s.endDate, days: s.durationDays },
  });

/** The internship is complete: its certificate, attached. */
export default defineMail({
  handler: 'mail-completion-certificate',
  async data(em, payload) {
    const { envelope, student: s, locale } = await documentMailData(em, payload, 'completion-certificate');
    return {
      envelope,
      locale,
      facts: { ...studentFacts(s, locale), durationDays: durationDays(s.startDate, s.endDate) },
    };
  },
  template: (brand, s: StudentFacts & { durationDays: number }, i18n) =>
    compose(
      i18n,
      brand,
      i18n._({ id: 'completionCertificate.subject', message: 'Your internship completion certificate' }),
      [
        hello(i18n, s.name),
        i18n._({
          id: 'completionCertificate.congratulations',
          message: 'Congratulations on completing your internship with us!',
        }),
        facts([
          [i18n._({ id: 'mail.course', message: 'Course' }), s.course],
          [i18n._({ id: 'mail.periodLabel', message: 'Period' }), periodWithDays(i18n, s)],
        ]),
        i18n._({
          id: 'completionCertificate.attached',
          message: 'Your completion certificate is attached. {checksQR}',
          values: { checksQR: checksQR(i18n) },
        }),
        signOff(i18n, brand, i18n._({ id: 'mail.everySuccess', message: 'We wish you every success.' })),
      ],
    ),
});
