import { act, screen } from '@testing-library/react';
import { messages } from 'shared/messages';
import { describe, expect, it } from 'vitest';
import type { CertificateCheck } from '../api/types.ts';
import { stubFetch } from '../../test/fetch-stub.ts';
import { renderAt } from '../../test/render.tsx';
import { useLocale } from '../stores/locale.ts';
import VerifyCertificatePage from './VerifyCertificatePage.tsx';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWx12345678';
const check: CertificateCheck = {
  valid: true,
  kind: 'completion-certificate',
  holder: 'Priya R',
  course: 'Full Stack Development',
  startDate: '2026-08-01',
  endDate: '2026-09-30',
  certificateNumber: 'TA-2026-000123',
  issuedOn: '2026-10-02',
  version: 1,
  revoked: null,
  offeredCertificate: null,
};
const open = () => renderAt(<VerifyCertificatePage />, '/verify/:token', {}, `/verify/${TOKEN}`);

describe('/verify', () => {
  it("shows a valid certificate's facts in English, then in Tamil, dates as dd/mm/yyyy", async () => {
    stubFetch({ [`GET /api/verify/${TOKEN}`]: () => ({ body: check }) });
    open();
    expect(await screen.findByRole('heading', { name: '✅ Valid certificate' })).toBeVisible();
    expect(screen.getByText('Internship completion certificate')).toBeVisible();
    expect(screen.getByText('01/08/2026 to 30/09/2026')).toBeVisible();
    expect(screen.getByText('Issued on').nextElementSibling?.textContent).toBe('02/10/2026');
    expect(screen.getByText('Version').nextElementSibling?.textContent).toBe('Version 1 (the current one)');
    // Its Open Badges credential (docs/CREDENTIALS.md): the status, the download by the page's token, the verifier.
    expect(screen.getByTestId('credential-panel')).toHaveTextContent('Credential status: active.');
    expect(screen.getByRole('link', { name: 'Download credential' })).toHaveAttribute(
      'href',
      `/api/verify/${TOKEN}/credential`,
    );
    expect(screen.getByRole('link', { name: 'Check a credential or a PDF' })).toHaveAttribute('href', '/verify');

    await act(() => useLocale.getState().choose('ta'));
    expect(screen.getByRole('heading', { name: '✅ செல்லுபடியான சான்றிதழ்' })).toBeVisible();
    expect(screen.getByText('சான்றிதழ் பெற்றவர்').nextElementSibling?.textContent).toBe('Priya R');
    expect(screen.getByText('இன்டர்ன்ஷிப் நிறைவுச் சான்றிதழ்')).toBeVisible();
    expect(screen.getByText('01/08/2026 முதல் 30/09/2026 வரை')).toBeVisible();
    expect(screen.getByRole('link', { name: /LinkedIn சுயவிவரத்தில் சேர்/ })).toBeVisible();
  });

  it('says a revoked certificate is revoked, with its day in India and the reason, in Tamil and in English', async () => {
    // 20:00 UTC on 14 March is 15 March in India.
    stubFetch({
      [`GET /api/verify/${TOKEN}`]: () => ({
        body: { ...check, valid: false, revoked: { at: '2026-03-14T20:00:00Z', reason: 'Issued by mistake' } },
      }),
    });
    await act(() => useLocale.getState().choose('ta'));
    open();
    expect(await screen.findByRole('heading', { name: '❌ திரும்பப் பெறப்பட்டது' })).toBeVisible();
    expect(screen.getByTestId('revoked').textContent).toBe(
      '15/03/2026 அன்று திரும்பப் பெறப்பட்டது. காரணம்: Issued by mistake',
    );
    expect(screen.queryByTestId('linkedin-link')).toBeNull();
    expect(screen.getByTestId('credential-panel')).toHaveTextContent('டிஜிட்டல் பேட்ஜின் நிலை: திரும்பப் பெறப்பட்டது.');
    expect(screen.queryByTestId('credential-link')).toBeNull();

    await act(() => useLocale.getState().choose('en'));
    expect(screen.getByTestId('revoked').textContent).toBe('Revoked on 15/03/2026. Reason: Issued by mistake');
  });

  it('names an offer letter as one (never a valid certificate), with a document number and its certificate revoked, in English and Tamil', async () => {
    const letter: CertificateCheck = {
      ...check,
      kind: 'offer-letter',
      offeredCertificate: { kind: 'completion-certificate', standing: 'revoked' },
    };
    stubFetch({ [`GET /api/verify/${TOKEN}`]: () => ({ body: letter }) });
    open();
    expect(await screen.findByRole('heading', { name: '❌ Its certificate is revoked' })).toBeVisible();
    expect(screen.queryByText(/Valid certificate/)).toBeNull();
    expect(screen.getByText('Type').nextElementSibling?.textContent).toBe('Offer letter');
    expect(screen.getByText('Document number').nextElementSibling?.textContent).toBe('TA-2026-000123');
    expect(screen.queryByText('Certificate number')).toBeNull();
    expect(screen.getByTestId('offered-certificate')).toHaveTextContent(
      'Internship completion certificate: revoked. We no longer vouch that the course was completed.',
    );
    expect(screen.queryByTestId('credential-panel')).toBeNull();

    await act(() => useLocale.getState().choose('ta'));
    expect(screen.getByText('ஆவண எண்').nextElementSibling?.textContent).toBe('TA-2026-000123');
  });

  it('says a valid offer letter is a valid offer letter, and that its certificate is issued', async () => {
    stubFetch({
      [`GET /api/verify/${TOKEN}`]: () => ({
        body: {
          ...check,
          kind: 'offer-letter',
          offeredCertificate: { kind: 'completion-certificate', standing: 'valid' },
        },
      }),
    });
    open();
    expect(await screen.findByRole('heading', { name: '✅ Valid offer letter' })).toBeVisible();
    expect(screen.getByTestId('offered-certificate')).toHaveTextContent(
      'Internship completion certificate: issued, and not revoked.',
    );
  });

  it("says 'Not found' for a link no certificate has, in the code's words in Tamil", async () => {
    stubFetch({
      [`GET /api/verify/${TOKEN}`]: () => ({
        status: 404,
        body: {
          success: false,
          error: 'not_found',
          code: 'noCertificateMatches',
          message: messages.noCertificateMatches,
        },
      }),
    });
    await act(() => useLocale.getState().choose('ta'));
    open();
    expect(await screen.findByRole('heading', { name: '❌ கிடைக்கவில்லை' })).toBeVisible();
    expect(screen.getByText('இந்த இணைப்புக்குப் பொருந்தும் சான்றிதழ் எதுவும் இல்லை.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'எங்களைத் தொடர்பு கொள்ளுங்கள்' })).toHaveAttribute('href', '/contact');
  });
});
