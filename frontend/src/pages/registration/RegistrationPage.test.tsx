import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineCatalogue, publicCourse as course, removeCatalogue } from '../../../test/catalogue.ts';
import { healthy, stubFetch } from '../../../test/fetch-stub.ts';
import { renderAt } from '../../../test/render.tsx';
import { registrationCourses } from '../../../test/spec-courses.ts';
import { messages } from 'shared/messages';
import { consentMessages, PRIVACY_NOTICE_VERSION } from 'shared/privacy';
import { stubUploads } from '../../../test/fake-upload.ts';
import { useSiteConfig } from '../../stores/site-config.ts';
import RegistrationPage from './RegistrationPage.tsx';

async function fillForm(
  user: ReturnType<typeof userEvent.setup>,
  { password = 'correct horse 1', confirm = 'correct horse 1' } = {},
) {
  await user.type(screen.getByLabelText('Full name'), 'Priya R');
  await user.type(screen.getByLabelText('E-mail'), 'priya@example.in');
  await user.type(screen.getByLabelText('College'), 'NIT Trichy');
  await user.type(screen.getByLabelText('Phone number'), '9876543210');
  await user.type(screen.getByLabelText('Department'), 'CSE');
  await user.selectOptions(screen.getByLabelText('Course'), 'Full Stack Development');
  fireEvent.change(screen.getByLabelText('Valid start date'), { target: { value: '2025-08-01' } });
  fireEvent.change(screen.getByLabelText('Valid end date'), { target: { value: '2025-09-30' } });
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
}

const agreement = () =>
  screen.getByRole('checkbox', {
    name: 'I have read the privacy notice and agree to this use of my data.',
  }) as HTMLInputElement;
const UPLOAD_ID = '0b6f3c1e-2a4d-4c8e-9f10-1234567890ab';
/** The screenshot chosen, uploaded at once (fake XMLHttpRequest) and compressed (the poll's answer). */
const uploaded = {
  [`GET /api/uploads/${UPLOAD_ID}`]: () => ({
    body: { uploadId: UPLOAD_ID, state: 'completed', progress: 100, message: 'Image compressed' },
  }),
};
async function chooseScreenshot(user: ReturnType<typeof userEvent.setup>) {
  stubUploads(UPLOAD_ID);
  await user.upload(screen.getByLabelText('Payment screenshot'), new File(['png'], 'paid.png', { type: 'image/png' }));
}

const issued = (reference: string) => () => ({
  status: 201,
  body: { reference, kind: 'registration', createdAt: '2026-12-10T04:30:00Z' },
});
afterEach(() => {
  sessionStorage.clear();
  removeCatalogue();
});

