import { compose, facts, hello, signOff } from './compose.ts';
import { defineMail } from './define.ts';
import { erasureRequest, student } from './rows.ts';

/** The answer to an intern's erasure request an admin refused (docs/PRIVACY.md), with the admin's reason. */
export default defineMail({
  handler: 'mail-erasure-refused',
  async data(em, payload) {
    const request = await erasureRequest(em, payload);
    const s = await student(em, payload);
    return {
      envelope: { to: s.email, studentId: s.id },
      locale: s.language,
      facts: { name: s.name, reason: request.decisionNote ?? '' },
    };
  },
  template: (brand, r: { name: string; reason: string }, i18n) =>
    compose(i18n, brand, i18n._({ id: 'erasureRefused.subject', message: 'Your request to erase your data' }), [
      hello(i18n, r.name),
      i18n._({
        id: 'erasureRefused.cannot',
        message: 'We have looked at your request to erase your personal data and cannot do it now.',
      }),
      facts([[i18n._({ id: 'mail.reason', message: 'Reason' }), r.reason]]),
      i18n._({
        id: 'erasureRefused.wrong',
        message:
          'If you think this is wrong, reply to this e-mail or write to our grievance officer (see the privacy notice on our site: {privacyUrl}).',
        values: { privacyUrl: `${brand.publicUrl}/privacy` },
      }),
      signOff(i18n, brand, i18n._({ id: 'mail.regards', message: 'Regards,' })),
    ]),
});
