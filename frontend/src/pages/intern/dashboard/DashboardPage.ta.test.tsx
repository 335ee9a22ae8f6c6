import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFERRAL_REWARD_RUPEES } from 'shared/business';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderAt } from '../../../../test/render.tsx';
import { signIn, student } from '../../../../test/users.ts';
import { InternShell } from '../../../layouts/InternShell.tsx';
import { useLocale } from '../../../stores/locale.ts';
import DashboardPage from './DashboardPage.tsx';

function open() {
  const user = student({ startDate: '2026-01-01', endDate: '2099-02-15', durationDays: 30 });
  signIn(user);
  stubFetch({
    'GET /api/me': () => ({ body: { user } }),
    'GET /api/documents': () => ({
      body: {
        documents: [
          {
            kind: 'offer-letter',
            extraCourseId: null,
            status: 'ready',
            issuedOn: '2026-01-02',
            downloadUrl: '/api/documents/offer-letter/download',
          },
          { kind: 'completion-certificate', extraCourseId: null, status: 'not-available', availableOn: '2099-02-15' },
        ],
      },
    }),
    'GET /api/me/referrer': () => ({ status: 404, body: { success: false, message: 'Not found.' } }),
    'GET /api/me/erasure-request': () => ({ body: { request: null } }),
  });
  renderAt(<DashboardPage />, '/dashboard');
}

beforeEach(() => {
  sessionStorage.setItem('popup1Shown', 'true');
});
afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => useLocale.getState().choose('en'));
});

/** The browser loses or finds its network (what the service worker's copies are shown for). */
function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('the dashboard in Tamil', () => {
  it('has Tamil headings, labels and dates in the toast, and the exact English after switching back', async () => {
    await act(() => useLocale.getState().choose('ta'));
    open();
    const user = userEvent.setup();

    expect(screen.getByRole('heading', { name: 'சுயவிவரம்' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'உங்கள் ஆவணங்கள்' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'தேர்வுகள்' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'உங்கள் தரவு' })).toBeVisible();
    expect(screen.getByText('தொடக்கத் தேதி')).toBeVisible();
    expect(screen.getByTestId('profile-start-date').textContent).toBe('01/01/2026');
    expect(screen.getByTestId('profile-duration').textContent).toBe('30 நாட்கள்');
    expect(
      screen.getByText(
        `நண்பரைப் பரிந்துரையுங்கள்: சேர்ந்து உறுதிசெய்யப்படும் ஒவ்வொரு நண்பருக்கும் ₹${REFERRAL_REWARD_RUPEES} சம்பாதிப்பீர்கள்.`,
      ),
    ).toBeVisible();
    // The certificate's date, written in a Tamil sentence: on its row, and in the toast of the locked button.
    expect(await screen.findByText('15/02/2099 அன்று கிடைக்கும்')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'சான்றிதழ்' }));
    expect(await screen.findByText('சான்றிதழ் 15/02/2099 அன்று கிடைக்கும்')).toBeVisible();

    await act(() => useLocale.getState().choose('en'));
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeVisible();
    expect(screen.getByTestId('profile-duration').textContent).toBe('30 days');
    expect(screen.getByText('Available on 15/02/2099')).toBeVisible();
    expect(
      screen.getByText(
        `Refer a friend: you earn ₹${REFERRAL_REWARD_RUPEES} for each friend who enrols and is validated.`,
      ),
    ).toBeVisible();
  });

  it('puts the language switch in the intern bar, whose actions then read in Tamil', async () => {
    signIn(student());
    const user = userEvent.setup();
    renderAt(<InternShell />, '/dashboard');
    expect(screen.getByRole('link', { name: 'Add course' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'தமிழ்' }));
    expect(await screen.findByRole('link', { name: 'பாடநெறியைச் சேர்' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'டாஷ்போர்டு' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'இருண்ட பயன்முறை' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'வெளியேறு' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'இன்டர்ன் பகுதி' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Dark mode' })).toBeVisible();
  });

  it('says in the documents list, in Tamil and English, that it is offline and shows the documents the phone kept', async () => {
    await act(() => useLocale.getState().choose('ta'));
    open();
    const documents = screen.getByRole('region', { name: 'உங்கள் ஆவணங்கள்' });
    expect(await within(documents).findByText('தயார், 02/01/2026 அன்று வழங்கப்பட்டது')).toBeVisible();
    expect(within(documents).queryByRole('status')).toBeNull();

    goOffline(true);
    expect(within(documents).getByRole('status').textContent).toBe(
      'நீங்கள் இணைய இணைப்பில் இல்லை: இந்த போன் கடைசியாகச் சேமித்தபடி உங்கள் ஆவணங்கள் இவை.',
    );
    await act(() => useLocale.getState().choose('en'));
    expect(within(screen.getByRole('region', { name: 'Your documents' })).getByRole('status').textContent).toBe(
      'You are offline: these are your documents as this phone last saw them.',
    );
    goOffline(false);
    expect(within(screen.getByRole('region', { name: 'Your documents' })).queryByRole('status')).toBeNull();
  });

  it('says offline, not an error, when the phone kept no documents list', async () => {
    await act(() => useLocale.getState().choose('ta'));
    signIn(student());
    goOffline(true);
    stubFetch({ 'GET /api/documents': () => 'network-error' });
    renderAt(<DashboardPage />, '/dashboard');
    const documents = screen.getByRole('region', { name: 'உங்கள் ஆவணங்கள்' });
    expect(await within(documents).findByRole('status')).toHaveTextContent(
      'நீங்கள் இணைய இணைப்பில் இல்லை: இணைப்பு திரும்பியதும் உங்கள் ஆவணங்கள் இங்கே தோன்றும்.',
    );
    expect(within(documents).queryByRole('alert')).toBeNull();
  });
});
