import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { admin, editor, operator, signIn } from '../../test/users.ts';
import { AdminShell } from './AdminShell.tsx';

const links = () =>
  within(screen.getByRole('navigation', { name: 'Admin' }))
    .getAllByRole('link')
    .map((a) => a.textContent?.trim());

describe('AdminShell', () => {
  afterEach(() => signIn(null));

  it('shows an admin every screen, the audit log, Accounts, the catalogue and the question banks included', () => {
    signIn(admin);
    renderAt(<AdminShell />, '/ab');
    expect(links()).toEqual([
      'Overview',
      'Students',
      'Extra courses',
      'Payouts',
      'Reconcile',
      'Operations',
      'Security',
      'Audit log',
      'Accounts',
      'Catalogue',
      'Questions',
      'Tests',
      'Question statistics',
      'Queues',
    ]);
    expect(screen.queryByText('This page is for admins only.')).not.toBeInTheDocument();
  });

  it("shows an operator only the operator's screens, and says an admins-only screen is not theirs", () => {
    signIn(operator);
    renderAt(<AdminShell />, '/ab');
    expect(links()).toEqual(['Overview', 'Payouts', 'Operations', 'Security', 'Queues']);
    expect(screen.getByRole('heading', { level: 1, name: 'This page is for admins only.' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the overview' })).toHaveAttribute('href', '/admin/overview');
  });

  it("shows an editor their own Security screen, the catalogue and the question banks, and says an operator's or admin's screen is not theirs", () => {
    signIn(editor);
    for (const path of ['/admin/overview', '/admin/operations', '/ab']) {
      const { unmount } = renderAt(<AdminShell />, path);
      expect(links()).toEqual(['Security', 'Catalogue', 'Questions', 'Tests', 'Question statistics']);
      expect(screen.getByRole('heading', { level: 1, name: 'This page is for admins only.' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Go to the catalogue' })).toHaveAttribute('href', '/admin/catalogue');
      unmount();
    }
  });

  it('lets an operator open Operations', () => {
    signIn(operator);
    renderAt(<AdminShell />, '/admin/operations');
    expect(screen.queryByText('This page is for admins only.')).not.toBeInTheDocument();
  });
});
