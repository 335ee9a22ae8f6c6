import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { documentAvailability } from 'shared/documents';
import { messages } from 'shared/messages';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderAt } from '../../../../test/render.tsx';
import { signIn, student } from '../../../../test/users.ts';
import type { StudentUser } from '../../../api/types.ts';
import DashboardPage from './DashboardPage.tsx';

const offerLetter = {
  kind: 'offer-letter',
  extraCourseId: null,
  status: 'ready',
  issuedOn: '2026-01-02',
  downloadUrl: '/api/documents/offer-letter/download',
};

function open(user: StudentUser, extra: Parameters<typeof stubFetch>[0] = {}) {
  signIn(user);
  // GET /api/documents as the server words it: the certificate waits for the end date (shared/documents.ts).
  const certificate = documentAvailability('completion-certificate', user);
  const documents = {
    documents: [
      offerLetter,
      {
        kind: 'completion-certificate',
        extraCourseId: null,
        ...(certificate.available ? { status: 'pending' } : { status: 'not-available', availableOn: user.endDate }),
      },
    ],
  };
  const stub = stubFetch({
    'GET /api/me': () => ({ body: { user } }),
    'GET /api/documents': () => ({ body: documents }),
    'GET /api/me/referrer': () => ({ status: 404, body: { success: false, message: 'Not found.' } }),
    'GET /api/me/erasure-request': () => ({ body: { request: null } }),
    ...extra,
  });
  renderAt(<DashboardPage />, '/dashboard', { '/login': 'LOGIN PAGE' });
  return stub;
}

beforeEach(() => {
  sessionStorage.setItem('popup1Shown', 'true');
});

