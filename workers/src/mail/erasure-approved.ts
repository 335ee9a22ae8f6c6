import { IssuedDocument } from 'backend/entities/index';
import { forgetErasureNotice } from '../privacy/forget-erased-mail.ts';
import { idOf } from '../processors/payload.ts';
import { PermanentError } from '../runtime/processor.ts';
import { compose, signOff } from './compose.ts';
import { defineMail } from './define.ts';
import { erasureRequest } from './rows.ts';

/** The one mail to an erased intern (issue 18, item 3): to the address the request kept for it, forgotten once sent. */
export default defineMail({
  handler: 'mail-erasure-approved',
  async data(em, payload) {
    const request = await erasureRequest(em, payload);
    if (!request.notifyEmail) throw new PermanentError(`Erasure request ${request.id} keeps no address any more.`);
    const issued = await em.count(IssuedDocument, { student: request.student.id });
    const kept = [
      ...(issued ? ['Your certificate numbers, with your name and course, so that anyone you showed a certificate to can still verify it'] : []),
      'The amounts of any payouts made to you (the law on accounts)',
      'A record that each action happened, without your personal details',
    ];
    return { envelope: { to: request.notifyEmail, studentId: request.student.id }, facts: { kept } };
  },
  template: (brand, r: { kept: string[] }) =>
    compose(brand, 'Your personal data has been erased', [
      'Hello,',
      `As you asked, we have erased your personal data from ${brand.company}: your name, phone, e-mail, college, payment screenshot and UPI id. Your account is closed and cannot be signed in to.`,
      `What we keep: ${r.kept.join('; ')}.`,
      'This is the last e-mail we send to this address; we do not keep it.',
      signOff(brand, 'Regards,'),
    ]),
  afterSent: (em, payload, sent) => forgetErasureNotice(em, idOf(payload, 'erasureRequestId'), idOf(payload, 'studentId'), sent.mailLogId),
});
