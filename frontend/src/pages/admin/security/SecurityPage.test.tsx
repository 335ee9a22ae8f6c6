import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderAt } from '../../../../test/render.tsx';
import SecurityPage from './SecurityPage.tsx';

const session = (id: string, device: string, over: Record<string, unknown> = {}) => ({
  id,
  device,
  createdAt: '2026-11-23T04:00:00.000Z',
  lastSeenAt: '2026-11-23T05:00:00.000Z',
  expiresAt: '2026-11-23T07:00:00.000Z',
  ip: '10.1.2.3',
  current: false,
  signedIn: true,
  ...over,
});
const ID_A = '11111111-1111-4111-8111-111111111111';
const ID_B = '22222222-2222-4222-8222-222222222222';

describe('/admin/security', () => {
  it('lists the sessions, marks this device and ends another after a confirm', async () => {
    let ended = false;
    const { calls } = stubFetch({
      'GET /api/admin/security': () => ({
        body: {
          twoFactor: { enabledAt: '2026-11-01T04:00:00.000Z', recoveryCodesLeft: 2 },
          sessions: ended
            ? [session(ID_A, 'Safari 17 on iOS 17.5', { current: true })]
            : [session(ID_A, 'Safari 17 on iOS 17.5', { current: true }), session(ID_B, 'Chrome 130 on Android 14')],
        },
      }),
      [`POST /api/admin/sessions/${ID_B}/end`]: () => {
        ended = true;
        return { body: { success: true, message: 'The session was ended.', current: false } };
      },
    });
    const user = userEvent.setup();
    renderAt(<SecurityPage />, '/admin/security');
    const rows = await screen.findAllByTestId('session-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('This device')).toBeVisible();
    expect(screen.getByText(/Recovery codes left:/).textContent).toContain('running low');
    await user.click(screen.getByRole('button', { name: 'End the session on Chrome 130 on Android 14' }));
    const dialog = await screen.findByRole('dialog', { name: 'End this session?' });
    await user.click(within(dialog).getByRole('button', { name: 'End session' }));
    expect(await screen.findByText('The session was ended.')).toBeVisible();
    expect(calls.some((c) => c.method === 'POST' && c.url === `/api/admin/sessions/${ID_B}/end`)).toBe(true);
    expect(await screen.findAllByTestId('session-row')).toHaveLength(1);
  });

  it('signs out everywhere else, and makes new recovery codes with a code from the app', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/security': () => ({
        body: {
          twoFactor: { enabledAt: '2026-11-01T04:00:00.000Z', recoveryCodesLeft: 8 },
          sessions: [
            session(ID_A, 'Firefox 130 on Linux', { current: true }),
            session(ID_B, 'Chrome 130 on Android 14'),
          ],
        },
      }),
      'POST /api/admin/sessions/end-others': () => ({
        body: { success: true, message: '1 other session was ended.', count: 1 },
      }),
      'POST /api/admin/recovery-codes': () => ({
        body: {
          success: true,
          message: 'ok',
          recoveryCodes: Array.from({ length: 10 }, (_, i) => `zzzz${i}-yyyy${i}`),
        },
      }),
    });
    const user = userEvent.setup();
    renderAt(<SecurityPage />, '/admin/security');
    await screen.findAllByTestId('session-row');
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign out everywhere else' }),
    );
    expect(await screen.findByText('1 other session was ended.')).toBeVisible();

    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    expect((await screen.findByRole('list', { name: 'Recovery codes' })).querySelectorAll('li')).toHaveLength(10);
    expect(calls.find((c) => c.url === '/api/admin/recovery-codes')!.body).toEqual({ code: '123456' });
  });
});
