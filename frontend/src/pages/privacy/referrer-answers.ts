import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { REFERRER_ERASED, REFERRER_EXPORT_REQUESTED } from 'shared/api/privacy';

/**
 * The server's two success answers to a referrer (shared/api/privacy), which carry no message code:
 * known by their English, shown in the page's language; any other answer is shown as sent.
 */
const known: Record<string, MessageDescriptor> = {
  [REFERRER_EXPORT_REQUESTED]: msg`If this e-mail belongs to a member of refer-and-earn, we have sent it a link to download their data.`,
  [REFERRER_ERASED]: msg`Your refer-and-earn data is erased: your name, e-mail, phone and UPI id. The payouts already made stay in our accounts, without your details.`,
};

export function referrerAnswerText(message: string): string {
  const descriptor = known[message];
  return descriptor ? i18n._(descriptor) : message;
}
