import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from 'shared/messages';
import { describe, expect, it } from 'vitest';
import { healthy, stubFetch } from '../../../test/fetch-stub.ts';
import { stubUploads } from '../../../test/fake-upload.ts';
import { renderAt } from '../../../test/render.tsx';
import { useLocale } from '../../stores/locale.ts';
import RegistrationPage from './RegistrationPage.tsx';

const UPLOAD_ID = '0b6f3c1e-2a4d-4c8e-9f10-1234567890ab';
/** The poll's answer: its outcome by code (the words differ from the catalogue's on purpose: the code decides). */
const uploaded = {
  [`GET /api/uploads/${UPLOAD_ID}`]: () => ({
    body: {
      uploadId: UPLOAD_ID,
      state: 'completed',
      progress: 100,
      code: 'imageCompressed',
      message: 'Image compressed',
    },
  }),
};

/** The form filled in through its Tamil labels (change events: typing each letter only slows a loaded machine down). */
async function fillInTamil(user: ReturnType<typeof userEvent.setup>, confirm: string) {
  const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fill('முழுப் பெயர்', 'பிரியா R');
  fill('மின்னஞ்சல்', 'priya@example.in');
  fill('கல்லூரி', 'NIT Trichy');
  fill('தொலைபேசி எண்', '9876543210');
  fill('துறை', 'CSE');
  await user.selectOptions(screen.getByLabelText('பாடநெறி'), 'Full Stack Development');
  fill('இன்டர்ன்ஷிப் தொடங்கும் தேதி', '2025-08-01');
  fill('இன்டர்ன்ஷிப் முடியும் தேதி', '2025-09-30');
  fill('கடவுச்சொல்', 'correct horse 1');
  fill('கடவுச்சொல்லை உறுதிப்படுத்துங்கள்', confirm);
}

describe('registration form in Tamil', () => {
  it('labels the form and pay box in Tamil, refuses in Tamil, and is the specification’s English again after switching back', async () => {
    const { calls } = stubFetch({ 'GET /api/health': healthy });
    const user = userEvent.setup();
    await act(() => useLocale.getState().choose('ta'));
    renderAt(<RegistrationPage />, '/registration');
    expect(screen.getByRole('heading', { name: 'இன்டர்ன்ஷிப்புக்குப் பதிவு செய்யுங்கள்' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'UPI மூலம் செலுத்துங்கள்' })).toBeVisible();
    expect(screen.getByLabelText('கட்டண ஸ்கிரீன்ஷாட்')).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'தனியுரிமை அறிவிப்பைப் படித்தேன்; என் தரவை இவ்வாறு பயன்படுத்த ஒப்புக்கொள்கிறேன்.' }),
    ).not.toBeChecked();
    // The notice: what is collected and for how long, in Tamil, with the site's screenshot days.
    expect(screen.getByText(/இவற்றைச் சேகரிக்கிறோம்/).textContent).toMatch(/சரிபார்க்கப்பட்ட 90 நாட்களுக்குப் பிறகு நீக்கப்படும்/);
    await fillInTamil(user, 'something else');
    await user.click(await screen.findByRole('button', { name: 'சமர்ப்பி' }));
    expect(await screen.findByText('❌ கடவுச்சொல்லும் உறுதிப்படுத்தும் கடவுச்சொல்லும் பொருந்தவில்லை.')).toBeVisible();
    expect(screen.queryByText(messages.passwordsDoNotMatch)).toBeNull();
    expect(calls.some((c) => c.url === '/api/registrations')).toBe(false);

    await act(() => useLocale.getState().choose('en'));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeVisible();
    expect(screen.getByLabelText('Full name')).toBeInTheDocument();
    expect(screen.getByText(/Already have an account\?/)).toBeVisible();
  });

  it("says a known e-mail in Tamil, and in the specification's words in English", async () => {
    stubFetch({
      'GET /api/health': healthy,
      ...uploaded,
      'POST /api/registrations': () => ({
        status: 409,
        body: { success: false, error: 'conflict', message: 'Email already registered' },
      }),
    });
    const user = userEvent.setup();
    await act(() => useLocale.getState().choose('ta'));
    renderAt(<RegistrationPage />, '/registration');
    await fillInTamil(user, 'correct horse 1');
    stubUploads(UPLOAD_ID);
    await user.upload(screen.getByLabelText('கட்டண ஸ்கிரீன்ஷாட்'), new File(['png'], 'paid.png', { type: 'image/png' }));
    expect(await screen.findByText('✅ படம் வெற்றிகரமாகச் சுருக்கப்பட்டது.')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: /தனியுரிமை அறிவிப்பைப் படித்தேன்/ }));
    await user.click(await screen.findByRole('button', { name: 'சமர்ப்பி' }));
    expect(await screen.findByText('⚠️ உங்கள் மின்னஞ்சல் ஏற்கெனவே பதிவில் உள்ளது')).toBeVisible();

    await act(() => useLocale.getState().choose('en'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('⚠️ Your E-mail already exists')).toBeVisible();
  });
});