describe('registration form', () => {
  it('hides Submit and the login link until the warm-up call answers', async () => {
    let answer!: (v: ReturnType<typeof healthy>) => void;
    stubFetch({ 'GET /api/health': () => new Promise((r) => (answer = r)) });
    renderAt(<RegistrationPage />, '/registration');
    expect(screen.getByText('Please wait a minute, the server is warming up...')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    answer(healthy());
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeVisible();
    expect(screen.getByText(/Already have an account\?/).querySelector('a')).toHaveAttribute('href', '/login');
  });

  it('a failed warm-up shows an error toast and still shows the form', async () => {
    stubFetch({ 'GET /api/health': () => 'network-error' });
    renderAt(<RegistrationPage />, '/registration');
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeVisible();
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not reach the server/);
  });

  it('lists the 13 courses of the specification', async () => {
    stubFetch({ 'GET /api/health': healthy });
    renderAt(<RegistrationPage />, '/registration');
    const options = [...(screen.getByLabelText('Course') as HTMLSelectElement).options].filter((o) => o.value);
    expect(options.map((o) => o.value)).toEqual([...registrationCourses]);
    expect(options).toHaveLength(13);
  });

  it('refuses mismatched passwords', async () => {
    const { calls } = stubFetch({ 'GET /api/health': healthy });
    const user = userEvent.setup();
    renderAt(<RegistrationPage />, '/registration');
    await fillForm(user, { confirm: 'something else' });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(messages.passwordsDoNotMatch)).toBeVisible();
    expect(messages.passwordsDoNotMatch).toBe('❌ Password and Confirm Password do not match.');
    expect(calls.some((c) => c.url === '/api/registrations')).toBe(false);
  });

  it('asks for the payment screenshot', async () => {
    const { calls } = stubFetch({ 'GET /api/health': healthy });
    const user = userEvent.setup();
    renderAt(<RegistrationPage />, '/registration');
    await fillForm(user);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(messages.screenshotMissing)).toBeVisible();
    expect(messages.screenshotMissing).toBe('❌ Please upload a payment screenshot.');
    expect(calls.some((c) => c.url === '/api/registrations')).toBe(false);
  });

  it('shows the registration notice, with the screenshot days of the site config, and an unticked box', async () => {
    stubFetch({ 'GET /api/health': healthy });
    useSiteConfig.getState().set({ screenshotRetentionDays: 60 });
    renderAt(<RegistrationPage />, '/registration');
    const notice = screen.getByText(
      /^We collect your name, e-mail, phone, college, department, course, dates and the payment screenshot with its UTR, to enrol you/,
    );
    expect(notice.textContent).toMatch(/the payment screenshot is deleted 60 days after your payment is checked/);
    expect(agreement()).not.toBeChecked();
  });

  it('does not send the registration until the privacy box is ticked', async () => {
    const { calls } = stubFetch({ 'GET /api/health': healthy, ...uploaded });
    const user = userEvent.setup();
    renderAt(<RegistrationPage />, '/registration');
    await fillForm(user);
    await chooseScreenshot(user);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(consentMessages.required)).toBeVisible();
    expect(document.activeElement).toBe(agreement());
    expect(calls.some((c) => c.url === '/api/registrations')).toBe(false);
  });

  it('sends the consent and the notice version with the registration', async () => {
    const { calls } = stubFetch({
      'GET /api/health': healthy,
      ...uploaded,
      'POST /api/registrations': () => ({
        status: 201,
        body: { success: true, code: 'registrationSuccessful', message: messages.registrationSuccessful },
      }),
    });
    const user = userEvent.setup();
    renderAt(<RegistrationPage />, '/registration', { '/login': 'LOGIN PAGE' });
    await fillForm(user);
    await chooseScreenshot(user);
    await user.click(agreement());
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('LOGIN PAGE')).toBeVisible();
    const body = calls.find((c) => c.url === '/api/registrations')!.body;
    expect(body).toMatchObject({
      name: 'Priya R',
      email: 'priya@example.in',
      uploadId: UPLOAD_ID,
      consent: true,
      noticeVersion: PRIVACY_NOTICE_VERSION,
      shownFeeRupees: 499,
    });
  });

  it('shows a refusal of an outdated notice at the box', async () => {
    stubFetch({
      'GET /api/health': healthy,
      ...uploaded,
      'POST /api/registrations': () => ({
        status: 400,
        body: { success: false, error: 'validation_error', code: 'consentOutdated', message: consentMessages.outdated },
      }),
    });
    const user = userEvent.setup();
    renderAt(<RegistrationPage />, '/registration');
    await fillForm(user);
    await chooseScreenshot(user);
    await user.click(agreement());
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    const error = await screen.findByText(consentMessages.outdated);
    expect(agreement().getAttribute('aria-describedby')).toContain(error.id);
    expect(agreement()).not.toBeChecked();
  });

  it("asks for a new payment reference when the server refuses the one sent, by the refusal's code (whatever its words), in the words of that code", async () => {
    const references = ['TN-AAAAAA', 'TN-BBBBBB'];
    const { calls } = stubFetch({
      'GET /api/health': healthy,
      ...uploaded,
      'POST /api/payment-references': () => issued(references.shift()!)(),
      'POST /api/registrations': () => ({
        status: 409,
        body: {
          success: false,
          error: 'conflict',
          code: 'paymentReferenceUsed',
          message: 'That reference is taken: reload for another.',
        },
      }),
    });
    const user = userEvent.setup();
    renderAt(<RegistrationPage />, '/registration');
    expect((await screen.findByTestId('payment-reference')).textContent).toBe('TN-AAAAAA');
    await fillForm(user);
    await chooseScreenshot(user);
    await user.click(agreement());
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    // The code decides the words too (the page's language's, from the catalogue), not the answer's text.
    expect(await screen.findByText(messages.paymentReferenceUsed)).toBeInTheDocument();
    expect(screen.queryByText('That reference is taken: reload for another.')).toBeNull();
    expect(screen.queryByText('⚠️ Your E-mail already exists')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('payment-reference').textContent).toBe('TN-BBBBBB'));
    expect(calls.find((c) => c.url === '/api/registrations')!.body).toMatchObject({ paymentReference: 'TN-AAAAAA' });
  });

  it('refuses a file that is not an image without uploading it', async () => {
    stubFetch({ 'GET /api/health': healthy });
    const user = userEvent.setup({ applyAccept: false });
    renderAt(<RegistrationPage />, '/registration');
    await user.upload(
      screen.getByLabelText('Payment screenshot'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );
    expect((await screen.findByTestId('upload-status')).textContent).toBe('The file given is not an image');
  });

  it('shows the price, the payee UPI id and a real UPI QR code whose note holds the payment reference', async () => {
    stubFetch({ 'GET /api/health': healthy, 'POST /api/payment-references': issued('TN-7K3Q9P') });
    renderAt(<RegistrationPage />, '/registration');
    expect(screen.getByText('₹799').tagName).toBe('S');
    expect(screen.getByText('testacademy@okaxis')).toBeVisible();
    expect((await screen.findByTestId('payment-reference')).textContent).toBe('TN-7K3Q9P');
    expect(screen.getByText('Your payment reference')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy payment reference' })).toBeVisible();
    expect(screen.getByText(/Keep it in the note/)).toBeVisible();
    const uri = 'upi://pay?pa=testacademy%40okaxis&pn=Test%20Consultancy&am=499&cu=INR&tn=TN-7K3Q9P%20Internship';
    await waitFor(() => expect(screen.getByTestId('upi-qr')).toHaveAttribute('data-upi', uri));
    expect(screen.getByTestId('upi-qr').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByRole('link', { name: /Pay ₹499 with a UPI app/ })).toHaveAttribute('href', uri);
  });

  it("asks the chosen course's fee from the catalogue in the QR code and the app link, and sends the fee shown", async () => {
    inlineCatalogue([
      course('Python Programming', 0, { registration: 549, struck: null, extra: [200] }),
      course('Full Stack Development', 1, { registration: 599, struck: 899, extra: [250] }),
    ]);
    const { calls } = stubFetch({
      'GET /api/health': healthy,
      'POST /api/payment-references': issued('TN-7K3Q9P'),
      ...uploaded,
      'POST /api/registrations': () => ({
        status: 201,
        body: { success: true, code: 'registrationSuccessful', message: messages.registrationSuccessful },
      }),
    });
    const user = userEvent.setup();
    renderAt(<RegistrationPage />, '/registration', { '/login': 'LOGIN PAGE' });
    // Before a course is chosen: the first of the form's list.
    expect(await screen.findByRole('link', { name: /Pay ₹549 with a UPI app/ })).toHaveAttribute(
      'href',
      expect.stringContaining('&am=549&'),
    );
    expect(screen.queryByText('₹799')).not.toBeInTheDocument();
    await fillForm(user);
    const link = screen.getByRole('link', { name: /Pay ₹599 with a UPI app/ });
    expect(link.getAttribute('href')).toContain('&am=599&');
    await waitFor(() => expect(screen.getByTestId('upi-qr').getAttribute('data-upi')).toContain('&am=599&'));
    expect(screen.getByText('₹899').tagName).toBe('S');
    await chooseScreenshot(user);
    await user.click(agreement());
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('LOGIN PAGE')).toBeVisible();
    expect(calls.find((c) => c.url === '/api/registrations')!.body).toMatchObject({
      course: 'Full Stack Development',
      shownFeeRupees: 599,
    });
  });

  it('keeps the same reference through a reload of the page (one request)', async () => {
    const { calls } = stubFetch({ 'GET /api/health': healthy, 'POST /api/payment-references': issued('TN-ACDEFH') });
    const first = renderAt(<RegistrationPage />, '/registration');
    expect((await screen.findByTestId('payment-reference')).textContent).toBe('TN-ACDEFH');
    first.unmount();
    renderAt(<RegistrationPage />, '/registration');
    expect((await screen.findByTestId('payment-reference')).textContent).toBe('TN-ACDEFH');
    expect(calls.filter((c) => c.url === '/api/payment-references')).toEqual([
      { url: '/api/payment-references', method: 'POST', body: { kind: 'registration' } },
    ]);
  });

  it('still shows the payment when no reference can be had, with the plain note', async () => {
    stubFetch({ 'GET /api/health': healthy, 'POST /api/payment-references': () => 'network-error' });
    renderAt(<RegistrationPage />, '/registration');
    const qr = await screen.findByTestId('upi-qr');
    expect(qr.getAttribute('data-upi')).toMatch(/&tn=Internship$/);
    expect(screen.getByText('Getting your reference…')).toBeVisible();
  });

  it('opens the how-to-pay popover about a second after load', async () => {
    stubFetch({ 'GET /api/health': healthy });
    renderAt(<RegistrationPage />, '/registration');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'How to pay and enrol' }, { timeout: 2000 });
    expect(dialog.textContent).toMatch(/2 to 4 hours/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
