import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { REFERRER_ERASED, REFERRER_EXPORT_REQUESTED } from 'shared/api/privacy';

// The server's words, typed by its constants (the frontend takes only types from shared/api): the
// compiler fails if the server's English changes and these do not.
export const EXPORT_REQUESTED: typeof REFERRER_EXPORT_REQUESTED = 'If this e-mail belongs to a member of refer-and-earn, we have sent it a link to download their data.';
const ERASED: typeof REFERRER_ERASED =
  'Your refer-and-earn data is erased: your name, e-mail, phone and UPI id. The payouts already made stay in our accounts, without your details.';

/**
 * The server's two success answers to a referrer, which carry no message code: known by their
 * English, shown in the page's language; any other answer is shown as sent.
 */
const known: Record<string, MessageDescriptor> = {
  [EXPORT_REQUESTED]: msg`If this e-mail belongs to a member of refer-and-earn, we have sent it a link to download their data.`,
  [ERASED]: msg`Your refer-and-earn data is erased: your name, e-mail, phone and UPI id. The payouts already made stay in our accounts, without your details.`,
};

export function referrerAnswerText(message: string): string {
  const descriptor = known[message];
  return descriptor ? i18n._(descriptor) : message;
}
