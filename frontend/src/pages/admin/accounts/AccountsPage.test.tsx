import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderAt } from '../../../../test/render.tsx';
import AccountsPage from './AccountsPage.tsx';

const account = (id: number, email: string, over: Record<string, unknown> = {}) => ({
  id,
  email,
  name: `Name ${id}`,
  role: 'operator',
  state: 'active',
  lastLoginAt: null,
  createdAt: '2026-11-20T04:00:00.000Z',
  self: false,
  ...over,
});

describe('/admin/accounts', () => {
  it('lists the accounts, invites someone, and disables an account after a confirm', async () => {
    let disabled = false;
    const { calls } = stubFetch({
      'GET /api/admin/accounts': () => ({
        body: {
          accounts: [
            account(1, 'me@example.in', { role: 'admin', self: true }),
            account(2, 'ops@example.in', { state: disabled ? 'disabled' : 'active' }),
          ],
        },
      }),
      'POST /api/admin/accounts/invite': () => ({
        status: 201,
        body: {
          success: true,
          message: 'The invitation is on its way. The link works for 72 hours.',
          account: account(3, 'new@example.in', { state: 'invited' }),
          jobs: [],
        },
      }),
      'POST /api/admin/accounts/2/disable': () => {
        disabled = true;
        return {
          body: {
            success: true,
            message: 'The account is disabled and signed out everywhere.',
            account: account(2, 'ops@example.in', { state: 'disabled' }),
          },
        };
      },
    });
    const user = userEvent.setup();
    renderAt(<AccountsPage />, '/admin/accounts');
    const rows = await screen.findAllByTestId('account-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('(you)')).toBeVisible();
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('E-mail'), 'new@example.in');
    await user.type(screen.getByLabelText('Name'), 'New Person');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText('new@example.in: The invitation is on its way. The link works for 72 hours.'),
    ).toBeVisible();
    const sent = calls.find((c) => c.method === 'POST' && c.url === '/api/admin/accounts/invite');
    expect(sent?.body).toEqual({ email: 'new@example.in', name: 'New Person', role: 'operator' });

    await user.click(screen.getByRole('button', { name: 'Disable ops@example.in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable this account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('The account is disabled and signed out everywhere.')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Enable ops@example.in' })).toBeVisible();
  });

  it('offers the editor role, invites an editor and lists them as one', async () => {
    let invited = false;
    const editor = account(4, 'words@example.in', { role: 'editor', state: 'invited' });
    const { calls } = stubFetch({
      'GET /api/admin/accounts': () => ({
        body: { accounts: [account(1, 'me@example.in', { role: 'admin', self: true }), ...(invited ? [editor] : [])] },
      }),
      'POST /api/admin/accounts/invite': () => {
        invited = true;
        return {
          status: 201,
          body: {
            success: true,
            message: 'The invitation is on its way. The link works for 72 hours.',
            account: editor,
            jobs: [],
          },
        };
      },
    });
    const user = userEvent.setup();
    renderAt(<AccountsPage />, '/admin/accounts');
    await screen.findAllByTestId('account-row');
    await user.type(screen.getByLabelText('E-mail'), 'words@example.in');
    await user.type(screen.getByLabelText('Name'), 'Words Person');
    await user.selectOptions(screen.getByLabelText('Role'), 'Editor');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    const row = await screen.findByRole('rowheader', { name: 'words@example.in' });
    expect(within(row.closest('tr')!).getByText('Editor')).toBeVisible();
    const sent = calls.find((c) => c.method === 'POST' && c.url === '/api/admin/accounts/invite');
    expect(sent?.body).toEqual({ email: 'words@example.in', name: 'Words Person', role: 'editor' });
  });

  it('names the field the server refused', async () => {
    stubFetch({
      'GET /api/admin/accounts': () => ({ body: { accounts: [] } }),
      'POST /api/admin/accounts/invite': () => ({
        status: 409,
        body: {
          success: false,
          error: 'conflict',
          code: 'conflict',
          message: 'This e-mail already has an account.',
          field: 'email',
        },
      }),
    });
    const user = userEvent.setup();
    renderAt(<AccountsPage />, '/admin/accounts');
    await user.type(screen.getByLabelText('E-mail'), 'taken@example.in');
    await user.type(screen.getByLabelText('Name'), 'Taken');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    const email = screen.getByLabelText('E-mail');
    expect(await screen.findAllByText('This e-mail already has an account.')).not.toHaveLength(0);
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });
});
