import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FileCheck } from '../api/types.ts';
import { renderAt } from '../../test/render.tsx';
import { useLocale } from '../stores/locale.ts';
import VerifierPage from './VerifierPage.tsx';

/** POST /api/verify/file through upload()'s XMLHttpRequest: answers `answer` and keeps what was sent. */
function stubVerifier(answer: { status: number; body: unknown }) {
  const sent: { path: string; file: Blob | null }[] = [];
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    path = '';
    open(_method: string, path: string) {
      this.path = path;
    }
    setRequestHeader() {}
    abort() {}
    send(form: FormData) {
      sent.push({ path: this.path, file: form.get('file') as Blob | null });
      setTimeout(() => {
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const JWT = 'eyJhbGciOiJFUzI1NiJ9.eyJ0eXBlIjpbXX0.c2lnbmF0dXJl';
const certificate: NonNullable<FileCheck['certificate']> = {
  kind: 'completion-certificate',
  offeredCertificate: null,
  number: 'TNTAIN42',
  holder: 'Priya R',
  course: 'Full Stack Development',
  current: true,
  revoked: false,
  verifyUrl: 'https://example.in/verify/AbCdEfGhIjKlMnOpQrStUvWx12345678',
};
const open = () => renderAt(<VerifierPage />, '/verify');

async function paste(text: string) {
  const user = userEvent.setup();
  await user.click(screen.getByLabelText('Paste a credential'));
  await user.paste(text);
  await user.click(screen.getByRole('button', { name: 'Check' }));
}

describe('the verifier on /verify', () => {
  it('sends the pasted credential as a file and says it is ours, unchanged, current and not revoked, with whom and what it names', async () => {
    const sent = stubVerifier({
      status: 200,
      body: { kind: 'credential', ours: true, intact: true, certificate } satisfies FileCheck,
    });
    open();
    expect(await screen.findByRole('heading', { name: 'Check a credential', level: 1 })).toBeVisible();
    await paste(`  ${JWT}\n`);
    const answer = await screen.findByTestId('verifier-answer');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.path).toBe('/api/verify/file');
    expect(await sent[0]!.file!.text()).toBe(JWT);
    expect(screen.getByRole('heading', { name: 'Internship completion certificate' })).toBeVisible();
    expect(screen.getByTestId('verifier-status')).toHaveTextContent('✅ Ours, unchanged, current and not revoked');
    expect(answer).toHaveTextContent("Current: this is the certificate's current version.");
    expect(answer).toHaveTextContent('Not revoked: it is valid.');
    expect(screen.getByText('Holder').nextElementSibling?.textContent).toBe('Priya R');
    expect(screen.getByText('Certificate number').nextElementSibling?.textContent).toBe('TNTAIN42');
    expect(screen.getByRole('link', { name: "See the certificate's page" })).toHaveAttribute(
      'href',
      '/verify/AbCdEfGhIjKlMnOpQrStUvWx12345678',
    );
  });

  it('says revoked, and not current after a correction, in English and in Tamil', async () => {
    stubVerifier({
      status: 200,
      body: {
        kind: 'credential',
        ours: true,
        intact: true,
        certificate: { ...certificate, current: false, revoked: true },
      } satisfies FileCheck,
    });
    open();
    await paste(JWT);
    expect(await screen.findByTestId('verifier-status')).toHaveTextContent('❌ Revoked');
    const answer = screen.getByTestId('verifier-answer');
    expect(answer).toHaveTextContent(
      "Not current: this is not the certificate's current credential (a correction or a newer credential replaced it, or we hold no record of this one); ask its holder for a new one.",
    );
    expect(answer).toHaveTextContent('Revoked: it is no longer valid.');
    await act(() => useLocale.getState().choose('ta'));
    expect(screen.getByTestId('verifier-status')).toHaveTextContent('❌ திரும்பப் பெறப்பட்டது');
    expect(screen.getByRole('heading', { name: 'இன்டர்ன்ஷிப் நிறைவுச் சான்றிதழ்' })).toBeVisible();
    expect(screen.getByTestId('verifier-answer')).toHaveTextContent(
      'தற்போதையது அல்ல: இது சான்றிதழின் தற்போதைய டிஜிட்டல் பேட்ஜ் அல்ல',
    );
  });

  it('says of an earlier version of a PDF that the certificate was corrected and re-issued', async () => {
    stubVerifier({
      status: 200,
      body: {
        kind: 'pdf',
        ours: true,
        intact: true,
        certificate: { ...certificate, current: false, revoked: false },
      } satisfies FileCheck,
    });
    open();
    await paste(JWT);
    expect(await screen.findByTestId('verifier-status')).toHaveTextContent('⚠️ Not the current version');
    expect(screen.getByTestId('verifier-answer')).toHaveTextContent(
      'Not current: the certificate was corrected and re-issued since; ask its holder for the new one.',
    );
  });

  it('names an offer letter as an offer letter, with a document number, in English and in Tamil', async () => {
    const letter: FileCheck = {
      kind: 'pdf',
      ours: true,
      intact: true,
      certificate: {
        ...certificate,
        kind: 'offer-letter',
        offeredCertificate: { kind: 'completion-certificate', standing: 'not-issued' },
      },
    };
    stubVerifier({ status: 200, body: letter });
    open();
    await paste(JWT);
    expect(await screen.findByRole('heading', { name: 'Offer letter' })).toBeVisible();
    const answer = screen.getByTestId('verifier-answer');
    expect(screen.getByTestId('verifier-status')).toHaveTextContent('✅ Ours, unchanged, current and not revoked');
    expect(answer).toHaveTextContent("Current: this is the offer letter's current version.");
    expect(answer).toHaveTextContent(
      'An offer letter is not a certificate: it says an internship was offered, not that it was completed.',
    );
    expect(screen.getByTestId('offered-certificate')).toHaveTextContent(
      'Internship completion certificate: not issued yet.',
    );
    expect(screen.getByText('Document number').nextElementSibling?.textContent).toBe('TNTAIN42');
    expect(screen.queryByText('Certificate number')).toBeNull();
    expect(screen.queryByText(/certificate's page/)).toBeNull();
    expect(screen.getByRole('link', { name: "See the offer letter's page" })).toHaveAttribute(
      'href',
      '/verify/AbCdEfGhIjKlMnOpQrStUvWx12345678',
    );

    await act(() => useLocale.getState().choose('ta'));
    expect(screen.getByRole('heading', { name: 'ஆஃபர் லெட்டர்' })).toBeVisible();
    expect(screen.getByText('ஆவண எண்').nextElementSibling?.textContent).toBe('TNTAIN42');
    expect(screen.getByTestId('offered-certificate')).toHaveTextContent(
      'இன்டர்ன்ஷிப் நிறைவுச் சான்றிதழ்: இன்னும் வழங்கப்படவில்லை.',
    );
  });

  it('says of an offer letter whose certificate is revoked that the certificate is revoked, and does not read valid', async () => {
    const extraLetter: FileCheck = {
      kind: 'pdf',
      ours: true,
      intact: true,
      certificate: {
        ...certificate,
        kind: 'extra-offer-letter',
        offeredCertificate: { kind: 'extra-certificate', standing: 'revoked' },
      },
    };
    stubVerifier({ status: 200, body: extraLetter });
    open();
    await paste(JWT);
    expect(await screen.findByRole('heading', { name: 'Extra course offer letter' })).toBeVisible();
    expect(screen.getByTestId('verifier-status')).toHaveTextContent('❌ Its certificate is revoked');
    expect(screen.getByTestId('verifier-status')).not.toHaveTextContent('✅');
    expect(screen.getByTestId('offered-certificate')).toHaveTextContent(
      'Extra course certificate: revoked. We no longer vouch that the course was completed.',
    );
    expect(screen.getByTestId('verifier-answer')).toHaveClass('verify--invalid');
  });

  it('says when a credential was changed, is not ours, or is not a credential at all', async () => {
    const cases: [FileCheck, string][] = [
      [{ kind: 'credential', ours: true, intact: false, certificate: null }, '❌ Changed after we signed it'],
      [{ kind: 'credential', ours: false, intact: false, certificate: null }, '❌ Not ours'],
      [{ kind: 'pdf', ours: false, intact: false, certificate: null }, '❌ Not ours'],
      [{ kind: 'unknown', ours: false, intact: false, certificate: null }, '❌ Not a credential or a PDF'],
    ];
    for (const [body, heading] of cases) {
      stubVerifier({ status: 200, body });
      const { unmount } = open();
      await paste(JWT);
      expect(await screen.findByRole('heading', { name: heading })).toBeVisible();
      expect(screen.queryByText('Holder')).toBeNull();
      if (body.kind === 'pdf')
        expect(
          screen.getByText('This PDF does not carry our signature. It was not issued by us, or it was changed since.'),
        ).toBeVisible();
      unmount();
    }
  });

  it('sends a chosen file, and says so when nothing was brought or the server refuses', async () => {
    const sent = stubVerifier({
      status: 413,
      body: {
        success: false,
        error: 'payload_too_large',
        code: 'verifyFileTooLarge',
        message: 'The file is larger than 2 MB.',
      },
    });
    open();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Please paste a credential or choose a file.')).toHaveAttribute('role', 'alert');
    expect(sent).toHaveLength(0);

    const file = new File(['%PDF-1.7'], 'certificate.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Or choose a file'), { target: { files: [file] } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('The file is larger than 2 MB.')).toHaveAttribute('role', 'alert');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.file).toBe(file);
  });
});
