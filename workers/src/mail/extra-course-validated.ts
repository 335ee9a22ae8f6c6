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
      facts: { ...studentFacts({ ...course, name: s.name }), ended: hasDateCome(course.endDate) },
    };
  },
  template: (brand, s: StudentFacts & { ended: boolean }) =>
    compose(brand, `Extra course confirmed: ${s.course}`, [
      hello(s.name),
      'Your extra course is confirmed.',
      facts([['Course', s.course], ['Period', `${s.startDate} to ${s.endDate}`]]),
      s.ended
        ? 'Your course letter is attached. Your course has already ended, so your certificate follows in a separate mail.'
        : `Your course letter is attached. Your certificate will be ready on ${s.endDate}; we will mail it to you that day.`,
      button(`${brand.publicUrl}/extracourse`, 'See your extra courses'),
      signOff(brand, 'Happy learning!'),
    ]),
});
