import { hasDateCome } from 'shared/dates';
import { button, compose, facts, hello, signOff } from './compose.ts';
import { defineMail } from './define.ts';
import { documentMailData, studentFacts, type StudentFacts } from './rows.ts';

/** The enrolment is confirmed: the offer letter, attached. */
export default defineMail({
  handler: 'mail-offer-letter',
  async data(em, payload) {
    const { envelope, student: s } = await documentMailData(em, payload, 'offer-letter');
    return { envelope, facts: { ...studentFacts(s), ended: hasDateCome(s.endDate) } };
  },
  template: (brand, s: StudentFacts & { ended?: boolean }) =>
    compose(brand, 'Your enrolment is confirmed: offer letter attached', [
      hello(s.name),
      'Good news: your enrolment is confirmed. Welcome aboard!',
      facts([['Course', s.course], ['Start date', s.startDate], ['Internship period', `${s.startDate} to ${s.endDate}`]]),
      'Your offer letter is attached to this mail. Your dashboard now has the study materials, projects and the tests.',
      // Validated after the end date: the completion certificate is made at once, in its own mail.
      ...(s.ended ? ['Your internship has already ended, so your completion certificate follows in a separate mail.'] : []),
      button(`${brand.publicUrl}/dashboard`, 'Open your dashboard'),
      signOff(brand, 'Warm regards,'),
    ]),
});
