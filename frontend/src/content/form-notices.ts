import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { NoticeForm } from 'shared/privacy';

/**
 * Each form's short privacy notice in the page's language. The English is shared/privacy's
 * formNotices word for word (form-notices.test.ts holds them together); the screenshot's days come
 * from the site config, as keptFor says.
 */
export const formNoticeWords: Record<
  NoticeForm,
  (screenshotDays: number) => { collects: MessageDescriptor; why: MessageDescriptor; kept: MessageDescriptor }
> = {
  registration: (days) => ({
    collects: msg`your name, e-mail, phone, college, department, course, dates and the payment screenshot with its UTR`,
    why: msg`to enrol you, check your payment, and issue and e-mail your offer letter and certificates`,
    kept: msg`while you are an intern and as long as your certificates must stay verifiable; the payment screenshot is deleted ${days} days after your payment is checked, and a registration never paid for is anonymised after a year`,
  }),
  referral: () => ({
    collects: msg`your name, e-mail, phone and UPI id`,
    why: msg`to give you a referral code, count your referrals and pay you every month`,
    kept: msg`while you are in the programme; the amounts paid stay in our accounts as the law on accounts requires`,
  }),
  contact: () => ({
    collects: msg`your name, e-mail and your message`,
    why: msg`to answer your message`,
    kept: msg`one year, then the message is deleted`,
  }),
};
