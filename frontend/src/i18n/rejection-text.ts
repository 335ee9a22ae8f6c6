import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentRejection } from 'shared/api/payments';
import { rejectionReasons, type RejectionReason } from 'shared/payments';

/**
 * The listed reasons of a payment rejection, in the words (and under the ids) of the rejection mail
 * (workers/src/mail/payment-rejected.ts), so the page and the mail say the same in either language.
 * A reason added to shared/payments without its words here fails the type check.
 */
export const rejectionMessages: Record<RejectionReason, MessageDescriptor> = {
  'amount-wrong': msg({ id: 'rejection.amountWrong', message: 'The amount paid is wrong' }),
  'not-received': msg({ id: 'rejection.notReceived', message: 'The payment was not received' }),
  unreadable: msg({ id: 'rejection.unreadable', message: 'The screenshot is unreadable' }),
  duplicate: msg({ id: 'rejection.duplicate', message: 'This payment was already used' }),
  other: msg({ id: 'rejection.other', message: 'Other' }),
};

/**
 * Why a payment was rejected, in the page's language. The API sends the reason and its English words
 * (`words`); an admin's own words for 'other' are shown as typed.
 */
export function rejectionText(rejection: Pick<PaymentRejection, 'reason' | 'words'>): string {
  if (rejection.reason === 'other' && rejection.words !== rejectionReasons.other) return rejection.words;
  return i18n._(rejectionMessages[rejection.reason]);
}
