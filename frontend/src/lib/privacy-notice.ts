import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { retention, type FormNotice, type NoticeForm } from 'shared/privacy';
import { formNoticeWords } from '../content/form-notices.ts';

/**
 * A form's notice (what it collects, why, how long) in the page's language. The English is the legal
 * wording of shared/privacy word for word (privacy-notice.test.ts); the screenshot's days are the
 * server's (site config `screenshotRetentionDays`), the notice's text carrying the default.
 */
export function formNotice(form: NoticeForm, screenshotDays: number = retention.screenshotDaysDefault): FormNotice {
  const words = formNoticeWords[form](screenshotDays);
  return { collects: i18n._(words.collects), why: i18n._(words.why), kept: i18n._(words.kept) };
}

/** How long a form's data is kept, in the notice's words and the page's language. */
export function keptFor(form: NoticeForm, screenshotDays: number): string {
  return formNotice(form, screenshotDays).kept;
}

const erased: MessageDescriptor[] = [
  msg`your name`,
  msg`phone number`,
  msg`e-mail address`,
  msg`college`,
  msg`payment screenshot`,
  msg`UPI id`,
];
const kept: MessageDescriptor[] = [
  msg`the certificate numbers, and the name and course that /verify shows for a certificate already issued, so that it stays verifiable`,
  msg`the amounts of payouts made, which our accounts must keep`,
  msg`the record that things happened (a payment checked, a document issued), without your details`,
];

/**
 * What an approved erasure removes, and what it keeps (the /privacy page and the intern's dialog say
 * the same), in the page's language when read.
 */
export const erasure = {
  get erased(): string[] {
    return erased.map((d) => i18n._(d));
  },
  get kept(): string[] {
    return kept.map((d) => i18n._(d));
  },
};
