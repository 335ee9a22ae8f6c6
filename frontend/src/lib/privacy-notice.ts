import { formNotices, retention, type NoticeForm } from 'shared/privacy';

/**
 * How long a form's data is kept, in the notice's words, with the screenshot's days the server runs
 * with (site config `screenshotRetentionDays`; the notice's text carries the default).
 */
export function keptFor(form: NoticeForm, screenshotDays: number): string {
  return formNotices[form].kept.replace(`${retention.screenshotDaysDefault} days`, `${screenshotDays} days`);
}

/** What an approved erasure removes, and what it keeps (the /privacy page and the intern's dialog say the same). */
export const erasure = {
  erased: ['your name', 'phone number', 'e-mail address', 'college', 'payment screenshot', 'UPI id'],
  kept: [
    'the certificate numbers, and the name and course that /verify shows for a certificate already issued, so that it stays verifiable',
    'the amounts of payouts made, which our accounts must keep',
    'the record that things happened (a payment checked, a document issued), without your details',
  ],
} as const;