describe('dashboard', () => {
  it('shows the waiting screen, word for word, until the enrolment is validated', async () => {
    open(student({ validated: false }));
    expect(screen.getByRole('heading', { name: 'Waiting for Confirmation' })).toBeVisible();
    expect(screen.getByText('This may take up to 2 to 4 hours')).toBeVisible();
    expect(screen.getByText('You will receive a confirmation Mail, please check it out')).toBeVisible();
    expect(screen.getByText('Login after confirmation')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText('Resources')).not.toBeInTheDocument();
  });

  it('asks an intern with an unproven e-mail to confirm it on the waiting screen, and sends the link again', async () => {
    const { calls } = open(student({ validated: false, emailVerified: false }), {
      'POST /api/me/email-confirmation/resend': () => ({
        body: { success: true, code: 'emailProofSent', message: messages.emailProofSent },
      }),
    });
    expect(screen.getByRole('heading', { name: 'Waiting for Confirmation' })).toBeVisible();
    expect(screen.getByTestId('email-proof-notice').textContent).toContain(
      'Please confirm your e-mail address: we sent you a link.',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    const sent = await screen.findByText(messages.emailProofSent);
    expect(sent.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(calls.filter((c) => c.method === 'POST' && c.url === '/api/me/email-confirmation/resend')).toHaveLength(1);
  });

  it("shows the notice on the validated dashboard too, with the server's refusal when too many links were asked for", async () => {
    const tooMany = 'Too many links asked for. Please use the newest link we sent, or try again in an hour.';
    open(student({ validated: true, emailVerified: false }), {
      'POST /api/me/email-confirmation/resend': () => ({
        status: 429,
        body: { success: false, error: 'rate_limited', message: tooMany },
      }),
    });
    expect(screen.getByTestId('dashboard-name')).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText(tooMany)).toBeVisible();
  });

  it("tells the intern when the address's owner said the registration is not theirs, and offers no new link", async () => {
    open(student({ validated: false, emailVerified: false, emailDisowned: true }));
    const notice = screen.getByTestId('email-disowned-notice');
    expect(notice).toBeVisible();
    expect(notice).toHaveTextContent(messages.emailDisowned);
    expect(within(notice).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('button', { name: 'Send the link again' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('email-proof-notice')).not.toBeInTheDocument();
  });

  it('shows no notice once the e-mail is proven', async () => {
    open(student({ validated: false, emailVerified: true }));
    expect(screen.getByRole('heading', { name: 'Waiting for Confirmation' })).toBeVisible();
    expect(screen.queryByTestId('email-proof-notice')).not.toBeInTheDocument();
  });

  it('shows the payment reference on the waiting screen', async () => {
    open(student({ validated: false, paymentReference: 'TN-7K3Q9P' }));
    expect(screen.getByText('Your payment reference:').textContent).toBe('Your payment reference: TN-7K3Q9P');
  });

  it('shows the profile: intern id, dd/mm/yyyy dates and the duration rounded up', async () => {
    open(student({ startDate: '2026-01-01', endDate: '2026-01-31' }));
    expect(screen.getByTestId('profile-intern-id').textContent).toBe('TNTAIN42');
    expect(screen.getByTestId('profile-start-date').textContent).toBe('01/01/2026');
    expect(screen.getByTestId('profile-end-date').textContent).toBe('31/01/2026');
    expect(screen.getByTestId('profile-duration').textContent).toBe('30 days');
    expect(screen.getByRole('heading', { name: 'Your data' })).toBeVisible();
  });

  it('certificate: grey before the end date, with the date in the toast', async () => {
    open(student({ endDate: '2099-02-15' }));
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Certificate' });
    await new Promise((r) => setTimeout(r, 1100));
    expect(button).toHaveClass('button--locked');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(await screen.findByText('Certificate will be available on 15/02/2099')).toBeVisible();
  });

  it('certificate: green from the end date (checked 1 s after load), opening /certificate in a new tab', async () => {
    const openSpy = vi.fn(() => ({ opener: {} }) as unknown as Window);
    vi.stubGlobal('open', openSpy);
    open(student({ endDate: '2026-01-01' }));
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Certificate' });
    expect(button).toHaveClass('button--locked');
    // Loaded (the server's list shown): still locked until the check 1 s later.
    await screen.findByText('Being prepared…');
    expect(button).toHaveClass('button--locked');
    // The check runs 1 s after the documents arrive, which a busy machine can delay past a fixed 1.1 s sleep.
    await waitFor(() => expect(button).toHaveClass('button--success'), { timeout: 3000 });
    await user.click(button);
    expect(openSpy).toHaveBeenCalledWith('/certificate', '_blank');
  });

  it('test certificate: asks to complete the test first; with a mark opens /certificatetest', async () => {
    const openSpy = vi.fn(() => null);
    vi.stubGlobal('open', openSpy);
    open(student({ testMark: null }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Test certificate' }));
    expect(await screen.findByText('Complete the test to download the certificate')).toBeVisible();
    expect(openSpy).not.toHaveBeenCalled();
  });

  it('test 1: Compulsory and Start Test, then Completed, the mark and Retake Test', async () => {
    open(student({ testMark: null }));
    const row = screen.getByTestId('test-row-1');
    expect(row.textContent).toContain('Compulsory');
    expect(row.querySelector('.test-status--compulsory')).toBeInTheDocument();
    expect(row.textContent).toContain('Start Test');
  });

  it('test 1 completed shows the mark and Retake Test; Videos says they are coming', async () => {
    open(student({ testMark: 21 }));
    const user = userEvent.setup();
    const row = screen.getByTestId('test-row-1');
    expect(row.textContent).toContain('Completed');
    expect(row.textContent).toContain('21 / 25');
    expect(row.textContent).toContain('Retake Test');
    await user.click(screen.getByRole('button', { name: 'Videos' }));
    expect(await screen.findByText('Videos are uploading soon')).toBeVisible();
  });

  it('offers the referral popup once per session, 3 s after load, and shows an existing code instead of the form', async () => {
    sessionStorage.removeItem('popup1Shown');
    signIn(student());
    stubFetch({
      'GET /api/me': () => ({ body: { user: student() } }),
      'GET /api/documents': () => ({ body: { documents: [offerLetter] } }),
      'GET /api/me/referrer': () => ({ body: { code: 'AB12CD34', count: 2, total: 140, upiId: 'priya@okaxis' } }),
    });
    renderAt(<DashboardPage />, '/dashboard');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Refer & Earn' }, { timeout: 4000 })).toBeVisible();
    expect(sessionStorage.getItem('popup1Shown')).toBe('true');
    expect((await screen.findByTestId('referral-code')).textContent).toBe('AB12CD34');
  }, 10_000);
});

describe("the dashboard's credentials", () => {
  it("offers 'Download credential' beside a ready certificate, by the server's credentialUrl, and none beside a revoked one or the offer letter", async () => {
    const user = student({ validated: true, endDate: '2026-01-31', testMark: 20 });
    signIn(user);
    const ready = { status: 'ready', issuedOn: '2026-02-01', certificateNumber: 'TNTAIN7', version: 1 };
    stubFetch({
      'GET /api/me': () => ({ body: { user } }),
      'GET /api/documents': () => ({
        body: {
          documents: [
            offerLetter,
            {
              kind: 'completion-certificate',
              extraCourseId: null,
              ...ready,
              verifyPath: '/verify/abc',
              credentialUrl: '/api/documents/completion-certificate/credential',
            },
            {
              kind: 'test-certificate',
              extraCourseId: null,
              ...ready,
              verifyPath: '/verify/def',
              revoked: { at: '2026-02-03T06:00:00Z', reason: null },
            },
          ],
        },
      }),
      'GET /api/me/referrer': () => ({ status: 404, body: { success: false, message: 'Not found.' } }),
      'GET /api/me/erasure-request': () => ({ body: { request: null } }),
    });
    renderAt(<DashboardPage />, '/dashboard', { '/login': 'LOGIN PAGE' });
    const links = await screen.findAllByTestId('credential-link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/api/documents/completion-certificate/credential');
    expect(links[0]).toHaveAttribute('download');
    expect(links[0]).toHaveTextContent('Download credential');
  });
});
