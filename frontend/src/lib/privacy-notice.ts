import { formNotices, retention, type NoticeForm } from 'shared/privacy';

/**
 * How long a form's data is kept, in the notice's words, with the screenshot's days the server runs
 * with (site config `screenshotRetentionDays`; the notice's text carries the default).
 */
export function keptFor(form: NoticeForm, screenshotDays: number): string {
  return formNotices[form].kept.replace(`${retention.screenshotDaysDefault} days`, `${screenshotDays} days`);
}
