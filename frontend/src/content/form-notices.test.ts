import { i18n } from '@lingui/core';
import { formNotices, retention, type NoticeForm } from 'shared/privacy';
import { describe, expect, it } from 'vitest';
import { keptFor } from '../lib/privacy-notice.ts';
import { activateLocale } from '../i18n/catalogues.ts';
import { formNoticeWords } from './form-notices.ts';

const forms: NoticeForm[] = ['registration', 'referral', 'contact'];

describe("the forms' short notices in the page's language", () => {
  it("are shared/privacy's English word for word, with the screenshot's days of the config", async () => {
    await activateLocale('en');
    for (const form of forms) {
      const words = formNoticeWords[form](retention.screenshotDaysDefault);
      expect(i18n._(words.collects)).toBe(formNotices[form].collects);
      expect(i18n._(words.why)).toBe(formNotices[form].why);
      expect(i18n._(words.kept)).toBe(formNotices[form].kept);
      expect(i18n._(formNoticeWords[form](45).kept)).toBe(keptFor(form, 45));
    }
  });

  it('are Tamil in Tamil, the days kept', async () => {
    await activateLocale('ta');
    const words = formNoticeWords.registration(60);
    expect(i18n._(words.kept)).toContain('60 நாட்களுக்குப் பிறகு');
    expect(i18n._(formNoticeWords.contact(60).why)).toBe('உங்கள் செய்திக்குப் பதிலளிக்க');
  });
});
