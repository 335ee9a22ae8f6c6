import { act } from '@testing-library/react';
import { formNotices, retention, type NoticeForm } from 'shared/privacy';
import { describe, expect, it } from 'vitest';
import { useLocale } from '../stores/locale.ts';
import { erasure, formNotice, keptFor } from './privacy-notice.ts';

const forms = Object.keys(formNotices) as NoticeForm[];
const tamilLetter = /[\u0B80-\u0BFF]/;

describe('the privacy notice on the site', () => {
  it("says in English exactly the legal wording of shared/privacy, the screenshot's days the server's", () => {
    for (const form of forms) expect(formNotice(form)).toEqual(formNotices[form]);
    expect(keptFor('registration', 45)).toBe(
      formNotices.registration.kept.replace(`${retention.screenshotDaysDefault} days`, '45 days'),
    );
    expect(erasure.erased).toEqual([
      'your name',
      'phone number',
      'e-mail address',
      'college',
      'payment screenshot',
      'UPI id',
    ]);
  });

  it("reads in Tamil, with the server's screenshot days, once the page is Tamil", async () => {
    await act(() => useLocale.getState().choose('ta'));
    for (const form of forms) {
      const notice = formNotice(form);
      for (const clause of [notice.collects, notice.why, notice.kept]) expect(clause).toMatch(tamilLetter);
    }
    expect(keptFor('registration', 45)).toMatch(/கட்டணம் சரிபார்க்கப்பட்ட 45 நாட்களுக்குப் பிறகு நீக்கப்படும்/);
    expect(formNotice('contact').kept).toBe('ஓராண்டு; பிறகு செய்தி நீக்கப்படும்');
    expect(erasure.erased[0]).toBe('உங்கள் பெயர்');
    for (const kept of erasure.kept) expect(kept).toMatch(tamilLetter);
  });
});
