import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { renderAt } from '../../test/render.tsx';
import { signIn, student } from '../../test/users.ts';
import { joinReferral, register } from '../api/endpoints.ts';
import { joinReferralFromDashboard } from '../api/intern.ts';
import { NavBar } from '../components/NavBar.tsx';
import { useLocale } from './locale.ts';
import { logout, refreshSession, sessionUser } from '../api/queries/session.ts';

const PUT_LANGUAGE = 'PUT /api/me/language';
const saved = (calls: { method: string; url: string; body: unknown }[]) =>
  calls.filter((c) => `${c.method} ${c.url}` === PUT_LANGUAGE).map((c) => c.body);

describe("the device's language and the intern's account", () => {
  it("switches to the account's language when the session becomes known, remembers it on the device, and does not save it back", async () => {
    const { calls } = stubFetch({ 'GET /api/me': () => ({ body: { user: student({ language: 'ta' }) } }) });
    renderAt(<NavBar />);
    expect(screen.getByRole('link', { name: 'Internship' })).toBeInTheDocument();

    await act(() => refreshSession());
    expect(await screen.findByRole('link', { name: 'இன்டர்ன்ஷிப்' })).toBeInTheDocument();
    expect(useLocale.getState().locale).toBe('ta');
    expect(localStorage.getItem('lang')).toBe('ta');
    expect(document.documentElement.lang).toBe('ta');
    expect(saved(calls)).toEqual([]);
  });

  it("keeps the device's language when the account's is the same, and never undoes a choice made since on a later refresh of the same session", async () => {
    const intern = student({ language: 'en' });
    stubFetch({
      'GET /api/me': () => ({ body: { user: intern } }),
      [PUT_LANGUAGE]: () => ({ status: 503, body: { success: false, error: 'unavailable', message: 'Busy.' } }),
    });
    renderAt(<NavBar />);
    await act(() => refreshSession());
    expect(useLocale.getState().locale).toBe('en');

    // Chosen on this device; the account could not be told (503), and the dashboard asks GET /api/me again.
    await act(() => useLocale.getState().choose('ta'));
    await act(() => refreshSession());
    expect(screen.getByRole('link', { name: 'இன்டர்ன்ஷிப்' })).toBeInTheDocument();
    expect(useLocale.getState().locale).toBe('ta');
  });

  it("saves a signed-in intern's choice from the switch to the account, both ways", async () => {
    const user = userEvent.setup();
    signIn(student({ language: 'en' }));
    const { calls } = stubFetch({ [PUT_LANGUAGE]: ({ body }) => ({ body }) });
    renderAt(<NavBar />);

    await user.click(screen.getByRole('button', { name: 'தமிழ்' }));
    expect(await screen.findByRole('link', { name: 'இன்டர்ன்ஷிப்' })).toBeInTheDocument();
    await waitFor(() => expect(saved(calls)).toEqual([{ language: 'ta' }]));
    await waitFor(() => expect(sessionUser()).toMatchObject({ language: 'ta' }));

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('link', { name: 'Internship' })).toBeInTheDocument();
    await waitFor(() => expect(saved(calls)).toEqual([{ language: 'ta' }, { language: 'en' }]));
  });

  it("keeps the device's choice when the account cannot be told (offline)", async () => {
    const user = userEvent.setup();
    signIn(student({ language: 'en' }));
    const { calls } = stubFetch({ [PUT_LANGUAGE]: () => 'network-error' });
    renderAt(<NavBar />);

    await user.click(screen.getByRole('button', { name: 'தமிழ்' }));
    expect(await screen.findByRole('link', { name: 'இன்டர்ன்ஷிப்' })).toBeInTheDocument();
    await waitFor(() => expect(saved(calls)).toHaveLength(1));
    expect(useLocale.getState().locale).toBe('ta');
    expect(localStorage.getItem('lang')).toBe('ta');
    expect(sessionUser()).toMatchObject({ language: 'en' });
  });

  it('a choice made on this device before signing in wins over the account and is saved to it; the next intern to sign in here follows their own', async () => {
    const user = userEvent.setup();
    let account = student({ id: 7, language: 'en' });
    const { calls } = stubFetch({
      'GET /api/me': () => ({ body: { user: account } }),
      [PUT_LANGUAGE]: ({ body }) => ({ body }),
      'POST /api/logout': () => ({ body: { success: true } }),
    });
    renderAt(<NavBar />);
    await user.click(screen.getByRole('button', { name: 'தமிழ்' }));
    expect(await screen.findByRole('link', { name: 'இன்டர்ன்ஷிப்' })).toBeInTheDocument();
    expect(saved(calls)).toEqual([]);

    // Signing in: the account reads English, the choice made here was Tamil.
    await act(() => refreshSession());
    await waitFor(() => expect(saved(calls)).toEqual([{ language: 'ta' }]));
    await waitFor(() => expect(sessionUser()).toMatchObject({ language: 'ta' }));
    expect(useLocale.getState().locale).toBe('ta');
    expect(screen.getByRole('link', { name: 'இன்டர்ன்ஷிப்' })).toBeInTheDocument();

    // The choice was taken: another intern signing in on this device, with no new choice, reads their account's English.
    await act(() => logout());
    account = student({ id: 8, language: 'en' });
    await act(() => refreshSession());
    expect(await screen.findByRole('link', { name: 'Internship' })).toBeInTheDocument();
    expect(saved(calls)).toEqual([{ language: 'ta' }]);
  });

  it('a language opened from a link (?lang=ta) is not a choice: the account it signs into keeps its own', async () => {
    window.history.replaceState(null, '', '/login?lang=ta');
    try {
      useLocale.setState({ locale: 'ta' });
      localStorage.setItem('lang', 'ta');
      const { calls } = stubFetch({ 'GET /api/me': () => ({ body: { user: student({ language: 'en' }) } }) });
      renderAt(<NavBar />);
      await act(() => refreshSession());
      await waitFor(() => expect(useLocale.getState().locale).toBe('en'));
      expect(saved(calls)).toEqual([]);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('saves nothing for a visitor: their choice stays on the device', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({});
    renderAt(<NavBar />);
    await user.click(screen.getByRole('button', { name: 'தமிழ்' }));
    expect(await screen.findByRole('link', { name: 'இன்டர்ன்ஷிப்' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('the forms that make a record send the language shown', () => {
  it('registration and both refer-and-earn joins carry it', async () => {
    const { calls } = stubFetch({
      'POST /api/registrations': () => ({ status: 201, body: { success: true, message: 'ok' } }),
      'POST /api/referrers': () => ({ status: 201, body: { success: true, message: 'ok' } }),
    });
    const form = { consent: true as const };
    await register({ name: 'Meena' } as Parameters<typeof register>[0]);
    await act(() => useLocale.getState().choose('ta'));
    await register({ name: 'Meena' } as Parameters<typeof register>[0]);
    await joinReferral({
      name: 'Kavya',
      phone: '9876500000',
      upiId: 'kavya@okicici',
      email: 'kavya@example.in',
      source: 'home',
      ...form,
    });
    await joinReferralFromDashboard({
      name: 'Kavya',
      phone: '9876500000',
      upiId: 'kavya@okicici',
      email: 'kavya@example.in',
      ...form,
    });
    expect(calls.map((c) => (c.body as { language?: string }).language)).toEqual(['en', 'ta', 'ta', 'ta']);
  });
});
