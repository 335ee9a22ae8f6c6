import type { RejectionReason } from 'shared/payments';
import type { I18n } from '../i18n/catalogue.ts';
import { PermanentError } from '../runtime/processor.ts';
import { button, compose, facts, hello, signOff } from './compose.ts';
import { defineMail } from './define.ts';
import { student } from './rows.ts';

/** What the mails about a payment an admin rejected say (docs/PAYMENTS.md). */
export interface RejectionFacts {
  name: string;
  /** The course the payment was for (the internship's or the extra course's). */
  course: string;
  /** Why: one of the listed reasons, or 'other' with the admin's own words (shown as typed). */
  reason: RejectionReason;
  note: string | null;
  paymentReference: string | null;
}

/**
 * The reason in the reader's words (shared/payments rejectionWords, translated): the admin's own
 * words for 'other' are shown as typed.
 */
export function rejectionText(i18n: I18n, reason: RejectionReason, note: string | null): string {
  if (reason === 'other' && note) return note;
  // A reason added to shared/payments without its words here fails the type check (the English is checked equal in catalogue.test.ts).
  const words: Record<RejectionReason, string> = {
    'amount-wrong': i18n._({ id: 'rejection.amountWrong', message: 'The amount paid is wrong' }),
    'not-received': i18n._({ id: 'rejection.notReceived', message: 'The payment was not received' }),
    unreadable: i18n._({ id: 'rejection.unreadable', message: 'The screenshot is unreadable' }),
    duplicate: i18n._({ id: 'rejection.duplicate', message: 'This payment was already used' }),
    other: i18n._({ id: 'rejection.other', message: 'Other' }),
  };
  return words[reason];
}

/**
 * The enrolment's payment is rejected. The reason is read from the row (the admin's words for 'other'
 * never go into a job's payload). A payment sent again before this mail went out is pending again: the
 * mail is then not sent.
 */
export default defineMail({
  handler: 'mail-payment-rejected',
  async data(em, payload) {
    const s = await student(em, payload);
    if (!s.rejectionReason) throw new PermanentError(`Student ${s.id}'s payment is no longer rejected.`);
    return {
      envelope: { to: s.email, studentId: s.id },
      locale: s.language,
      facts: {
        name: s.name,
        course: s.course,
        reason: s.rejectionReason,
        note: s.rejectionNote ?? null,
        paymentReference: s.paymentReference ?? null,
      },
    };
  },
  template: (brand, r: RejectionFacts, i18n) =>
    compose(i18n, brand, i18n._({ id: 'paymentRejected.subject', message: 'We could not confirm your payment' }), [
      hello(i18n, r.name),
      i18n._({
        id: 'paymentRejected.checked',
        message: 'We checked the payment for your internship enrolment and could not confirm it.',
      }),
      facts([
        [i18n._({ id: 'mail.course', message: 'Course' }), r.course],
        [i18n._({ id: 'mail.reason', message: 'Reason' }), rejectionText(i18n, r.reason, r.note)],
        ...(r.paymentReference
          ? [
              [i18n._({ id: 'paymentRejected.reference', message: 'Payment reference' }), r.paymentReference] as [
                string,
                string,
              ],
            ]
          : []),
      ]),
      i18n._({
        id: 'paymentRejected.sendAgain',
        message:
          'Please log in and send a new payment screenshot and its UTR from your dashboard. If you have not paid yet, pay first, with the payment reference in the UPI note.',
      }),
      button(
        `${brand.publicUrl}/login`,
        i18n._({ id: 'paymentRejected.logIn', message: 'Log in to send a new screenshot' }),
      ),
      signOff(i18n, brand, i18n._({ id: 'mail.warmRegards', message: 'Warm regards,' })),
    ]),
});
