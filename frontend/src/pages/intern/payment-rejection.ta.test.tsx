import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentRejection } from 'shared/api/payments';
import { rejectionReasons, type RejectionReason } from 'shared/payments';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { renderAt } from '../../../test/render.tsx';
import { signIn, student } from '../../../test/users.ts';
import { rejectionMessages } from '../../i18n/rejection-text.ts';
import { useLocale } from '../../stores/locale.ts';
import DashboardPage from './dashboard/DashboardPage.tsx';
import ExtraCoursePage from './extra-courses/ExtraCoursePage.tsx';

/**
 * An intern whose payment was rejected reads why in their language on the site, as the rejection
 * mail says it: the listed reasons are translated, an admin's own words ('other') are shown as typed.
 */
const rejection = (reason: RejectionReason, words: string = rejectionReasons[reason]): PaymentRejection => ({
  reason,
  words,
  rejectedAt: '2026-04-02T06:00:00Z',
});

function dashboard(r: PaymentRejection) {
  const user = student({ validated: false, paymentReference: 'TN-7K3Q9P', rejection: r });
  signIn(user);
  stubFetch({
    'GET /api/me': () => ({ body: { user } }),
    'GET /api/me/erasure-request': () => ({ body: { request: null } }),
    'PUT /api/me/language': () => ({ body: { success: true } }),
  });
  renderAt(<DashboardPage />, '/dashboard');
}

function extraCourses(r: PaymentRejection) {
  signIn(student());
  const row = {
    id: 5,
    course: 'Basic React.js',
    startDate: '2026-02-01',
    endDate: '2026-03-01',
    college: 'BHC',
    transaction: 'UTR111',
    email: 'p@example.in',
    validated: false,
    rejection: r,
  };
  stubFetch({
    'GET /api/extra-courses': () => ({ body: { extraCourses: [row] } }),
    'GET /api/documents': () => ({ body: { documents: [] } }),
    'PUT /api/me/language': () => ({ body: { success: true } }),
  });
  renderAt(<ExtraCoursePage />, '/extracourse');
}

beforeEach(() => sessionStorage.setItem('popup1Shown', 'true'));
afterEach(async () => {
  await act(() => useLocale.getState().choose('en'));
});

describe('the reason of a rejected payment, in the intern language', () => {
  it('is Tamil on the Tamil dashboard, and the exact English after switching back', async () => {
    await act(() => useLocale.getState().choose('ta'));
    dashboard(rejection('amount-wrong'));
    expect((await screen.findByTestId('rejection')).textContent).toBe('காரணம்: செலுத்திய தொகை தவறானது');
    expect(screen.getByRole('button', { name: 'புதிய கட்டண விவரங்களை அனுப்பு' })).toBeVisible();

    await act(() => useLocale.getState().choose('en'));
    expect(screen.getByTestId('rejection').textContent).toBe('Reason: The amount paid is wrong');
  });

  it('is Tamil on the Tamil extra-courses page, in its table and its phone cards', async () => {
    await act(() => useLocale.getState().choose('ta'));
    extraCourses(rejection('unreadable'));
    const shown = (await screen.findAllByTestId('rejection')).map((p) => p.textContent);
    expect(shown).toEqual([
      'கட்டணம் உறுதிப்படுத்தப்படவில்லை: ஸ்கிரீன்ஷாட்டைப் படிக்க முடியவில்லை',
      'கட்டணம் உறுதிப்படுத்தப்படவில்லை: ஸ்கிரீன்ஷாட்டைப் படிக்க முடியவில்லை',
    ]);
    expect(screen.getAllByRole('form', { name: 'Basic React.js: புதிய கட்டண விவரங்களை அனுப்புங்கள்' })).toHaveLength(2);
  });

  it("shows an admin's own words as typed, in either language", async () => {
    await act(() => useLocale.getState().choose('ta'));
    dashboard(rejection('other', 'Paid to the wrong UPI ID, please pay again'));
    expect((await screen.findByTestId('rejection')).textContent).toBe(
      'காரணம்: Paid to the wrong UPI ID, please pay again',
    );
  });

  it('words every reason of shared/payments with the English the API sends, under the mail’s ids', () => {
    for (const [reason, words] of Object.entries(rejectionReasons))
      expect(rejectionMessages[reason as RejectionReason].message).toBe(words);
  });
});
