import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { retention, type FormNotice, type NoticeForm } from 'shared/privacy';

/**
 * The privacy notice's clauses in the page's language. The English is the legal wording of
 * shared/privacy (formNotices), word for word (privacy-notice.test.ts holds them equal); the Tamil is
 * its translation in the site's catalogue. The screenshot's days are the server's (site config
 * `screenshotRetentionDays`); the notice's text carries the default.
 */
const clauses: Record<NoticeForm, { collects: MessageDescriptor; why: MessageDescriptor; kept: (screenshotDays: number) => MessageDescriptor }> = {
  registration: {
    collects: msg`your name, e-mail, phone, college, department, course, dates and the payment screenshot with its UTR`,
    why: msg`to enrol you, check your payment, and issue and e-mail your offer letter and certificates`,
    kept: (screenshotDays) =>
      msg`while you are an intern and as long as your certificates must stay verifiable; the payment screenshot is deleted ${screenshotDays} days after your payment is checked, and a registration never paid for is anonymised after a year`,
  },
  referral: {
    collects: msg`your name, e-mail, phone and UPI id`,
    why: msg`to give you a referral code, count your referrals and pay you every month`,
    kept: () => msg`while you are in the programme; the amounts paid stay in our accounts as the law on accounts requires`,
  },
  contact: {
    collects: msg`your name, e-mail and your message`,
    why: msg`to answer your message`,
    kept: () => msg`one year, then the message is deleted`,
  },
};

/** A form's notice (what it collects, why, how long) in the page's language. */
export function formNotice(form: NoticeForm, screenshotDays: number = retention.screenshotDaysDefault): FormNotice {
  const clause = clauses[form];
  return { collects: i18n._(clause.collects), why: i18n._(clause.why), kept: i18n._(clause.kept(screenshotDays)) };
}

/** How long a form's data is kept, in the notice's words and the page's language. */
export function keptFor(form: NoticeForm, screenshotDays: number): string {
  return formNotice(form, screenshotDays).kept;
}

const erased: MessageDescriptor[] = [msg`your name`, msg`phone number`, msg`e-mail address`, msg`college`, msg`payment screenshot`, msg`UPI id`];
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
