import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FileCheck } from '../../api/types.ts';
import { renderAt } from '../../../test/render.tsx';
import { useLocale } from '../../stores/locale.ts';
import { VerifierAnswer } from './VerifierAnswer.tsx';

const certificate = {
  kind: 'completion-certificate' as const,
  number: 'TNTAIN42',
  holder: 'Priya R',
  course: 'Full Stack Development',
  current: true,
  revoked: false,
  verifyUrl: 'https://example.in/verify/AbCdEfGhIjKlMnOpQrStUvWx12345678',
  offeredCertificate: null,
};

describe('the verifier answer: validity period and formats', () => {
  it('an expired credential of ours reads not valid, with the date, even when its status is current and not revoked; in Tamil too', async () => {
    const check: FileCheck = {
      kind: 'credential',
      ours: true,
      intact: true,
      period: { state: 'expired', at: '2025-06-01T00:00:00.000Z' },
      certificate,
    };
    renderAt(<VerifierAnswer check={check} />, '/verify');
    expect(await screen.findByRole('heading', { name: '❌ Expired' })).toBeVisible();
    const answer = screen.getByTestId('verifier-answer');
    expect(answer).toHaveTextContent(
      'We signed it and nothing in it has changed, but its validity ended on 1 June 2025: it is no longer valid.',
    );
    expect(answer).not.toHaveTextContent('✅');
    expect(answer).toHaveClass('verify--invalid');
    expect(screen.getByRole('link', { name: "See the certificate's page" })).toHaveAttribute(
      'href',
      '/verify/AbCdEfGhIjKlMnOpQrStUvWx12345678',
    );
    await act(() => useLocale.getState().choose('ta'));
    expect(screen.getByRole('heading', { name: '❌ காலாவதியானது' })).toBeVisible();
    expect(screen.getByTestId('verifier-answer')).toHaveTextContent('இதன் செல்லுபடிக்காலம்');
    await act(() => useLocale.getState().choose('en'));
  });

  it('a credential of ours not valid yet says from when', async () => {
    const check: FileCheck = {
      kind: 'credential',
      ours: true,
      intact: true,
      period: { state: 'notYetValid', at: '2029-12-31T18:30:00.000Z' },
      certificate,
    };
    renderAt(<VerifierAnswer check={check} />, '/verify');
    expect(await screen.findByRole('heading', { name: '❌ Not valid yet' })).toBeVisible();
    expect(screen.getByTestId('verifier-answer')).toHaveTextContent(
      'but it is valid only from 1 January 2030: it is not valid yet.',
    );
  });

  it('a credential in a format we do not issue is said so, neither forged nor "not a credential"; in Tamil too', async () => {
    renderAt(
      <VerifierAnswer check={{ kind: 'other-format', ours: false, intact: false, certificate: null }} />,
      '/verify',
    );
    expect(await screen.findByRole('heading', { name: '⚠️ A credential in a format we do not issue' })).toBeVisible();
    const answer = screen.getByTestId('verifier-answer');
    expect(answer).toHaveTextContent('We verify VC-JWT credentials only, the form we issue.');
    expect(answer).not.toHaveTextContent('Not a credential');
    expect(answer).not.toHaveTextContent('changed');
    await act(() => useLocale.getState().choose('ta'));
    expect(screen.getByRole('heading', { name: '⚠️ நாங்கள் வழங்காத வடிவத்தில் உள்ள டிஜிட்டல் பேட்ஜ்' })).toBeVisible();
    await act(() => useLocale.getState().choose('en'));
  });
});
