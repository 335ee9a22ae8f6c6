import { IssuedDocument, Student } from 'backend/entities/index';
import { forgetErasureNotice } from '../privacy/forget-erased-mail.ts';
import { idOf } from '../processors/payload.ts';
import { PermanentError } from '../runtime/processor.ts';
import { compose, signOff } from './compose.ts';
import { defineMail } from './define.ts';
import { erasureRequest } from './rows.ts';

/** The one mail to an erased intern (docs/PRIVACY.md): to the address the request kept for it, forgotten once sent. */
export default defineMail({
  handler: 'mail-erasure-approved',
  async data(em, payload) {
    const request = await erasureRequest(em, payload);
    if (!request.notifyEmail) throw new PermanentError(`Erasure request ${request.id} keeps no address any more.`);
    const issued = await em.count(IssuedDocument, { student: request.student.id });
    // The language is no personal detail: the erasure leaves it, so the last mail is in the intern's own.
    const language =
      (await em.findOne(Student, { id: request.student.id }, { fields: ['language'] }))?.language ?? 'en';
    return {
      envelope: { to: request.notifyEmail, studentId: request.student.id },
      locale: language,
      facts: { certificates: issued > 0 },
    };
  },
  template(brand, r: { certificates: boolean }, i18n) {
    const kept = [
      ...(r.certificates
        ? [
            i18n._({
              id: 'erasureApproved.keptCertificates',
              message:
                'Your certificate numbers, with your name and course, so that anyone you showed a certificate to can still verify it',
            }),
          ]
        : []),
      i18n._({
        id: 'erasureApproved.keptPayouts',
        message: 'The amounts of any payouts made to you (the law on accounts)',
      }),
      i18n._({
        id: 'erasureApproved.keptRecord',
        message: 'A record that each action happened, without your personal details',
      }),
    ];
    return compose(
      i18n,
      brand,
      i18n._({ id: 'erasureApproved.subject', message: 'Your personal data has been erased' }),
      [
        i18n._({ id: 'mail.helloNoName', message: 'Hello,' }),
        i18n._({
          id: 'erasureApproved.erased',
          message:
            'As you asked, we have erased your personal data from {company}: your name, phone, e-mail, college, payment screenshot and UPI id. Your account is closed and cannot be signed in to.',
          values: { company: brand.company },
        }),
        i18n._({ id: 'erasureApproved.kept', message: 'What we keep: {kept}.', values: { kept: kept.join('; ') } }),
        i18n._({
          id: 'erasureApproved.last',
          message: 'This is the last e-mail we send to this address; we do not keep it.',
        }),
        signOff(i18n, brand, i18n._({ id: 'mail.regards', message: 'Regards,' })),
      ],
    );
  },
  afterSent: (em, payload, sent) =>
    forgetErasureNotice(em, idOf(payload, 'erasureRequestId'), idOf(payload, 'studentId'), sent.mailLogId),
});
