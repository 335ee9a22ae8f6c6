import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ErrorCode } from 'shared/api/envelope';
import { ApiError } from '../api/client.ts';
import { useLocale } from '../stores/locale.ts';
import { errorMessage } from './error-message.ts';

/** An answer as the error handler writes it: the English message, the code and, for a valued message, its values. */
const answer = (status: number, code: ErrorCode, message: string, values?: Record<string, unknown>) =>
  new ApiError(status, message, code, { success: false, code, message, ...(values ? { values } : {}) });

describe("the server's refusals in the page's language, by their code", () => {
  it('words a valued message with its values: a date as the reader writes it, an admin reason as typed, a wait by its count', async () => {
    const notYet = answer(409, 'certificateNotYet', 'Certificate will be available on 01/12/2026', {
      date: '2026-12-01',
    });
    const revoked = answer(
      410,
      'documentRevokedWithReason',
      'This document was revoked. Revoked on 20/11/2026: Issued by mistake.',
      { date: '2026-11-20', reason: 'Issued by mistake' },
    );
    const waits = [1, 8, 60, 150].map((seconds) => answer(429, 'tooManyLogins', 'English', { seconds }));
    // English exactly as the server says it.
    expect(errorMessage(notYet)).toBe('Certificate will be available on 01/12/2026');
    expect(errorMessage(revoked)).toBe('This document was revoked. Revoked on 20/11/2026: Issued by mistake.');
    expect(errorMessage(answer(409, 'referrerStillOwed', 'English', { rupees: 140 }))).toBe(
      'We still owe you ₹140. We pay on the 10th of each month; ask to erase your data once you are paid.',
    );
    expect(errorMessage(answer(409, 'correctionRequestsWaiting', 'English', { count: 5 }))).toBe(
      'You have 5 requests waiting already. Please wait until we have looked at them.',
    );
    expect(waits.map((w) => errorMessage(w))).toEqual([
      'Too many login attempts. Please wait 1 second and try again.',
      'Too many login attempts. Please wait 8 seconds and try again.',
      'Too many login attempts. Please wait 1 minute and try again.',
      'Too many login attempts. Please wait 3 minutes and try again.',
    ]);

    await act(() => useLocale.getState().choose('ta'));
    expect(errorMessage(notYet)).toBe('சான்றிதழ் 01/12/2026 அன்று கிடைக்கும்');
    expect(errorMessage(revoked)).toBe(
      'இந்த ஆவணம் திரும்பப் பெறப்பட்டது. 20/11/2026 அன்று திரும்பப் பெறப்பட்டது: Issued by mistake.',
    );
    expect(errorMessage(waits[1]!)).toBe('பல முறை உள்நுழைய முயன்றுவிட்டீர்கள். 8 விநாடிகள் காத்திருந்து மீண்டும் முயலுங்கள்.');
    expect(errorMessage(waits[3]!)).toBe('பல முறை உள்நுழைய முயன்றுவிட்டீர்கள். 3 நிமிடங்கள் காத்திருந்து மீண்டும் முயலுங்கள்.');
  });

  it("words the refusals that were only a kind before (401, 404, 413, 429, 503, another site's request) and the forms' own", async () => {
    await act(() => useLocale.getState().choose('ta'));
    expect(errorMessage(answer(401, 'pleaseLogIn', 'Please log in.'))).toBe('உள்நுழையுங்கள்.');
    expect(errorMessage(answer(404, 'notFound', 'Not found.'))).toBe('கிடைக்கவில்லை.');
    expect(errorMessage(answer(413, 'requestTooLarge', 'The request is too large.'))).toBe('கோரிக்கை மிகப் பெரியது.');
    expect(errorMessage(answer(429, 'tooManyAttempts', 'Too many attempts. Please wait a minute and try again.'))).toBe(
      'பல முறை முயன்றுவிட்டீர்கள். ஒரு நிமிடம் காத்திருந்து மீண்டும் முயலுங்கள்.',
    );
    expect(errorMessage(answer(409, 'emailExists', '⚠️ Your E-mail already exists'))).toBe(
      '⚠️ உங்கள் மின்னஞ்சல் ஏற்கெனவே பதிவில் உள்ளது',
    );
    expect(errorMessage(answer(400, 'languageUnknown', 'x'))).toBe(
      'ஒரு மொழியைத் தேர்ந்தெடுங்கள்: ஆங்கிலம் (en) அல்லது தமிழ் (ta).',
    );
    expect(errorMessage(answer(400, 'nameMissing', 'Please enter your name.'))).toBe('உங்கள் பெயரை உள்ளிடுங்கள்.');
    expect(errorMessage(answer(409, 'referrerStillOwed', 'English', { rupees: 140 }))).toBe(
      'நாங்கள் உங்களுக்கு இன்னும் ₹140 தர வேண்டியுள்ளது. ஒவ்வொரு மாதமும் 10-ஆம் தேதி பணம் செலுத்துகிறோம்; பணம் பெற்ற பிறகு உங்கள் தரவை அழிக்கக் கேளுங்கள்.',
    );
    expect(errorMessage(answer(409, 'correctionRequestsWaiting', 'English', { count: 5 }))).toBe(
      'உங்கள் 5 கோரிக்கைகள் ஏற்கெனவே காத்திருக்கின்றன. நாங்கள் அவற்றைப் பார்க்கும் வரை காத்திருங்கள்.',
    );
  });

  it("shows the server's English when a valued answer's values do not fit its code", async () => {
    await act(() => useLocale.getState().choose('ta'));
    expect(errorMessage(answer(409, 'certificateNotYet', 'Certificate will be available on 01/12/2026'))).toBe(
      'Certificate will be available on 01/12/2026',
    );
    expect(
      errorMessage(answer(409, 'certificateNotYet', 'Certificate will be available on 01/12/2026', { date: 'soon' })),
    ).toBe('Certificate will be available on 01/12/2026');
    expect(errorMessage(answer(429, 'tooManyLogins', 'Too many login attempts.', { seconds: -1 }))).toBe(
      'Too many login attempts.',
    );
  });
});
