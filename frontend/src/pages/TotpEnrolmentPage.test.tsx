import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { renderAt } from '../../test/render.tsx';
import TotpEnrolmentPage from './TotpEnrolmentPage.tsx';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const enrolment = {
  secret: SECRET,
  otpauthUri: `otpauth://totp/Academy:office%40example.in?secret=${SECRET}&issuer=Academy`,
  account: 'office@example.in',
  issuer: 'Academy',
};
const codes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

describe('/login/authenticator', () => {
  it('shows the QR code and the key, confirms with a code, then the recovery codes once', async () => {
    let confirms = 0;
    const { calls } = stubFetch({
      'POST /api/login/totp-enrolment': () => ({ body: enrolment }),
      'POST /api/login/totp-enrolment/confirm': () =>
        ++confirms === 1
          ? {
              status: 400,
              body: {
                success: false,
                message: 'That code is not right. Check the time on your phone and enter the newest 6-digit code.',
              },
            }
          : {
              body: {
                success: true,
                message: 'on',
                user: { role: 'admin', id: 1, name: 'Office', email: 'office@example.in' },
                recoveryCodes: codes,
              },
            },
    });
    const user = userEvent.setup();
    renderAt(<TotpEnrolmentPage />, '/login/authenticator', { '/admin/overview': 'OVERVIEW' });
    const qr = await screen.findByRole('img', { name: 'QR code for Academy: office@example.in' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(screen.getByRole('link', { name: 'Open in an authenticator app on this phone' })).toHaveAttribute(
      'href',
      enrolment.otpauthUri,
    );
    expect(calls.filter((c) => c.url === '/api/login/totp-enrolment')).toHaveLength(1);

    await user.type(screen.getByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(
      await screen.findByText(
        'That code is not right. Check the time on your phone and enter the newest 6-digit code.',
      ),
    ).toBeVisible();
    await user.clear(screen.getByLabelText('Authentication code'));
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Download (.txt)' })).toBeVisible();
    const go = screen.getByRole('button', { name: 'Continue to the admin panel' }) as HTMLButtonElement;
    expect(go).toBeDisabled();
    await user.click(screen.getByLabelText('I have saved my recovery codes somewhere safe.'));
    expect(go).toBeEnabled();
    await user.click(go);
    expect(await screen.findByText('OVERVIEW')).toBeVisible();
  });

  it('says when the sign-in expired, with the way back to the login', async () => {
    stubFetch({
      'POST /api/login/totp-enrolment': () => ({
        status: 401,
        body: {
          success: false,
          message: 'Your sign-in has expired. Please log in again with your e-mail and password.',
        },
      }),
    });
    renderAt(<TotpEnrolmentPage />, '/login/authenticator');
    expect(
      await screen.findByText('Your sign-in has expired. Please log in again with your e-mail and password.'),
    ).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('link', { name: 'Log in again' })).toHaveAttribute('href', '/login');
  });
});
