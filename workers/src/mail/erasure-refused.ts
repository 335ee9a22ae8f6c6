import { compose, facts, signOff } from './compose.ts';
import { defineMail } from './define.ts';
import { erasureRequest, student } from './rows.ts';

/** The answer to an intern's erasure request an admin refused (issue 18, item 3), with the admin's reason. */
export default defineMail({
  handler: 'mail-erasure-refused',
  async data(em, payload) {
    const request = await erasureRequest(em, payload);
    const s = await student(em, payload);
    return { envelope: { to: s.email, studentId: s.id }, facts: { name: s.name, reason: request.decisionNote ?? '' } };
  },
  template: (brand, r: { name: string; reason: string }) =>
    compose(brand, 'Your request to erase your data', [
      `Hello ${r.name},`,
      'We have looked at your request to erase your personal data and cannot do it now.',
      facts([['Reason', r.reason]]),
      `If you think this is wrong, reply to this e-mail or write to our grievance officer (see the privacy notice on our site: ${brand.publicUrl}/privacy).`,
      signOff(brand, 'Regards,'),
    ]),
});
