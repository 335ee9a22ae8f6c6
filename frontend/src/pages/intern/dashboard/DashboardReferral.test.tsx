import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { consentMessages, PRIVACY_NOTICE_VERSION } from 'shared/privacy';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderAt } from '../../../../test/render.tsx';
import { student } from '../../../../test/users.ts';
import { DashboardReferral } from './DashboardReferral.tsx';

const notJoined = () => ({
  status: 404,
  body: { success: false, message: 'You have not joined the refer-and-earn programme yet.' },
});

function Harness() {
  const [open, setOpen] = useState(true);
  return open ? <DashboardReferral user={student()} open onClose={() => setOpen(false)} /> : <p>CLOSED</p>;
}

const agreement = () =>
  screen.getByRole('checkbox', { name: 'I have read the privacy notice and agree to this use of my data.' });

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  const dialog = screen.getByRole('dialog', { name: 'Refer & Earn' });
  await user.click(await within(dialog).findByRole('button', { name: 'Register' }));
  return dialog;
}

/** Opens the form, adds the UPI id to the prefilled profile and presses Register. */
async function join(user: ReturnType<typeof userEvent.setup>) {
  await openForm(user);
  await user.type(screen.getByLabelText(/^UPI id/), 'priya@okaxis');
  await user.click(agreement());
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

describe('dashboard referral popup', () => {
  it('prefills the form from the profile, asks for the privacy box, joins with source dashboard and consent, then says to confirm the e-mail and moves the focus to Done', async () => {
    const { calls } = stubFetch({
      'GET /api/me/referrer': notJoined,
      'POST /api/referrers': () => ({ status: 201, body: { success: true, message: 'Registered successfully!' } }),
    });
    const user = userEvent.setup();
    renderAt(<Harness />, '/dashboard');
    await openForm(user);
    expect(screen.getByLabelText('Name')).toHaveValue('Priya Raman');
    expect(screen.getByLabelText('Phone number')).toHaveValue('9876543210');
    expect(screen.getByLabelText('E-mail')).toHaveValue('priya@example.in');
    for (const label of ['Name', 'Phone number', /^UPI id/, 'E-mail'])
      expect((screen.getByLabelText(label) as HTMLInputElement).required).toBe(true);
    await user.type(screen.getByLabelText(/^UPI id/), 'priya@okaxis');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(consentMessages.required)).toBeVisible();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(agreement());
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registered successfully!')).toBeVisible();
    expect(screen.getByText(/^Now check your inbox at priya@example\.in/)).toBeVisible();
    expect(screen.queryByTestId('referral-code')).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      name: 'Priya Raman',
      phone: '9876543210',
      upiId: 'priya@okaxis',
      email: 'priya@example.in',
      source: 'dashboard',
      consent: true,
      noticeVersion: PRIVACY_NOTICE_VERSION,
      language: 'en', // the language the form was shown in (docs/I18N.md)
    });
    const done = screen.getByRole('button', { name: 'Done' });
    expect(document.activeElement).toBe(done);
    const described = document.getElementById(done.getAttribute('aria-describedby')!)!.textContent!;
    expect(described).toMatch(/^Registered successfully!Now check your inbox at priya@example\.in/);
    await user.click(done);
    expect(screen.getByText('CLOSED')).toBeVisible();
  });

  it("says 'Mail already exists' for a known e-mail and keeps the form", async () => {
    stubFetch({
      'GET /api/me/referrer': notJoined,
      'POST /api/referrers': () => ({ status: 409, body: { success: false, message: 'Mail already exists' } }),
    });
    const user = userEvent.setup();
    renderAt(<Harness />, '/dashboard');
    await join(user);
    expect(await screen.findByText('Mail already exists')).toBeVisible();
    expect(screen.getByLabelText(/^UPI id/)).toHaveValue('priya@okaxis');
    expect(screen.queryByTestId('referral-code')).not.toBeInTheDocument();
  });

  it("says 'Error: ' and the error text when the network fails", async () => {
    stubFetch({ 'GET /api/me/referrer': notJoined, 'POST /api/referrers': () => 'network-error' });
    const user = userEvent.setup();
    renderAt(<Harness />, '/dashboard');
    await join(user);
    expect(await screen.findByText('Error: Failed to fetch')).toBeVisible();
  });

  it('shows an existing code with its count instead of the offer', async () => {
    stubFetch({
      'GET /api/me/referrer': () => ({ body: { code: 'AB12CD34', count: 2, total: 140, upiId: 'priya@okaxis' } }),
    });
    renderAt(<Harness />, '/dashboard');
    expect((await screen.findByTestId('referral-code')).textContent).toBe('AB12CD34');
    expect(screen.getByText('Validated referrals: 2 x 70 = ₹140. Payouts go to priya@okaxis.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Done' })).not.toHaveAttribute('aria-describedby');
  });

  it('Not now closes the offer', async () => {
    stubFetch({ 'GET /api/me/referrer': notJoined });
    const user = userEvent.setup();
    renderAt(<Harness />, '/dashboard');
    await screen.findByRole('button', { name: 'Register' });
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.getByText('CLOSED')).toBeVisible();
  });
});
