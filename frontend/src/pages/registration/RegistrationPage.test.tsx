import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { healthy, stubFetch } from '../../../test/fetch-stub.ts';
import { renderAt } from '../../../test/render.tsx';
import { registrationCourses } from '../../content/courses.ts';
import { messages } from 'shared/messages';
import RegistrationPage from './RegistrationPage.tsx';

async function fillForm(user: ReturnType<typeof userEvent.setup>, { password = 'correct horse 1', confirm = 'correct horse 1' } = {}) {
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

const issued = (reference: string) => () => ({ status: 201, body: { reference, kind: 'registration', createdAt: '2026-12-10T04:30:00Z' } });
afterEach(() => sessionStorage.clear());

describe('registration form', () => {
  it('hides Submit and the login link until the warm-up call answers', async () => {
    let answer!: (v: ReturnType<typeof healthy>) => void;
    stubFetch({ 'GET /api/health': () => new Promise((r) => (answer = r)) });
    renderAt(<RegistrationPage />, '/registration');
    expect(screen.getByText('Please wait a minute, the server is warming up...')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    answer(healthy());
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeTruthy();
    expect(screen.getByText(/Already have an account\?/).querySelector('a')?.getAttribute('href')).toBe('/login');
  });

  it('a failed warm-up shows an error toast and still shows the form', async () => {
    stubFetch({ 'GET /api/health': () => 'network-error' });
    renderAt(<RegistrationPage />, '/registration');
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeTruthy();
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
    expect(await screen.findByText(messages.passwordsDoNotMatch)).toBeTruthy();
    expect(messages.passwordsDoNotMatch).toBe('❌ Password and Confirm Password do not match.');
    expect(calls.some((c) => c.url === '/api/registrations')).toBe(false);
  });

  it('asks for the payment screenshot', async () => {
    const { calls } = stubFetch({ 'GET /api/health': healthy });
    const user = userEvent.setup();
    renderAt(<RegistrationPage />, '/registration');
    await fillForm(user);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(messages.screenshotMissing)).toBeTruthy();
    expect(messages.screenshotMissing).toBe('❌ Please upload a payment screenshot.');
    expect(calls.some((c) => c.url === '/api/registrations')).toBe(false);
  });

  it('refuses a file that is not an image without uploading it', async () => {
    stubFetch({ 'GET /api/health': healthy });
    const user = userEvent.setup({ applyAccept: false });
    renderAt(<RegistrationPage />, '/registration');
    await user.upload(screen.getByLabelText('Payment screenshot'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect((await screen.findByTestId('upload-status')).textContent).toBe('The file given is not an image');
  });

  it('shows the price, the payee UPI id and a real UPI QR code whose note holds the payment reference', async () => {
    stubFetch({ 'GET /api/health': healthy, 'POST /api/payment-references': issued('TN-7K3Q9P') });
    renderAt(<RegistrationPage />, '/registration');
    expect(screen.getByText('₹799').tagName).toBe('S');
    expect(screen.getByText('testacademy@okaxis')).toBeTruthy();
    expect((await screen.findByTestId('payment-reference')).textContent).toBe('TN-7K3Q9P');
    expect(screen.getByText('Your payment reference')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy payment reference' })).toBeTruthy();
    expect(screen.getByText(/Keep it in the note/)).toBeTruthy();
    const uri = 'upi://pay?pa=testacademy%40okaxis&pn=Test%20Consultancy&am=499&cu=INR&tn=TN-7K3Q9P%20Internship';
    await waitFor(() => expect(screen.getByTestId('upi-qr').getAttribute('data-upi')).toBe(uri));
    expect(screen.getByTestId('upi-qr').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByRole('link', { name: /Pay ₹499 with a UPI app/ }).getAttribute('href')).toBe(uri);
  });

  it('keeps the same reference through a reload of the page (one request)', async () => {
    const { calls } = stubFetch({ 'GET /api/health': healthy, 'POST /api/payment-references': issued('TN-ACDEFH') });
    const first = renderAt(<RegistrationPage />, '/registration');
    expect((await screen.findByTestId('payment-reference')).textContent).toBe('TN-ACDEFH');
    first.unmount();
    renderAt(<RegistrationPage />, '/registration');
    expect((await screen.findByTestId('payment-reference')).textContent).toBe('TN-ACDEFH');
    expect(calls.filter((c) => c.url === '/api/payment-references')).toEqual([{ url: '/api/payment-references', method: 'POST', body: { kind: 'registration' } }]);
  });

  it('still shows the payment when no reference can be had, with the plain note', async () => {
    stubFetch({ 'GET /api/health': healthy, 'POST /api/payment-references': () => 'network-error' });
    renderAt(<RegistrationPage />, '/registration');
    const qr = await screen.findByTestId('upi-qr');
    expect(qr.getAttribute('data-upi')).toMatch(/&tn=Internship$/);
    expect(screen.getByText('Getting your reference…')).toBeTruthy();
  });

  it('opens the how-to-pay popover about a second after load', async () => {
    stubFetch({ 'GET /api/health': healthy });
    renderAt(<RegistrationPage />, '/registration');
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'How to pay and enrol' }, { timeout: 2000 });
    expect(dialog.textContent).toMatch(/2 to 4 hours/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
