import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRIVACY_NOTICE_VERSION } from 'shared/privacy';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catchDownloads } from '../../../test/downloads.ts';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { renderAt } from '../../../test/render.tsx';
import { useLocale } from '../../stores/locale.ts';
import { useSiteConfig } from '../../stores/site-config.ts';
import PrivacyPage from './PrivacyPage.tsx';
import ReferrerDataPage from './ReferrerDataPage.tsx';

const TOKEN = 'B'.repeat(43);
const SENT = 'If refer and earn has this e-mail, we have sent it a link to download its data.';

beforeEach(() => {
  useSiteConfig.getState().set({
    grievance: { name: 'Lakshmi Narayanan', email: 'grievance@test.example', phone: '+91 90000 22222' },
    screenshotRetentionDays: 45,
  });
});
afterEach(() => vi.restoreAllMocks());

describe('privacy notice', () => {
  it('names the company, the grievance officer from the site config and the Data Protection Board', () => {
    stubFetch({});
    renderAt(<PrivacyPage />, '/privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    expect(screen.getByText(/^Test Academy \(Thillai Nagar, Trichy\) runs this site/)).toBeVisible();
    const contact = screen.getByTestId('grievance-contact');
    expect(within(contact).getByText('Lakshmi Narayanan')).toBeVisible();
    expect(within(contact).getByRole('link', { name: 'grievance@test.example' })).toHaveAttribute(
      'href',
      'mailto:grievance@test.example',
    );
    expect(within(contact).getByRole('link', { name: '+91 90000 22222' })).toHaveAttribute('href', 'tel:+919000022222');
    expect(screen.getByText(/you may then complain to the/).textContent).toMatch(/Data Protection Board of India/);
    expect(screen.getByTestId('notice-version').textContent).toBe(
      `Version ${PRIVACY_NOTICE_VERSION}, in force since 23/11/2026. When this notice changes, the forms ask you to agree again.`,
    );
  });

  it('says what each form collects, why and how long, with the screenshot days of the site config', () => {
    stubFetch({});
    renderAt(<PrivacyPage />, '/privacy');
    const registration = screen.getByTestId('privacy-form-registration');
    expect(within(registration).getByRole('heading', { name: 'When you register for the internship' })).toBeVisible();
    expect(registration.textContent).toMatch(/the payment screenshot is deleted 45 days after your payment is checked/);
    expect(screen.getByTestId('privacy-form-referral').textContent).toMatch(/Your name, e-mail, phone and UPI id\./);
    expect(screen.getByTestId('privacy-form-contact').textContent).toMatch(/One year, then the message is deleted\./);
    for (const shared of ['Your bank and UPI app', 'Our e-mail provider'])
      expect(screen.getByText(shared)).toBeVisible();
    for (const right of ['See your data', 'Correct it', 'Erase it', 'Withdraw your consent'])
      expect(screen.getByRole('heading', { name: right })).toBeVisible();
  });

  it("asks for a referrer's data by e-mail and shows the server's answer", async () => {
    const { calls } = stubFetch({
      'POST /api/referrers/data-export-requests': () => ({ status: 202, body: { success: true, message: SENT } }),
    });
    const user = userEvent.setup();
    renderAt(<PrivacyPage />, '/privacy');
    const form = screen.getByRole('heading', { name: 'Get your refer-and-earn data' }).parentElement!;
    await user.type(within(form).getByLabelText('E-mail'), ' kavya@example.in ');
    await user.click(within(form).getByRole('button', { name: 'Send me the link' }));
    expect(await screen.findByText(SENT)).toBeVisible();
    expect(calls).toEqual([
      { url: '/api/referrers/data-export-requests', method: 'POST', body: { email: 'kavya@example.in' } },
    ]);
  });
});

describe("a referrer's data (the mailed link)", () => {
  it('downloads the ZIP with the token from the fragment, then takes the spent link out of the address bar', async () => {
    const saved = catchDownloads();
    const { calls } = stubFetch({ 'POST /api/referrers/data-export': () => ({ body: 'zip bytes' }) });
    const user = userEvent.setup();
    const { router } = renderAt(<ReferrerDataPage />, '/refer/my-data', {}, `/refer/my-data#token=${TOKEN}`);
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('heading', { name: '✅ Downloaded' })).toBeVisible();
    expect(calls).toEqual([{ url: '/api/referrers/data-export', method: 'POST', body: { token: TOKEN } }]);
    expect(saved.map((s) => s.name)).toEqual(['my-refer-and-earn-data.zip']);
    expect(await saved[0]!.blob.text()).toBe('"zip bytes"');
    expect(router.state.location.hash).toBe('');
  });

  it("shows the server's refusal of a used or expired link, with the way to a new one", async () => {
    stubFetch({
      'POST /api/referrers/data-export': () => ({
        status: 410,
        body: { success: false, message: 'This link has expired or has been used.' },
      }),
    });
    const user = userEvent.setup();
    renderAt(<ReferrerDataPage />, '/refer/my-data', {}, `/refer/my-data#token=${TOKEN}`);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('This link has expired or has been used.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'privacy page' })).toHaveAttribute('href', '/privacy#referrer-data');
  });

  it('erases instead, after the confirm step, and shows what the server says', async () => {
    const erased = 'Your refer-and-earn data is erased: your name, e-mail, phone and UPI id.';
    const { calls } = stubFetch({
      'POST /api/referrers/erasure': () => ({ body: { success: true, message: erased } }),
    });
    const user = userEvent.setup();
    const { router } = renderAt(<ReferrerDataPage />, '/refer/my-data', {}, `/refer/my-data#token=${TOKEN}`);
    await user.click(screen.getByRole('button', { name: 'Erase my refer-and-earn data' }));
    const dialog = screen.getByRole('dialog', { name: 'Erase your refer-and-earn data?' });
    // Nothing is sent before the confirm step; the safe choice has the focus.
    expect(calls).toEqual([]);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Erase my data' }));
    expect(await screen.findByRole('heading', { name: '✅ Erased' })).toBeVisible();
    expect(screen.getByText(erased)).toBeVisible();
    expect(calls).toEqual([{ url: '/api/referrers/erasure', method: 'POST', body: { token: TOKEN } }]);
    expect(router.state.location.hash).toBe('');
  });

  it('shows why an erasure is refused (a payout still owed) and keeps the link', async () => {
    const owed = 'We still owe you ₹140. We pay on the 10th of each month; ask to erase your data once you are paid.';
    stubFetch({ 'POST /api/referrers/erasure': () => ({ status: 409, body: { success: false, message: owed } }) });
    const user = userEvent.setup();
    const { router } = renderAt(<ReferrerDataPage />, '/refer/my-data', {}, `/refer/my-data#token=${TOKEN}`);
    await user.click(screen.getByRole('button', { name: 'Erase my refer-and-earn data' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Erase my data' }));
    expect(await screen.findByText(owed)).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeVisible();
    expect(router.state.location.hash).toBe(`#token=${TOKEN}`);
  });

  it('without the token, says the page needs the link from the e-mail', () => {
    stubFetch({});
    renderAt(<ReferrerDataPage />, '/refer/my-data');
    expect(screen.getByRole('heading', { name: 'This page needs the link from your e-mail' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Download my data' })).not.toBeInTheDocument();
  });
});

describe('the privacy notice in Tamil', () => {
  it("reads in Tamil, with the screenshot days of the site config, and answers a referrer in Tamil by the answer's code", async () => {
    // Words the catalogue does not hold: the site goes by the code, never by the English.
    stubFetch({
      'POST /api/referrers/data-export-requests': () => ({
        status: 202,
        body: { success: true, code: 'referrerExportRequested', message: 'whatever the server says' },
      }),
    });
    const user = userEvent.setup();
    await act(() => useLocale.getState().choose('ta'));
    renderAt(<PrivacyPage />, '/privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'தனியுரிமை அறிவிப்பு' })).toBeVisible();
    for (const right of ['உங்கள் தரவைப் பாருங்கள்', 'அதைத் திருத்துங்கள்', 'அதை அழியுங்கள்', 'உங்கள் ஒப்புதலைத் திரும்பப் பெறுங்கள்']) {
      expect(screen.getByRole('heading', { level: 3, name: right })).toBeVisible();
    }
    const registration = screen.getByTestId('privacy-form-registration');
    expect(within(registration).getByRole('heading', { name: 'நீங்கள் இன்டர்ன்ஷிப்புக்குப் பதிவு செய்யும்போது' })).toBeVisible();
    expect(registration.textContent).toMatch(/கட்டணம் சரிபார்க்கப்பட்ட 45 நாட்களுக்குப் பிறகு நீக்கப்படும்/);
    expect(screen.getByTestId('notice-version').textContent).toMatch(
      /^பதிப்பு 2026-11-23, 23\/11\/2026 முதல் நடைமுறையில் உள்ளது\./,
    );

    const form = screen.getByRole('heading', { name: 'உங்கள் பரிந்துரைத் திட்டத் தரவைப் பெறுங்கள்' }).parentElement!;
    await user.type(within(form).getByLabelText('மின்னஞ்சல்'), 'kavya@example.in');
    await user.click(within(form).getByRole('button', { name: 'இணைப்பை எனக்கு அனுப்பு' }));
    expect(await screen.findByText(/^இந்த மின்னஞ்சல் பரிந்துரைத் திட்ட உறுப்பினர் ஒருவருடையதாக இருந்தால்/)).toBeVisible();
    expect(screen.queryByText('whatever the server says')).not.toBeInTheDocument();
  });
});
