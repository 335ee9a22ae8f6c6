import { compose, facts, hello, signOff } from './compose.ts';
import { defineMail } from './define.ts';
import { extraCourse, student, studentFacts, type StudentFacts } from './rows.ts';

/** An extra course is added: its payment is being checked. */
export default defineMail({
  handler: 'mail-extra-course-pending',
  async data(em, payload) {
    const s = await student(em, payload);
    const course = await extraCourse(em, payload, s.id);
    return { envelope: { to: s.email, studentId: s.id }, facts: studentFacts({ ...course, name: s.name }) };
  },
  template: (brand, s: StudentFacts) =>
    compose(brand, `Extra course received: ${s.course}`, [
      hello(s.name),
      'Thank you for enrolling in an extra course. We have received your request and are checking your payment.',
      facts([['Course', s.course], ['Period', `${s.startDate} to ${s.endDate}`]]),
      'You will receive the guides and your offer letter by mail once it is confirmed.',
      signOff(brand, 'Warm regards,'),
    ]),
});
