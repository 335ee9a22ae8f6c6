import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from 'shared/messages';
import { describe, expect, it } from 'vitest';
import { healthy, stubFetch } from '../../../test/fetch-stub.ts';
import { renderAt } from '../../../test/render.tsx';
import { useLocale } from '../../stores/locale.ts';
import LoginPage from './LoginPage.tsx';

describe('login in Tamil', () => {
  it('asks for the e-mail and password in Tamil and says a refused login in Tamil', async () => {
    stubFetch({
      'GET /api/health': healthy,
      'POST /api/login': () => ({
        status: 401,
        body: { success: false, error: 'unauthorized', code: 'loginFailed', message: messages.loginFailed },
      }),
    });
    const user = userEvent.setup();
    await act(() => useLocale.getState().choose('ta'));
    renderAt(<LoginPage />, '/login');
    expect(screen.getByRole('heading', { name: 'உள்நுழை' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'கடவுச்சொல் மறந்துவிட்டதா?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'பதிவு செய்யுங்கள்' })).toHaveAttribute('href', '/registration');
    await user.type(screen.getByLabelText('மின்னஞ்சல்'), 'priya@example.in');
    await user.type(screen.getByLabelText('கடவுச்சொல்'), 'wrong one');
    await user.click(screen.getByRole('button', { name: 'உள்நுழை' }));
    expect(await screen.findByText('உள்நுழைய முடியவில்லை: மின்னஞ்சல் அல்லது கடவுச்சொல் தவறு.')).toBeVisible();

    await act(() => useLocale.getState().choose('en'));
    expect(screen.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Signup' })).toBeVisible();
  });
});
