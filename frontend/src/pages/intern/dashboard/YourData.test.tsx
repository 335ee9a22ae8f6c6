import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catchDownloads } from '../../../../test/downloads.ts';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderAt } from '../../../../test/render.tsx';
import type { ErasureRequestView, MyErasureRequest } from '../../../api/intern.ts';
import { YourData } from './YourData.tsx';

const LATEST = 'GET /api/me/erasure-request';
const ASKED = 'Your request has been sent. An admin will look at it and we will e-mail you.';
type Answer = () => { body: MyErasureRequest };
const none: Answer = () => ({ body: { request: null } });
const latest =
  (overrides: Partial<ErasureRequestView>): Answer =>
  () => ({
    body: {
      request: {
        id: 3,
        status: 'pending',
        reason: null,
        decisionNote: null,
        createdAt: '2026-12-01T06:00:00Z',
        decidedAt: null,
        ...overrides,
      },
    },
  });
const askButton = () => screen.queryByRole('button', { name: 'Ask to erase my data' });

afterEach(() => vi.restoreAllMocks());

describe("dashboard: 'Your data'", () => {
  it('downloads everything held about the intern as my-data.zip, busy meanwhile', async () => {
    const saved = catchDownloads();
    let answer!: (v: { body: string }) => void;
    stubFetch({ [LATEST]: none, 'GET /api/me/data-export': () => new Promise((r) => (answer = r)) });
    const user = userEvent.setup();
    renderAt(<YourData />, '/dashboard');
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    const busy = screen.getByRole('button', { name: 'Loading...' }) as HTMLButtonElement;
    expect(busy).toBeDisabled();
    answer({ body: 'zip' });
    expect(await screen.findByText('Your data was saved as my-data.zip.')).toBeVisible();
    expect(saved.map((s) => s.name)).toEqual(['my-data.zip']);
  });

  it('asks to erase, with the reason, after saying what is erased and what is kept; then says the request waits', async () => {
    let request = none;
    const { calls } = stubFetch({
      [LATEST]: () => request(),
      'POST /api/me/erasure-request': () => {
        request = latest({ reason: 'I left the course' });
        return { status: 201, body: { success: true, message: ASKED } };
      },
    });
    const user = userEvent.setup();
    renderAt(<YourData />, '/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Ask to erase my data' }));
    const dialog = screen.getByRole('dialog', { name: 'Ask to erase your data?' });
    expect(dialog.textContent).toMatch(
      /Erased: your name, phone number, e-mail address, college, payment screenshot, UPI id\./,
    );
    expect(dialog.textContent).toMatch(/The certificate numbers, and the name and course that \/verify shows/);
    expect(dialog.textContent).toMatch(/The amounts of payouts made/);
    await user.type(screen.getByLabelText(/^Why do you ask\?/), 'I left the course');
    await user.click(screen.getByRole('button', { name: 'Ask to erase' }));
    expect(await screen.findByText(ASKED)).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ reason: 'I left the course' });
    const status = await screen.findByText('Your erasure request of 01/12/2026 is waiting for an admin.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(askButton()).not.toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(status));
  });

  it('sends no reason when none is given, and Cancel sends nothing', async () => {
    const { calls } = stubFetch({
      [LATEST]: none,
      'POST /api/me/erasure-request': () => ({ status: 201, body: { success: true, message: ASKED } }),
    });
    const user = userEvent.setup();
    renderAt(<YourData />, '/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Ask to erase my data' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Ask to erase my data' }));
    await user.click(screen.getByRole('button', { name: 'Ask to erase' }));
    expect(await screen.findByText(ASKED)).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({});
  });

  it('a pending request: says it waits, and offers no second one', async () => {
    stubFetch({ [LATEST]: latest({}) });
    renderAt(<YourData />, '/dashboard');
    expect(await screen.findByText('Your erasure request of 01/12/2026 is waiting for an admin.')).toBeVisible();
    expect(askButton()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeVisible();
  });

  it("a refused request: the admin's reason, and the button again", async () => {
    stubFetch({
      [LATEST]: latest({
        status: 'refused',
        decisionNote: 'Your certificate is still being issued.',
        decidedAt: '2026-12-02T06:00:00Z',
      }),
    });
    renderAt(<YourData />, '/dashboard');
    expect(
      await screen.findByText('Your erasure request was refused: Your certificate is still being issued.'),
    ).toBeVisible();
    expect(askButton()).toBeVisible();
  });

  it("shows the server's refusal in the dialog", async () => {
    stubFetch({
      [LATEST]: none,
      'POST /api/me/erasure-request': () => ({
        status: 409,
        body: { success: false, message: 'You already have a request waiting.' },
      }),
    });
    const user = userEvent.setup();
    renderAt(<YourData />, '/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Ask to erase my data' }));
    await user.click(screen.getByRole('button', { name: 'Ask to erase' }));
    const dialog = screen.getByRole('dialog');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('You already have a request waiting.');
  });
});
