import { durationDays } from 'shared/dates';
import { compose, facts, hello, signOff } from './compose.ts';
import { defineMail } from './define.ts';
import { documentMailData, studentFacts, type StudentFacts } from './rows.ts';

export const checksQR = 'It carries a QR code that anyone can scan to check that it is genuine.';

/** The internship is complete: its certificate, attached. */
export default defineMail({
  handler: 'mail-completion-certificate',
  async data(em, payload) {
    const { envelope, student: s } = await documentMailData(em, payload, 'completion-certificate');
    return { envelope, facts: { ...studentFacts(s), durationDays: durationDays(s.startDate, s.endDate) } };
  },
  template: (brand, s: StudentFacts & { durationDays: number }) =>
    compose(brand, 'Your internship completion certificate', [
      hello(s.name),
      'Congratulations on completing your internship with us!',
      facts([['Course', s.course], ['Period', `${s.startDate} to ${s.endDate} (${s.durationDays} days)`]]),
      `Your completion certificate is attached. ${checksQR}`,
      signOff(brand, 'We wish you every success.'),
    ]),
});
