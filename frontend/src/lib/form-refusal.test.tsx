import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { healthy, stubFetch } from '../../test/fetch-stub.ts';
import { renderAt } from '../../test/render.tsx';
import LoginPage from '../pages/login/LoginPage.tsx';
import ForgotPasswordPage from '../pages/password-reset/ForgotPasswordPage.tsx';
import { useLocale } from '../stores/locale.ts';

const src = join(import.meta.dirname, '..');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : e.name.endsWith('.tsx') && !e.name.includes('.test.')
        ? [join(dir, e.name)]
        : [],
  );

describe("the forms' own messages, never the browser's bubbles", () => {
  it('every form a visitor or an intern fills in checks its fields itself (noValidate)', () => {
    const forms = sources(src)
      .filter((file) => !relative(src, file).startsWith('pages/admin'))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/<form\b(?:=>|[^>])*>/gs)].map((m) => ({
          file: relative(src, file),
          tag: m[0],
        })),
      );
    expect(forms.length).toBeGreaterThan(8);
    expect(forms.filter((f) => !/\bnoValidate\b/.test(f.tag)).map((f) => f.file)).toEqual([]);
  });

  it('the login form says an empty field and a wrong e-mail in Tamil, on its own status line, and sends nothing', async () => {
    const { calls } = stubFetch({ 'GET /api/health': healthy });
    const user = userEvent.setup();
    await act(() => useLocale.getState().choose('ta'));
    renderAt(<LoginPage />, '/login');
    await user.click(screen.getByRole('button', { name: 'உள்நுழை' }));
    expect(await screen.findByText('இதை நிரப்புங்கள்: மின்னஞ்சல்')).toBeVisible();
    expect(screen.getByLabelText('மின்னஞ்சல்')).toHaveFocus();

    await user.type(screen.getByLabelText('மின்னஞ்சல்'), 'priya.example.in');
    await user.click(screen.getByRole('button', { name: 'உள்நுழை' }));
    expect(await screen.findByText('சரியான மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்.', { exact: false })).toBeVisible();

    await user.clear(screen.getByLabelText('மின்னஞ்சல்'));
    await user.type(screen.getByLabelText('மின்னஞ்சல்'), 'priya@example.in');
    await user.click(screen.getByRole('button', { name: 'உள்நுழை' }));
    expect(await screen.findByText('இதை நிரப்புங்கள்: கடவுச்சொல்')).toBeVisible();
    expect(screen.getByLabelText('கடவுச்சொல்')).toHaveFocus();
    expect(calls.filter((c) => c.url === '/api/login')).toEqual([]);
  });

  it('in English the same check speaks English', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderAt(<ForgotPasswordPage />, '/forgot-password');
    await user.click(screen.getByRole('button', { name: /reset link|send/i }));
    expect(await screen.findByText('Please fill in: E-mail')).toBeVisible();
  });
});
