import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { renderAt } from '../../../test/render.tsx';
import ChangePasswordPage from './ChangePasswordPage.tsx';

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm: string) {
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm the new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('change password', () => {
  it('checks the confirmation before sending', async () => {
    const { calls } = stubFetch({});
    const user = userEvent.setup();
    renderAt(<ChangePasswordPage />, '/password');
    await fill(user, 'old one', 'Kaveri river at dawn 7', 'Kaveri river at dawn 8');
    expect((await screen.findAllByText('The new password and its confirmation do not match.')).length).toBeGreaterThan(
      0,
    );
    expect(screen.getByLabelText('Confirm the new password')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it("shows the server's reason on the field it names", async () => {
    stubFetch({
      'POST /api/account/password': () => ({
        status: 400,
        body: {
          success: false,
          error: 'validation_error',
          field: 'newPassword',
          message: 'This password is one of the most common passwords. Please choose another one.',
        },
      }),
    });
    const user = userEvent.setup();
    renderAt(<ChangePasswordPage />, '/password');
    await fill(user, 'factory-password-1', 'Password@123', 'Password@123');
    const field = screen.getByLabelText('New password');
    expect(
      await screen.findAllByText('This password is one of the most common passwords. Please choose another one.'),
    ).toHaveLength(2);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field.getAttribute('aria-describedby')).toContain(`${field.id}-error`);
  });

  it('says the password changed and that other devices were signed out, and empties the form', async () => {
    const { calls } = stubFetch({
      'POST /api/account/password': () => ({
        body: {
          success: true,
          code: 'passwordChanged',
          message: 'Your password has been changed. You have been signed out everywhere else.',
          sessionsEnded: 2,
        },
      }),
    });
    const user = userEvent.setup();
    renderAt(<ChangePasswordPage />, '/password');
    await fill(user, 'factory-password-1', 'Kaveri river at dawn 7', 'Kaveri river at dawn 7');
    expect(
      await screen.findByText('Your password has been changed. You have been signed out everywhere else.'),
    ).toBeVisible();
    expect(calls[0]!.body).toEqual({
      currentPassword: 'factory-password-1',
      newPassword: 'Kaveri river at dawn 7',
      confirmPassword: 'Kaveri river at dawn 7',
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
  });
});
