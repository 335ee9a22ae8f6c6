import { durationDays } from 'shared/dates';
import { checksQR } from './completion-certificate.ts';
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
      facts: {
        ...studentFacts({ ...course, name: s.name }),
        durationDays: durationDays(course.startDate, course.endDate),
        certificateNumber: document.certificateNumber,
      },
    };
  },
  template: (brand, s: StudentFacts & { durationDays: number; certificateNumber: string }) =>
    compose(brand, `Your extra course certificate: ${s.course}`, [
      hello(s.name),
      emphasis('Congratulations on completing your extra course, ', s.course, '!'),
      facts([
        ['Course', s.course],
        ['Period', `${s.startDate} to ${s.endDate} (${s.durationDays} days)`],
        ['Certificate number', s.certificateNumber],
      ]),
      `Your course certificate is attached. ${checksQR} You can also download it again from your extra courses page at any time.`,
      button(`${brand.publicUrl}/extracourse`, 'See your extra courses'),
      signOff(brand, 'Keep learning, and we wish you every success.'),
    ]),
});
