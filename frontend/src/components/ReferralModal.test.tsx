import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { consentMessages, PRIVACY_NOTICE_VERSION } from 'shared/privacy';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { renderAt } from '../../test/render.tsx';
import { ReferralModal } from './ReferralModal.tsx';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Refer &amp; Earn
      </button>
      <ReferralModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const agreement = () =>
  screen.getByRole('checkbox', {
    name: 'I have read the privacy notice and agree to this use of my data.',
  }) as HTMLInputElement;

/** Opens the modal and fills the form; ticks the privacy box unless told not to. */
async function openAndFill(user: ReturnType<typeof userEvent.setup>, { tick = true } = {}) {
  await user.click(screen.getByRole('button', { name: 'Refer & Earn' }));
  const dialog = screen.getByRole('dialog', { name: 'Refer & Earn' });
  await user.type(screen.getByLabelText('Name'), 'Kavya');
  await user.type(screen.getByLabelText('Phone number'), '9876500000');
  await user.type(screen.getByLabelText(/^UPI id/), 'kavya@okicici');
  await user.type(screen.getByLabelText('E-mail'), 'kavya@example.in');
  if (tick) await user.click(agreement());
  return dialog;
}

describe('referral modal', () => {
  it('requires name, phone, UPI id and e-mail (e-mail typed as e-mail)', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderAt(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Refer & Earn' }));
    for (const label of ['Name', 'Phone number', /^UPI id/, 'E-mail']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).type).toBe('email');
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).inputMode).toBe('tel');
    expect(screen.getByTestId('referral-code').textContent).toBe('REF••••••');
    expect(screen.getByRole('link', { name: 'Referal Dashboard' })).toHaveAttribute('href', '/referal');
  });

  it("registers: 'Registered successfully!', then a separate hint to confirm the e-mail (no code yet), and clears the form", async () => {
    const { calls } = stubFetch({
      'POST /api/referrers': () => ({ status: 201, body: { success: true, message: 'Registered successfully!' } }),
    });
    const user = userEvent.setup();
    renderAt(<Harness />);
    await openAndFill(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const success = await screen.findByText('Registered successfully!');
    const hint = screen.getByText(
      /^Now check your inbox at kavya@example\.in: open the link we sent to confirm your e-mail \(it works for 48 hours\)/,
    );
    // Both in the one live region, read out together; the specification's string stays as it is.
    expect(success.closest('[role="status"]')).toBe(hint.closest('[role="status"]'));
    expect(success.textContent).toBe('Registered successfully!');
    expect(screen.getByTestId('referral-code').textContent).toBe('REF••••••');
    expect(screen.getByText('Issued when you confirm your e-mail')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Copy referral code' })).not.toBeInTheDocument();
    expect(calls[0]!.body).toEqual({
      name: 'Kavya',
      phone: '9876500000',
      upiId: 'kavya@okicici',
      email: 'kavya@example.in',
      source: 'home',
      consent: true,
      noticeVersion: PRIVACY_NOTICE_VERSION,
      language: 'en', // the language the form was shown in (docs/I18N.md)
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(agreement()).not.toBeChecked();
  });

  it('shows the referral notice and does not send the form until its box is ticked', async () => {
    const { calls } = stubFetch({});
    const user = userEvent.setup();
    renderAt(<Harness />);
    await openAndFill(user, { tick: false });
    expect(
      screen.getByText(/^We collect your name, e-mail, phone and UPI id, to give you a referral code/),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(consentMessages.required)).toBeVisible();
    expect(document.activeElement).toBe(agreement());
    expect(calls).toHaveLength(0);
  });

  it('shows the server refusing the consent at the box', async () => {
    stubFetch({
      'POST /api/referrers': () => ({
        status: 400,
        body: { success: false, error: 'validation_error', code: 'consentRequired', message: consentMessages.required },
      }),
    });
    const user = userEvent.setup();
    renderAt(<Harness />);
    await openAndFill(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const error = await screen.findByText(consentMessages.required);
    expect(agreement().getAttribute('aria-describedby')).toContain(error.id);
  });

  it("says 'Mail already exists' for a known e-mail; closed and opened again, it keeps what was typed but not the message", async () => {
    stubFetch({
      'POST /api/referrers': () => ({ status: 409, body: { success: false, message: 'Mail already exists' } }),
    });
    const user = userEvent.setup();
    renderAt(<Harness />);
    await openAndFill(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Mail already exists')).toBeVisible();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Refer & Earn' }));
    expect(screen.getByLabelText('E-mail')).toHaveValue('kavya@example.in');
    expect(screen.queryByText('Mail already exists')).not.toBeInTheDocument();
    expect(screen.getByTestId('referral-code').textContent).toBe('REF••••••');
  });

  it("says 'Error: ' and the error text when the network fails", async () => {
    stubFetch({ 'POST /api/referrers': () => 'network-error' });
    const user = userEvent.setup();
    renderAt(<Harness />);
    await openAndFill(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Error: Failed to fetch')).toBeVisible();
  });

  it('closes on Escape, the x and the backdrop, giving focus back', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderAt(<Harness />);
    const opener = screen.getByRole('button', { name: 'Refer & Earn' });
    await user.click(opener);
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.activeElement).toBe(opener);

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(opener);
    await user.pointer({ keys: '[MouseLeft]', target: screen.getByTestId('modal-backdrop') });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderAt(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Refer & Earn' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 12; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });
});
